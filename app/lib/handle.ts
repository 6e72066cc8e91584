import type { UIMatch } from "react-router";

/**
 * Route `handle` shape. Content pages are rendered by React on the server and shipped without
 * React Router's client runtime (about 105 KB gzip): only routes that set `hydrate: true` load it.
 * See docs/decisions/0002-content-pages-without-hydration.md.
 */
export type RouteHandle = {
  /** Load React on the client (the forum, the account page, the admin). */
  hydrate?: boolean;
  /**
   * Load the small form script (app/enhance/forms.js) instead: the public forms and the sign-in pages,
   * which are not hydrated (docs/decisions/0020-public-forms-without-hydration.md).
   */
  enhanceForms?: boolean;
};

export function shouldHydrate(matches: UIMatch[]): boolean {
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === true);
}

export function shouldEnhanceForms(matches: UIMatch[]): boolean {
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.enhanceForms === true);
}
