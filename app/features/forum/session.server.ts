import { getSessionUser } from "~/features/accounts/session.server.ts";
import type { ForumActor } from "./types.ts";

/**
 * The signed-in user as the forum sees it (from the accounts feature's session). A banned user is
 * still a viewer (they can read) but every write refuses them (requireActiveUser semantics: 403).
 */
export type Viewer = ForumActor & { name: string; userCategory: string };

export async function getViewer(request: Request): Promise<Viewer | null> {
  const user = await getSessionUser(request);
  if (!user) return null;
  return {
    id: user.id,
    role: user.role,
    banned: user.banned,
    createdAt: user.createdAt,
    name: user.displayName,
    userCategory: user.userCategory,
  };
}
