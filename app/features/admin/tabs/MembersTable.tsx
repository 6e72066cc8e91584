import { Link } from "react-router";
import { Badge } from "~/components/ui/index.tsx";
import { TableShell, Truncated, td } from "../components/parts.tsx";
import { dashboardHref } from "../dashboard-href.ts";
import type { DashboardQuery } from "../schema.ts";
import { TABLE_TEXT as T } from "../texts.ts";
import { BanForm } from "./BanForm.tsx";
import type { MemberSummary } from "./members.server.ts";

/** The Members tab's table: each account, its posts, and the ban form (query and handler: members.server.ts). */
export function MembersTable({
  rows,
  query,
  returnTo,
  adminId,
}: {
  rows: MemberSummary[];
  query: DashboardQuery;
  returnTo: string;
  adminId: string;
}) {
  return (
    <TableShell caption={T.membersCaption} columns={T.membersColumns} rows={rows} query={query}>
      {(m) => (
        <tr key={m.id}>
          <td className={td}>
            {m.name} {m.role === "admin" ? <Badge tone="ocean">{T.admin}</Badge> : null}
          </td>
          <td className={`${td} break-all`}>{m.email}</td>
          <td className={`${td} whitespace-nowrap`}>{m.joined}</td>
          <td className={td}>
            <Link to={dashboardHref({ tab: "community", author: m.id })} className="underline">
              {m.posts}
              <span className="sr-only">{T.postsBy(m.name)}</span>
            </Link>
          </td>
          <td className={td}>
            {m.banned ? <Badge tone="red">{T.banned}</Badge> : <Badge tone="green">{T.active}</Badge>}
            {m.banned && m.banReason ? (
              <p className="mt-1 max-w-xs text-xs text-slate-600">
                {T.reason}
                <Truncated text={m.banReason} max={80} />
              </p>
            ) : null}
            <div className="mt-2">
              <BanForm
                id={m.id}
                banned={m.banned}
                isAdmin={m.role === "admin"}
                self={m.id === adminId}
                returnTo={returnTo}
              />
            </div>
          </td>
        </tr>
      )}
    </TableShell>
  );
}
