import { currentViewer } from "~/features/accounts/viewer.server.ts";
import { requestStateContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/api.session";

/**
 * GET /api/session: is this browser signed in, and what does the header show? Asked by the page
 * script on prerendered pages, which are shared by everyone (docs/decisions/0016-signed-in-header.md).
 * Never stored by any cache; the root middleware corrects the signed-in hint cookie from the answer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await currentViewer(request);
  context.get(requestStateContext).viewer = viewer;
  const headers = { "Cache-Control": "no-store", Vary: "Cookie" };
  if (viewer === undefined) {
    return Response.json({ signedIn: null }, { status: 503, headers: { ...headers, "Retry-After": "10" } });
  }
  return Response.json(viewer ? { signedIn: true, ...viewer } : { signedIn: false }, { headers });
}
