import { CalendarCheck, CircleSlash, TriangleAlert } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { Badge } from "~/components/ui/index.tsx";
import { StaleMark } from "~/features/transport-data/components/PriceAge.tsx";
import { NOTE_IN_ENGLISH_TEXT } from "~/features/transport-data/constants.ts";
import { ROUTE_CHECK_TEXT, STATUS_TEXT } from "~/features/transport-data/texts.ts";
import { formatCalendarDay } from "~/lib/format.ts";
import { useLocale, useTexts } from "~/lib/use-locale.ts";
import { type PriceText, type RouteRow, routeHistoryPath, routePagePath } from "../queries.ts";
import { ROUTE_TABLE_TEXT } from "../texts.ts";
import { DataTable } from "./DataTable.tsx";
import { WithOfficialLinks } from "./OfficialLinks.tsx";

/** Prices, one per line, each with its date and, when old or undated, the marker. */
export function PriceList({ items }: { items: PriceText[] }) {
  const one = (p: PriceText) => (
    <>
      {p.text}
      {p.stale ? <StaleMark /> : null}
      {p.route ? <RouteMarks {...p.route} /> : null}
    </>
  );
  if (items.length === 1) return one(items[0]!);
  return (
    <ul className="space-y-1">
      {items.map((p) => (
        <li key={p.text}>{one(p)}</li>
      ))}
    </ul>
  );
}

/** Where a figure stands for its route: the route's own markers, in words. */
function RouteMarks({ staleCheck, unverified }: { staleCheck: boolean; unverified: boolean }) {
  const status = useTexts(STATUS_TEXT);
  const check = useTexts(ROUTE_CHECK_TEXT);
  return (
    <>
      {unverified ? (
        <span className="ml-1 inline-flex items-center gap-0.5 text-xs font-semibold text-yellow-900">
          <TriangleAlert aria-hidden="true" className="size-3 shrink-0" />
          {status.unverified}
        </span>
      ) : null}
      {staleCheck ? <span className="ml-1 text-xs font-semibold text-amber-900">({check.oldCheck})</span> : null}
    </>
  );
}

/**
 * A route's own check: "Last checked 22 November 2026 · source: editor", the "may be out of date"
 * marker when that was more than two years ago, and the link to the route's change history.
 */
export function RouteCheck({
  row,
  name,
  prefix = null,
  showHistory = true,
  className = "",
}: {
  row: Pick<RouteRow, "id" | "lastChecked" | "source" | "staleCheck">;
  /** The route as the page names it, for the history link's accessible name. */
  name: string;
  /** Which route of several this is ("Flight", "Makassar → Bira"), shown first. */
  prefix?: string | null;
  /** False on the history page itself. */
  showHistory?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const t = ROUTE_CHECK_TEXT[locale];
  return (
    <span className={`block text-xs font-normal text-slate-600 ${className}`} data-route-check={row.id}>
      {prefix ? <span className="font-semibold">{prefix}: </span> : null}
      <CalendarCheck aria-hidden="true" className="mr-1 inline size-3 align-[-1px]" />
      {t.lastChecked} <time dateTime={row.lastChecked}>{formatCalendarDay(locale, row.lastChecked)}</time>
      {row.staleCheck ? <StaleMark /> : null}
      {" · "}
      {t.source(row.source)}
      {showHistory ? (
        // A link is of no use on paper: the printed guide keeps the date and the source.
        <span className="print:hidden">
          {" · "}
          <Link
            to={routeHistoryPath(row.id)}
            className="text-ocean-700 underline underline-offset-2 print:no-underline"
          >
            {t.history}
            <span className="sr-only"> {t.historyOf(name)}</span>
          </Link>
        </span>
      ) : null}
    </span>
  );
}

/** A cell listing several figures (one fare per line, each with its own date). */
export function FigureList({ items }: { items: string[] }) {
  if (items.length === 1) return <>{items[0]}</>;
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Badges for a stopped, seasonal or unverified route. */
export function RouteBadges({ row }: { row: Pick<RouteRow, "discontinued" | "closed" | "unverified"> }) {
  const status = useTexts(STATUS_TEXT);
  return (
    <>
      {row.discontinued ? (
        <span className="mt-1 block">
          <Badge tone="coral">
            <CircleSlash aria-hidden="true" className="mr-1 size-3" />
            {row.discontinued}
          </Badge>
        </span>
      ) : null}
      {row.closed ? (
        <span className="mt-1 block">
          <Badge tone="yellow">{row.closed}</Badge>
        </span>
      ) : null}
      {row.unverified ? (
        <span className="mt-1 block">
          <Badge tone="yellow">
            <TriangleAlert aria-hidden="true" className="mr-1 size-3" />
            {status.unverified}
          </Badge>
        </span>
      ) : null}
    </>
  );
}

/** "Makassar → Manado", as a link to the route's own page where `link` is set. */
function RouteName({ row, link }: { row: Pick<RouteRow, "id" | "from" | "to" | "modeLabel">; link: boolean }) {
  const t = useTexts(ROUTE_TABLE_TEXT);
  const name = (
    <>
      {row.from}
      <span aria-hidden="true" className="mx-1 text-slate-500">
        →
      </span>
      <span className="sr-only">{t.to}</span>
      {row.to}
    </>
  );
  if (!link) return name;
  return (
    <Link to={routePagePath(row.id)} className="text-ocean-800 underline underline-offset-2 print:no-underline">
      {name}
      {/* Two routes between the same places differ by mode: the link says which. */}
      <span className="sr-only">, {row.modeLabel}</span>
    </Link>
  );
}

/**
 * A route's note. On a page in another language than the note's (the Indonesian edition before the
 * operator writes the Indonesian note), the note carries lang="en" and a visible marker in the page's
 * language, "(dalam bahasa Inggris)" (issue 31 point 4).
 */
export function RouteNoteText({ text, lang }: { text: string; lang: RouteRow["notesLang"] }) {
  const locale = useLocale();
  if (lang === locale) {
    return (
      <span className="mt-1 block max-w-xs text-xs font-normal text-slate-600">
        <WithOfficialLinks text={text} />
      </span>
    );
  }
  return (
    <span className="mt-1 block max-w-xs text-xs font-normal text-slate-600" data-note-lang={lang}>
      <span lang={lang}>
        <WithOfficialLinks text={text} />
      </span>{" "}
      <span className="italic">{NOTE_IN_ENGLISH_TEXT[locale]}</span>
    </span>
  );
}

/** Routes with mode, duration, every fare with its date, frequency and operators; unknowns say so. */
export function RouteTable({
  id,
  caption,
  routes,
  showNotes = true,
  showHistory = true,
  linkRoutes = true,
}: {
  /** Unique on the page. */
  id: string;
  caption: string;
  routes: RouteRow[];
  showNotes?: boolean;
  /** Each route's "Change history" link (not on the history page itself). */
  showHistory?: boolean;
  /** Each route's name links to its own page (not on that page itself). */
  linkRoutes?: boolean;
}) {
  const t = useTexts(ROUTE_TABLE_TEXT);
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={t.columns}
      rows={routes.map((r) => ({
        key: r.id,
        header: (
          <>
            <RouteName row={r} link={linkRoutes} />
            <span className="block text-xs font-normal text-slate-600">
              {r.modeLabel}
              {r.via ? `, ${r.via}` : ""}
            </span>
          </>
        ),
        headerExtra: (
          <>
            <RouteBadges row={r} />
            <RouteCheck
              row={r}
              name={t.routeName(r.from, r.to, r.modeLabel)}
              showHistory={showHistory}
              className="mt-1"
            />
            {showNotes && r.notes ? <RouteNoteText text={r.notes} lang={r.notesLang} /> : null}
          </>
        ),
        cells: [
          r.duration,
          <PriceList key="fares" items={r.fares} />,
          <WithOfficialLinks key="frequency" text={r.frequency} />,
          r.operators,
        ],
      }))}
    />
  );
}

export { PriceAgeNote, StaleMark } from "~/features/transport-data/components/PriceAge.tsx";
