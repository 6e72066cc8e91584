import type { UIMatch } from "react-router";

/**
 * Route `handle` shape. Content pages are rendered by React on the server and shipped without
 * React Router's client runtime (about 105 KB gzip): only routes that set `hydrate: true` load it.
 * See docs/decisions/0002-content-pages-without-hydration.md.
 */
export type RouteHandle = {
  /** Load React on the client (forms, the forum, accounts, the admin). */
  hydrate?: boolean;
};

export function shouldHydrate(matches: UIMatch[]): boolean {
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === true);
}
