import { mailtoHref, whatsappHref } from "~/lib/contact-links.ts";
import { Dash, Review, TableShell, Truncated, td } from "../components/parts.tsx";
import type { DashboardQuery } from "../schema.ts";
import { REVIEW_TABLE_TEXT as T } from "../texts.ts";
import type { PartnerRow } from "./partners.server.ts";

const link = "underline underline-offset-2 text-ocean-800 hover:text-ocean-900";

/** The operator's WhatsApp number as a click-to-chat link (plain text when it cannot be one). */
function WhatsApp({ number }: { number: string | null }) {
  if (!number) return <Dash />;
  const href = whatsappHref(number);
  if (!href) return <>{number}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={link}>
      {number}
      <span className="sr-only">{T.opensWhatsApp}</span>
    </a>
  );
}

function Email({ email }: { email: string | null }) {
  if (!email) return <Dash />;
  return (
    <a href={mailtoHref(email)} className={`${link} break-all`}>
      {email}
    </a>
  );
}

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
    <TableShell caption={T.partnersCaption} columns={T.partnersColumns} rows={rows} query={query}>
      {(r) => (
        <tr key={r.id}>
          <td className={td}>
            {r.company}
            {r.pricingLink ? (
              <p className="mt-1 text-xs break-all">
                <a href={r.pricingLink} rel="noopener noreferrer nofollow" target="_blank" className="underline">
                  {T.pricing}
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
          <td className={`${td} whitespace-nowrap`}>
            <WhatsApp number={r.whatsapp} />
          </td>
          <td className={`${td} min-w-40`}>
            <Email email={r.email} />
          </td>
          <td className={`${td} whitespace-nowrap`}>{r.created}</td>
          <td className={`${td} min-w-56`}>
            <Review intent="review-partner" row={r} returnTo={returnTo} />
          </td>
        </tr>
      )}
    </TableShell>
  );
}
