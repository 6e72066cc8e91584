import { Badge } from "~/components/ui/index.tsx";
import { Dash, TableShell, td } from "../components/parts.tsx";
import type { DashboardQuery } from "../schema.ts";
import type { SubscriberRow } from "./subscribers.server.ts";

/** The Subscribers tab's table (its query: subscribers.server.ts). */
export function SubscribersTable({ rows, query }: { rows: SubscriberRow[]; query: DashboardQuery }) {
  return (
    <TableShell caption="Email Subscribers" columns={["Name", "Email", "Subscribed"]} rows={rows} query={query}>
      {(r) => (
        <tr key={r.id}>
          <td className={td}>{r.name ? r.name : <Dash />}</td>
          <td className={`${td} break-all`}>
            {r.email} {r.status !== "subscribed" ? <Badge tone="neutral">Unsubscribed</Badge> : null}
          </td>
          <td className={`${td} whitespace-nowrap`}>{r.created}</td>
        </tr>
      )}
    </TableShell>
  );
}
