import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { type Locale, localizePath } from "./locale.ts";
import type { SharedMarkupRenderer } from "./shared-markup.ts";

/**
 * The server's shared markup (ADR 0037): each key's subtree is rendered once with React's own
 * renderer (the same markup, text separators included, that the page's render would write, so the
 * browser hydrates it as before) and kept for the life of the process. Entries are kept per edition;
 * the keys within one are few by design (the menu's active state, the site's name); past `maxEntries` a subtree is rendered
 * as usual instead, so a key that varied by mistake costs speed, not memory.
 */
export function createSharedMarkup(maxEntries = 256): SharedMarkupRenderer {
  const markup = new Map<string, string>();
  return (locale: Locale, key: string, children: ReactNode) => {
    const entry = `${locale}:${key}`;
    const kept = markup.get(entry);
    if (kept !== undefined) return kept;
    if (markup.size >= maxEntries) return undefined;
    // A nested render: renderToString is a renderer of its own (react-dom's legacy server build), which
    // saves and restores the hooks dispatcher but does not see the page's contexts. The links read
    // only their edition from the router, so theirs is at the edition's home, never at the page's own
    // path: nothing of the request reaches the kept markup but what its key says.
    const html = renderToString(<StaticRouter location={localizePath("/", locale)}>{children}</StaticRouter>);
    markup.set(entry, html);
    return html;
  };
}

export const sharedMarkup = createSharedMarkup();
