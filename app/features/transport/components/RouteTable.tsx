import { TriangleAlert } from "lucide-react";
import { Badge } from "~/components/ui/index.tsx";
import type { RouteRow } from "../queries.ts";
import { DataTable } from "./DataTable.tsx";

/** Routes with duration, price, frequency and operators; unverified figures carry a warning badge. */
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
          </>
        ),
        headerExtra: (
          <>
            {r.unverified ? (
              <span className="mt-1 block">
                <Badge tone="yellow">
                  <TriangleAlert aria-hidden="true" className="mr-1 size-3" />
                  Unverified — check locally
                </Badge>
              </span>
            ) : null}
            {showNotes && r.notes ? (
              <span className="mt-1 block max-w-xs text-xs font-normal text-slate-600">{r.notes}</span>
            ) : null}
          </>
        ),
        cells: [r.duration, r.price, r.frequency, r.operators.join(", ")],
      }))}
    />
  );
}
