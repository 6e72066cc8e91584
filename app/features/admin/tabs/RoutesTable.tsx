import { Link } from "react-router";
import { Badge, buttonClass } from "~/components/ui/index.tsx";
import { ROUTE_SORTS, type RouteSort } from "~/features/route-edits/constants.ts";
import { ROUTE_FORM_TEXT, ROUTES_TAB_TEXT } from "~/features/route-edits/texts.ts";
import { FilterNav, TableShell, td } from "../components/parts.tsx";
import { dashboardHref } from "../dashboard-href.ts";
import type { DashboardQuery } from "../schema.ts";
import { PlaceForm } from "./PlaceForm.tsx";
import { RouteForm } from "./RouteForm.tsx";
import type { RefusedForm } from "./route-fields.tsx";
import type { RoutesListing } from "./routes.server.ts";

const SORT_LABELS: Record<RouteSort, string> = { oldest: ROUTES_TAB_TEXT.sortOldest, name: ROUTES_TAB_TEXT.sortName };
const SHOW_OPTIONS = ["all", "stale", "untranslated"] as const;
const SHOW_LABELS: Record<(typeof SHOW_OPTIONS)[number], string> = {
  all: ROUTES_TAB_TEXT.allRoutes,
  stale: ROUTES_TAB_TEXT.staleOnly,
  untranslated: ROUTES_TAB_TEXT.untranslatedOnly,
};

/** The Routes tab: the edit form when one is open, the filters, and the routes with their freshness. */
export function RoutesTab({
  list,
  query,
  refused,
}: {
  list: RoutesListing;
  query: DashboardQuery;
  refused: RefusedForm | null;
}) {
  return (
    <div className="space-y-6">
      {list.editor ? <RouteForm editor={list.editor} places={list.places} refused={refused} query={query} /> : null}
      {list.placeForm ? <PlaceForm refused={refused} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Link to={dashboardHref({ ...query, edit: "new", place: undefined })} className={buttonClass("primary")}>
          {ROUTES_TAB_TEXT.addRoute}
        </Link>
        <Link to={dashboardHref({ ...query, place: "new", edit: undefined })} className={buttonClass("outline")}>
          {ROUTES_TAB_TEXT.addPlace}
        </Link>
      </div>
      <div className="flex flex-wrap gap-6">
        <FilterNav
          label={ROUTES_TAB_TEXT.sortLabel}
          options={ROUTE_SORTS}
          current={query.sort}
          hrefFor={(sort) => dashboardHref({ ...query, sort, page: 1 })}
          labelFor={(sort) => SORT_LABELS[sort]}
        />
        <FilterNav
          label={ROUTES_TAB_TEXT.show}
          options={SHOW_OPTIONS}
          current={query.untranslated ? "untranslated" : query.stale ? "stale" : "all"}
          hrefFor={(v) =>
            dashboardHref({
              ...query,
              stale: v === "stale" ? "1" : undefined,
              untranslated: v === "untranslated" ? "1" : undefined,
              page: 1,
            })
          }
          labelFor={(v) => SHOW_LABELS[v]}
        />
      </div>
      <RoutesList list={list} query={query} />
    </div>
  );
}

function RoutesList({ list, query }: { list: RoutesListing; query: DashboardQuery }) {
  return (
    <TableShell caption={ROUTES_TAB_TEXT.caption} columns={ROUTES_TAB_TEXT.columns} rows={list.rows} query={query}>
      {(r) => (
        <tr key={r.id}>
          <td className={td}>
            <span className="font-semibold">{r.name}</span>
            <span className="block text-xs text-slate-600">
              {r.mode} · <code>{r.id}</code>
            </span>
          </td>
          <td className={`${td} whitespace-nowrap`}>{r.lastChecked}</td>
          <td className={`${td} whitespace-nowrap`}>{ROUTES_TAB_TEXT.age(r.ageDays)}</td>
          <td className={td}>
            <span className="flex flex-wrap gap-1">
              {r.oldCheck ? <Badge tone="red">{ROUTES_TAB_TEXT.stale}</Badge> : null}
              {r.unverified ? <Badge tone="yellow">{ROUTES_TAB_TEXT.unverified}</Badge> : null}
              {r.discontinued ? <Badge tone="neutral">{ROUTES_TAB_TEXT.discontinued}</Badge> : null}
              {r.englishOnly > 0 ? <Badge tone="yellow">{ROUTES_TAB_TEXT.englishOnly(r.englishOnly)}</Badge> : null}
            </span>
          </td>
          <td className={td}>
            {r.source}
            <span className="block text-xs text-slate-600">
              {r.revision === 0 ? ROUTES_TAB_TEXT.never : ROUTE_FORM_TEXT.revision(r.revision)}
            </span>
          </td>
          <td className={td}>
            <Link
              to={dashboardHref({ ...query, edit: r.id, place: undefined })}
              className="font-semibold text-ocean-700 underline"
            >
              {ROUTES_TAB_TEXT.edit}
              <span className="sr-only"> {r.name}</span>
            </Link>
          </td>
        </tr>
      )}
    </TableShell>
  );
}
