import { adminOrStatus, deniedHeaders, NO_STORE } from "~/features/admin/admin-page.server.ts";
import { EXPORT_KINDS, type ExportKind } from "~/features/admin/constants.ts";
import { exportForAdmin } from "~/features/admin/exports.server.ts";
import { EXPORT_TEXT } from "~/features/admin/texts.ts";
import type { Route } from "./+types/admin.export.$kind";

/**
 * /admin/export/{subscribers|transport-updates|partner-requests|contact-messages}: every row as a
 * streamed CSV download, written to the audit log. Admins only: visitors get 401 (with a
 * WWW-Authenticate challenge), everyone else 403, before anything is read.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await adminOrStatus(request);
  if (typeof admin === "number") {
    return new Response(EXPORT_TEXT[admin], {
      status: admin,
      headers: { ...deniedHeaders(admin), "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const kind = params.kind as ExportKind;
  if (!EXPORT_KINDS.includes(kind)) {
    return new Response(EXPORT_TEXT.noSuchExport, {
      status: 404,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return exportForAdmin(admin, kind);
}
