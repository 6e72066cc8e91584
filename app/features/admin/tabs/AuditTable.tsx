import { Dash, TableShell, Truncated, td } from "../components/parts.tsx";
import type { DashboardQuery } from "../schema.ts";
import { TABLE_TEXT as T } from "../texts.ts";
import type { AuditRow } from "./audit.server.ts";

/** The Audit tab's table (its query: audit.server.ts). */
export function AuditTable({ rows, query }: { rows: AuditRow[]; query: DashboardQuery }) {
  return (
    <TableShell caption={T.auditCaption} columns={T.auditColumns} rows={rows} query={query}>
      {(a) => (
        <tr key={a.id}>
          <td className={`${td} whitespace-nowrap`}>{a.created}</td>
          <td className={`${td} break-all`}>{a.actor}</td>
          <td className={td}>
            <code>{a.action}</code>
          </td>
          <td className={`${td} text-xs`}>
            {a.targetType} <span className="break-all text-slate-600">{a.targetId}</span>
          </td>
          <td className={`${td} max-w-md`}>{a.detail ? <Truncated text={a.detail} /> : <Dash />}</td>
        </tr>
      )}
    </TableShell>
  );
}
