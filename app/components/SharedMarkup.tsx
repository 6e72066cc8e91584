import { type ReactNode, use } from "react";
import { useLocation } from "react-router";
import { SharedMarkupContext } from "~/lib/shared-markup.ts";

type SharedMarkupProps = {
  /** The element that holds the shared children (its attributes are rendered per page as usual). */
  as: "div" | "nav" | "ul";
  /** Everything the children's markup depends on: the same key must always mean the same markup. */
  markupKey: string;
  children: ReactNode;
} & Omit<React.HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML">;

/**
 * An element whose children are the same on many pages (ADR 0037). On the server they are rendered
 * once per key and written as HTML; in the browser, and where no renderer is given, they are rendered
 * as usual, so hydration finds the markup it would have written itself.
 */
export function SharedMarkup({ as: Tag, markupKey, children, ...attributes }: SharedMarkupProps) {
  const { pathname } = useLocation();
  const html = use(SharedMarkupContext)?.(markupKey, children, pathname);
  if (html === undefined) return <Tag {...attributes}>{children}</Tag>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of these children (shared-markup.server.ts)
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
