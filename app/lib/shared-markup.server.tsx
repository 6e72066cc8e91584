import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { SharedMarkupRenderer } from "./shared-markup.ts";

/**
 * The server's shared markup (ADR 0037): each key's subtree is rendered once with React's own
 * renderer (the same markup, text separators included, that the page's render would write, so the
 * browser hydrates it as before) and kept for the life of the process. The keys are few by design
 * (an edition, the menu's active state, the site's name); past `maxEntries` a subtree is rendered
 * as usual instead, so a key that varied by mistake costs speed, not memory.
 */
export function createSharedMarkup(maxEntries = 256): SharedMarkupRenderer {
  const markup = new Map<string, string>();
  return (key: string, children: ReactNode, pathname: string) => {
    const kept = markup.get(key);
    if (kept !== undefined) return kept;
    if (markup.size >= maxEntries) return undefined;
    // A nested render: renderToString is a renderer of its own (react-dom's legacy server build), which
    // saves and restores the hooks dispatcher but does not see the page's contexts: the links read the
    // page's path (its edition) from a router of their own.
    const html = renderToString(<StaticRouter location={pathname}>{children}</StaticRouter>);
    markup.set(key, html);
    return html;
  };
}

export const sharedMarkup = createSharedMarkup();
