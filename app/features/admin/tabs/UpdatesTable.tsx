import { Link } from "react-router";
import { Badge, buttonClass } from "~/components/ui/index.tsx";
import { ROUTES_TAB_TEXT } from "~/features/route-edits/texts.ts";
import { Dash, Review, TableShell, Truncated, td } from "../components/parts.tsx";
import type { DashboardQuery } from "../schema.ts";
import { REVIEW_TABLE_TEXT as T } from "../texts.ts";
import type { UpdateRow } from "./updates.server.ts";

/** The Updates tab's table, with each update's review form (its query and handler: updates.server.ts). */
export function UpdatesTable({
  rows,
  query,
  returnTo,
}: {
  rows: UpdateRow[];
  query: DashboardQuery;
  returnTo: string;
}) {
  return (
    <TableShell caption={T.updatesCaption} columns={T.updatesColumns} rows={rows} query={query}>
      {(r) => (
        <tr key={r.id}>
          <td className={td}>{r.name}</td>
          <td className={td}>
            <Badge tone="ocean">{r.route}</Badge>
          </td>
          <td className={`${td} max-w-md`}>
            <Truncated text={r.changes} />
            <UpdateDetails row={r} />
          </td>
          <td className={`${td} whitespace-nowrap`}>{r.created}</td>
          <td className={`${td} min-w-56`}>
            <Review intent="review-update" row={r} returnTo={returnTo} />
            <ApplyCell row={r} />
          </td>
        </tr>
      )}
    </TableShell>
  );
}

/** "Apply to route" for an approved update (issue 18), or when it was applied. */
function ApplyCell({ row }: { row: UpdateRow }) {
  if (row.applied)
    return <p className="mt-2 text-xs font-semibold text-green-900">{`${ROUTES_TAB_TEXT.applied} ${row.applied}`}</p>;
  if (!row.applyHref) return null;
  return (
    <Link to={row.applyHref} className={buttonClass("outline", "mt-2 px-3 py-1 text-sm")}>
      {ROUTES_TAB_TEXT.applyToRoute}
    </Link>
  );
}

function UpdateDetails({ row }: { row: UpdateRow }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600">
      <dt>{T.travelDate}</dt>
      <dd>{row.travelDate ?? <Dash />}</dd>
      <dt>{T.price}</dt>
      <dd>{row.price ?? <Dash />}</dd>
      <dt>{T.operator}</dt>
      <dd>{row.operator ?? <Dash />}</dd>
      <dt>{T.evidence}</dt>
      <dd className="break-all">
        {row.evidenceUrl ? (
          <a href={row.evidenceUrl} rel="noopener noreferrer nofollow" target="_blank" className="underline">
            {row.evidenceUrl}
          </a>
        ) : (
          <Dash />
        )}
      </dd>
    </dl>
  );
}
