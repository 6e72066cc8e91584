import { History, Rss } from "lucide-react";
import { Link } from "react-router";
import { Badge, Container, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { DataTable } from "~/features/transport/components/DataTable.tsx";
import { PriceAgeNote, RouteTable } from "~/features/transport/components/RouteTable.tsx";
import { formatCalendarDay } from "~/lib/format.ts";
import { FEED_TEXT, HISTORY_TEXT, VALUE_TEXT } from "../constants.ts";
import type { HistoryEntry, HistoryPageData } from "../views.ts";

/** /transport/routes/{id}/history: the route as it stands, then every change, newest first. */
export function RouteHistory({ page }: { page: HistoryPageData }) {
  const { row, entries } = page;
  return (
    <>
      <PageHeader
        title={HISTORY_TEXT.title(page.title)}
        subtitle={HISTORY_TEXT.intro}
        trail={[
          { label: "Home", to: "/" },
          { label: "Transport", to: "/transport" },
          { label: page.mode.page, to: page.mode.href },
          { label: HISTORY_TEXT.crumb },
        ]}
      />
      <Container className="py-10">
        <PriceAgeNote priceAge={page.priceAge} className="mb-6" />
        <section aria-labelledby="route-today">
          <SectionHeading id="route-today">{HISTORY_TEXT.current}</SectionHeading>
          <RouteTable id="route-today-table" caption={page.title} routes={[row]} showHistory={false} />
        </section>

        <section aria-labelledby="route-changes" className="mt-12">
          <SectionHeading id="route-changes" sub={HISTORY_TEXT.privacy}>
            {HISTORY_TEXT.changes}
            {entries.length > 0 ? (
              <span className="ml-2 text-base font-normal text-slate-600">
                ({HISTORY_TEXT.changeCount(entries.length)})
              </span>
            ) : null}
          </SectionHeading>
          {entries.length === 0 ? (
            <p className="text-slate-700" data-testid="no-route-changes">
              {HISTORY_TEXT.noChanges(formatCalendarDay("en", row.lastChecked), row.source)}
            </p>
          ) : (
            <ol className="space-y-8">
              {entries.map((e) => (
                <li key={e.id}>
                  <HistoryEntryView entry={e} />
                </li>
              ))}
            </ol>
          )}
          {entries.length > 0 ? (
            <p className="mt-8 flex items-start gap-1.5 text-sm text-slate-700">
              <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {page.origin === "added" ? HISTORY_TEXT.addedByOperator : HISTORY_TEXT.baseline}
            </p>
          ) : null}
        </section>

        <nav aria-label={HISTORY_TEXT.crumb} className="mt-12 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
          <Link to={page.mode.href} className="text-ocean-700 underline underline-offset-2">
            {HISTORY_TEXT.backToMode(page.mode.page)}
          </Link>
          <a
            href={FEED_TEXT.path}
            className="inline-flex items-center gap-1.5 text-ocean-700 underline underline-offset-2"
          >
            <Rss aria-hidden="true" className="size-4" />
            {HISTORY_TEXT.feed}
          </a>
        </nav>
      </Container>
    </>
  );
}

/** One revision: what kind, when, from which source, and each changed field before and after. */
function HistoryEntryView({ entry }: { entry: HistoryEntry }) {
  const headingId = `${entry.anchor}-title`;
  return (
    <article id={entry.anchor} aria-labelledby={headingId} className="scroll-mt-24">
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ocean-900">
        <Badge tone={entry.kind === "discontinue" ? "coral" : entry.kind === "create" ? "green" : "ocean"}>
          {entry.kindText}
        </Badge>
        <time dateTime={entry.createdAt}>{entry.dateText}</time>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        <span className="font-semibold">{HISTORY_TEXT.source}:</span> {entry.source}
      </p>
      {entry.changes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{HISTORY_TEXT.nothingElse}</p>
      ) : (
        <div className="mt-3">
          <DataTable
            id={`${entry.anchor}-fields`}
            caption={`${entry.kindText}, ${entry.dateText}`}
            captionHidden
            columns={[HISTORY_TEXT.field, HISTORY_TEXT.before, HISTORY_TEXT.after]}
            rows={entry.changes.map((c) => ({
              key: c.field,
              header: c.label,
              cells: [c.before ?? VALUE_TEXT.none, c.after ?? VALUE_TEXT.none],
            }))}
          />
        </div>
      )}
    </article>
  );
}
