import { type ReactNode, use } from "react";
import { SharedMarkupContext } from "~/lib/shared-markup.ts";
import { useLocale } from "~/lib/use-locale.ts";

type SharedMarkupProps = {
  /** The element that holds the shared children (its attributes are rendered per page as usual). */
  as: "div" | "nav" | "ul";
  /** Everything the children's markup depends on besides the edition: the same key, the same markup. */
  markupKey: string;
  children: ReactNode;
} & Omit<React.HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML">;

/**
 * An element whose children are the same on many pages (ADR 0037). On the server they are rendered
 * once per key and written as HTML; in the browser, and where no renderer is given, they are rendered
 * as usual, so hydration finds the markup it would have written itself.
 */
export function SharedMarkup({ as: Tag, markupKey, children, ...attributes }: SharedMarkupProps) {
  const locale = useLocale();
  const html = use(SharedMarkupContext)?.(locale, markupKey, children);
  if (html === undefined) return <Tag {...attributes}>{children}</Tag>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of these children (shared-markup.server.tsx)
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
