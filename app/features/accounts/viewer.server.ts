import { type Viewer, viewerOf } from "~/lib/viewer.ts";
import { getSessionUser } from "./session.server.ts";

/**
 * The header's viewer for this request: null for a visitor, undefined when it cannot be known
 * (the database is unreachable): the page then shows the visitor's header and nothing is corrected.
 */
export async function currentViewer(request: Request): Promise<Viewer | null | undefined> {
  try {
    const user = await getSessionUser(request);
    return user ? viewerOf(user) : null;
  } catch {
    return undefined;
  }
}
