import { createContext } from "react";

import type { Locale } from "./locale.ts";

/**
 * Renders a subtree to HTML once per edition and key and reuses it (ADR 0037): the header's and
 * footer's menus are the same on every page of an edition, and were most of a member's page render.
 * Given only on the server (entry.server.tsx, from shared-markup.server.tsx); `undefined` means
 * "render it as usual".
 */
export type SharedMarkupRenderer = (locale: Locale, key: string, children: React.ReactNode) => string | undefined;

export const SharedMarkupContext = createContext<SharedMarkupRenderer | null>(null);
