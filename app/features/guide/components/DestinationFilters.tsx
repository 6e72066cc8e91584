import { SlidersHorizontal } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { buttonClass } from "~/components/ui/index.tsx";
import { ACTIVITY_LABELS, labelOf } from "~/features/content/texts.ts";
import { useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import type { DestinationFilters as Filters, RegionOption } from "../guide.server.ts";
import { DESTINATION_FILTERS_TEXT } from "../texts.ts";

const selectClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-ocean-700";

/**
 * Region and activity filters as a plain GET form, so filtering works without JavaScript and a
 * filtered list can be linked (/destinations?region=north&activity=Diving).
 */
export function DestinationFilters({
  filters,
  regionOptions,
  activityOptions,
}: {
  filters: Filters;
  regionOptions: RegionOption[];
  activityOptions: string[];
}) {
  const t = useTexts(DESTINATION_FILTERS_TEXT);
  const activityLabels = useTexts(ACTIVITY_LABELS);
  const localize = useLocalizedPath();
  const active = filters.region !== null || filters.activity !== null;
  return (
    <form
      method="get"
      action={localize("/destinations")}
      data-auto-apply
      aria-label={t.filterDestinations}
      className="grid gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-[1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor="filter-region" className="text-sm font-semibold text-slate-800">
          {t.region}
        </label>
        <select id="filter-region" name="region" defaultValue={filters.region ?? ""} className={selectClass}>
          <option value="">{t.all}</option>
          {regionOptions.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-activity" className="text-sm font-semibold text-slate-800">
          {t.activity}
        </label>
        <select id="filter-activity" name="activity" defaultValue={filters.activity ?? ""} className={selectClass}>
          <option value="">{t.all}</option>
          {activityOptions.map((a) => (
            <option key={a} value={a}>
              {labelOf(activityLabels, a)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonClass("primary", "cursor-pointer")}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t.applyFilters}
        </button>
        {active ? (
          <Link to="/destinations" className={buttonClass("outline")}>
            {t.clear}
            <span className="sr-only">{t.filters}</span>
          </Link>
        ) : null}
      </div>
    </form>
  );
}
