import { adminOrStatus, deniedHeaders, NO_STORE } from "~/features/admin/admin-page.server.ts";
import { EXPORT_KINDS, type ExportKind } from "~/features/admin/constants.ts";
import { exportForAdmin } from "~/features/admin/exports.server.ts";
import type { Route } from "./+types/admin.export.$kind";

const DENIED_TEXT = {
  401: "Please sign in to continue.",
  403: "You need admin privileges to access this page.",
} as const;

/**
 * /admin/export/{subscribers|transport-updates|partner-requests|contact-messages}: every row as a
 * streamed CSV download, written to the audit log. Admins only: visitors get 401 (with a
 * WWW-Authenticate challenge), everyone else 403, before anything is read.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await adminOrStatus(request);
  if (typeof admin === "number") {
    return new Response(DENIED_TEXT[admin], {
      status: admin,
      headers: { ...deniedHeaders(admin), "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const kind = params.kind as ExportKind;
  if (!EXPORT_KINDS.includes(kind)) {
    return new Response("There is no such export.", {
      status: 404,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return exportForAdmin(admin, kind);
}
