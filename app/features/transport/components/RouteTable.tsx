import { CircleSlash, TriangleAlert } from "lucide-react";
import { Badge } from "~/components/ui/index.tsx";
import { STATUS_TEXT } from "~/features/transport-data/constants.ts";
import type { RouteRow } from "../queries.ts";
import { DataTable } from "./DataTable.tsx";

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
        cells: [r.duration, <FigureList key="fares" items={r.fares} />, r.frequency, r.operators],
      }))}
    />
  );
}
