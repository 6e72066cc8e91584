import { CircleSlash, History, TriangleAlert } from "lucide-react";
import { Badge, formatDate } from "~/components/ui/index.tsx";
import { PRICE_AGE_TEXT, STATUS_TEXT } from "~/features/transport-data/constants.ts";
import type { PriceAge, PriceText, RouteRow } from "../queries.ts";
import { DataTable } from "./DataTable.tsx";

/** The visible "may be out of date" marker: words and an icon, not colour alone. */
export function StaleMark() {
  return (
    <span className="ml-1 inline-flex items-center gap-0.5 rounded bg-amber-50 px-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 print:ring-0">
      <History aria-hidden="true" className="size-3 shrink-0" />
      {PRICE_AGE_TEXT.marker}
    </span>
  );
}

/** Prices, one per line, each with its date and, when old or undated, the marker. */
export function PriceList({ items }: { items: PriceText[] }) {
  const one = (p: PriceText) => (
    <>
      {p.text}
      {p.stale ? <StaleMark /> : null}
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

/** Explains the marker once per page, only when the page shows a marked price. */
export function PriceAgeNote({ priceAge, className = "" }: { priceAge: PriceAge; className?: string }) {
  if (!priceAge.anyStale) return null;
  return (
    <p className={`flex items-start gap-1.5 text-sm text-slate-700 ${className}`} data-testid="price-age-note">
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{PRICE_AGE_TEXT.note(formatDate(priceAge.today))}</span>
    </p>
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
            {STATUS_TEXT.unverified}
          </Badge>
        </span>
      ) : null}
    </>
  );
}

/** Routes with mode, duration, every fare with its date, frequency and operators; unknowns say so. */
export function RouteTable({
  id,
  caption,
  routes,
  showNotes = true,
}: {
  /** Unique on the page. */
  id: string;
  caption: string;
  routes: RouteRow[];
  showNotes?: boolean;
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={["Route", "Duration", "Price", "Frequency", "Operators"]}
      rows={routes.map((r) => ({
        key: r.id,
        header: (
          <>
            {r.from}
            <span aria-hidden="true" className="mx-1 text-slate-500">
              →
            </span>
            <span className="sr-only"> to </span>
            {r.to}
            <span className="block text-xs font-normal text-slate-600">
              {r.modeLabel}
              {r.via ? `, ${r.via}` : ""}
            </span>
          </>
        ),
        headerExtra: (
          <>
            <RouteBadges row={r} />
            {showNotes && r.notes ? (
              <span className="mt-1 block max-w-xs text-xs font-normal text-slate-600">{r.notes}</span>
            ) : null}
          </>
        ),
        cells: [r.duration, <PriceList key="fares" items={r.fares} />, r.frequency, r.operators],
      }))}
    />
  );
}
