import { History, Rss } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { Badge, Container, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { DataTable } from "~/features/transport/components/DataTable.tsx";
import { PriceAgeNote, RouteTable } from "~/features/transport/components/RouteTable.tsx";
import { formatCalendarDay } from "~/lib/format.ts";
import { useLocale, useTexts } from "~/lib/use-locale.ts";
import { FEED_TEXT, HISTORY_TEXTS, VALUE_TEXT } from "../texts.ts";
import type { HistoryEntry, HistoryPageData } from "../views.ts";

/** /transport/routes/{id}/history: the route as it stands, then every change, newest first. */
export function RouteHistory({ page }: { page: HistoryPageData }) {
  const t = useTexts(HISTORY_TEXTS);
  const { row, entries } = page;
  const locale = useLocale();
  const crumbs = useTexts(CRUMB_TEXTS);
  return (
    <>
      <PageHeader
        title={t.title(page.title)}
        subtitle={t.intro}
        trail={[
          { label: crumbs.home, to: "/" },
          { label: crumbs.transport, to: "/transport" },
          { label: page.mode.page, to: page.mode.href },
          { label: t.crumb },
        ]}
      />
      <Container className="py-10">
        <PriceAgeNote priceAge={page.priceAge} className="mb-6" />
        <section aria-labelledby="route-today">
          <SectionHeading id="route-today">{t.current}</SectionHeading>
          <RouteTable id="route-today-table" caption={page.title} routes={[row]} showHistory={false} />
        </section>

        <section aria-labelledby="route-changes" className="mt-12">
          <SectionHeading id="route-changes" sub={t.privacy}>
            {t.changes}
            {entries.length > 0 ? (
              <span className="ml-2 text-base font-normal text-slate-600">({t.changeCount(entries.length)})</span>
            ) : null}
          </SectionHeading>
          {entries.length === 0 ? (
            <p className="text-slate-700" data-testid="no-route-changes">
              {t.noChanges(formatCalendarDay(locale, row.lastChecked), row.source)}
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
              {page.origin === "added" ? t.addedByOperator : t.baseline}
            </p>
          ) : null}
        </section>

        <nav aria-label={t.crumb} className="mt-12 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
          <Link to={page.mode.href} className="text-ocean-700 underline underline-offset-2">
            {t.backToMode(page.mode.page)}
          </Link>
          <a
            href={FEED_TEXT.path}
            className="inline-flex items-center gap-1.5 text-ocean-700 underline underline-offset-2"
          >
            <Rss aria-hidden="true" className="size-4" />
            {t.feed}
          </a>
        </nav>
      </Container>
    </>
  );
}

/** One revision: what kind, when, from which source, and each changed field before and after. */
function HistoryEntryView({ entry }: { entry: HistoryEntry }) {
  const t = useTexts(HISTORY_TEXTS);
  const values = useTexts(VALUE_TEXT);
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
        <span className="font-semibold">{t.source}:</span> {entry.source}
      </p>
      {entry.changes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t.nothingElse}</p>
      ) : (
        <div className="mt-3">
          <DataTable
            id={`${entry.anchor}-fields`}
            caption={`${entry.kindText}, ${entry.dateText}`}
            captionHidden
            columns={[t.field, t.before, t.after]}
            rows={entry.changes.map((c) => ({
              key: c.field,
              header: c.label,
              cells: [c.before ?? values.none, c.after ?? values.none],
            }))}
          />
        </div>
      )}
    </article>
  );
}
