/** A route's own page: its figures, map, history and the pages it belongs to. */
export function routePagePath(id: string): string {
  return `/transport/routes/${encodeURIComponent(id)}`;
}

/** The public page listing a route's revisions. */
export function routeHistoryPath(id: string): string {
  return `/transport/routes/${encodeURIComponent(id)}/history`;
}
