import { DEFAULT_SUBSCRIBER_FILTER } from "./constants.ts";
import type { DashboardQuery } from "./schema.ts";

/** The dashboard URL for a query (defaults left out). */
export function dashboardHref(query: Partial<DashboardQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "subscribers") params.set("tab", query.tab);
  if (query.status) params.set("status", query.status);
  if (query.state && query.state !== DEFAULT_SUBSCRIBER_FILTER) params.set("state", query.state);
  if (query.author) params.set("author", query.author);
  if (query.stale) params.set("stale", query.stale);
  if (query.untranslated) params.set("untranslated", query.untranslated);
  if (query.sort && query.sort !== "oldest") params.set("sort", query.sort);
  if (query.edit) params.set("edit", query.edit);
  if (query.place) params.set("place", query.place);
  if (query.update) params.set("update", query.update);
  if (query.q) params.set("q", query.q);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `/admin?${s}` : "/admin";
}
