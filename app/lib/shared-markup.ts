import { createContext } from "react";

/**
 * Renders a subtree to HTML once per key and reuses it (ADR 0037): the header's and footer's menus are
 * the same on every page of an edition, and were most of a member's page render. Given only on the
 * server (entry.server.tsx, from shared-markup.server.ts); `undefined` means "render it as usual".
 */
export type SharedMarkupRenderer = (key: string, children: React.ReactNode, pathname: string) => string | undefined;

export const SharedMarkupContext = createContext<SharedMarkupRenderer | null>(null);
