import { Dash, Review, TableShell, Truncated, td } from "../components/parts.tsx";
import type { DashboardQuery } from "../schema.ts";
import type { PartnerRow } from "./partners.server.ts";

/** The Partners tab's table, with each request's review form (its query and handler: partners.server.ts). */
export function PartnersTable({
  rows,
  query,
  returnTo,
}: {
  rows: PartnerRow[];
  query: DashboardQuery;
  returnTo: string;
}) {
  return (
    <TableShell
      caption="Partner Requests"
      columns={["Company", "Routes", "WhatsApp", "Date", "Review"]}
      rows={rows}
      query={query}
    >
      {(r) => (
        <tr key={r.id}>
          <td className={td}>
            {r.company}
            {r.pricingLink ? (
              <p className="mt-1 text-xs break-all">
                <a href={r.pricingLink} rel="noopener noreferrer nofollow" target="_blank" className="underline">
                  Pricing
                </a>
              </p>
            ) : null}
            {r.notes ? (
              <div className="mt-1 text-xs text-slate-600">
                <Truncated text={r.notes} max={60} />
              </div>
            ) : null}
          </td>
          <td className={`${td} max-w-md`}>
            <Truncated text={r.routes} />
          </td>
          <td className={`${td} whitespace-nowrap`}>{r.whatsapp ? r.whatsapp : <Dash />}</td>
          <td className={`${td} whitespace-nowrap`}>{r.created}</td>
          <td className={`${td} min-w-56`}>
            <Review intent="review-partner" row={r} returnTo={returnTo} />
          </td>
        </tr>
      )}
    </TableShell>
  );
}
