import { data } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server.ts";
import { exportResponse } from "~/features/admin/admin.server.ts";
import { EXPORT_KINDS, type ExportKind } from "~/features/admin/schema.ts";
import type { Route } from "./+types/admin.export.$kind";

/**
 * /admin/export/{subscribers|transport-updates|partner-requests|contact-messages}: every row as a
 * streamed CSV download. Admins only: visitors get 401, everyone else 403, before anything is read.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const kind = params.kind as ExportKind;
  if (!EXPORT_KINDS.includes(kind)) {
    throw data("There is no such export.", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return exportResponse(kind);
}
