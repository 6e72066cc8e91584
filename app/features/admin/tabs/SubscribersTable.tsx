import { Badge, type BadgeTone } from "~/components/ui/index.tsx";
import { Dash, FilterNav, TableShell, td } from "../components/parts.tsx";
import { SUBSCRIBER_FILTERS, type SubscriberState } from "../constants.ts";
import { dashboardHref } from "../dashboard-href.ts";
import type { DashboardQuery } from "../schema.ts";
import { SUBSCRIBER_FILTER_LABELS, TABLE_TEXT as T } from "../texts.ts";
import type { SubscriberRow } from "./subscribers.server.ts";

/** The Subscribers tab's table (its query: subscribers.server.ts), each row with its state. */
export function SubscribersTable({ rows, query }: { rows: SubscriberRow[]; query: DashboardQuery }) {
  return (
    <TableShell caption={T.subscribersCaption} columns={T.subscribersColumns} rows={rows} query={query}>
      {(r) => (
        <tr key={r.id}>
          <td className={td}>{r.name ? r.name : <Dash />}</td>
          <td className={`${td} break-all`}>
            {r.email} <StateBadge state={r.state} />
          </td>
          <td className={`${td} whitespace-nowrap`}>
            {r.created}
            {r.confirmed && r.confirmed !== r.created ? (
              <p className="text-xs text-slate-600">{T.confirmedOn(r.confirmed)}</p>
            ) : null}
          </td>
        </tr>
      )}
    </TableShell>
  );
}

const STATE_LABELS: Record<SubscriberState, string> = T.stateLabels;
const STATE_TONES: Record<SubscriberState, BadgeTone> = {
  confirmed: "green",
  pending: "yellow",
  unsubscribed: "neutral",
};

function StateBadge({ state }: { state: SubscriberState }) {
  return <Badge tone={STATE_TONES[state]}>{STATE_LABELS[state]}</Badge>;
}

/** Confirmed (the default: the subscribers who count), pending, unsubscribed or all. */
export function SubscriberStateFilter({ query }: { query: DashboardQuery }) {
  return (
    <FilterNav
      label={T.filterByState}
      options={SUBSCRIBER_FILTERS}
      current={query.state}
      hrefFor={(state) => dashboardHref({ ...query, state, page: 1 })}
      labelFor={(state) => SUBSCRIBER_FILTER_LABELS[state]}
    />
  );
}
