import { Link } from "~/components/Link.tsx";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { formatCalendarDay } from "~/lib/format.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { LegalNode, LegalTree } from "./document.ts";
import { LEGAL_DOCUMENT_TEXT } from "./texts.ts";

/** The date shown on both legal pages (spec: "last updated January 1, 2024"). */
export const LEGAL_LAST_UPDATED = "2024-01-01";

/**
 * A document's nodes as React elements: the markup the documents had when they were written in JSX
 * (a filled-in `{siteName}` is its own text, as `{siteName}` was). Links to the site's own pages
 * keep the page's edition.
 */
function Nodes({ nodes }: { nodes: LegalNode[] }) {
  return nodes.map((node, i) => {
    if (typeof node === "string") return node;
    const children = <Nodes nodes={node.children} />;
    if (node.tag === "a") {
      return node.href.startsWith("/") ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: a document's nodes never move
        <Link key={i} to={node.href}>
          {children}
        </Link>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: a document's nodes never move
        <a key={i} href={node.href}>
          {children}
        </a>
      );
    }
    const Tag = node.tag;
    // biome-ignore lint/suspicious/noArrayIndexKey: a document's nodes never move
    return <Tag key={i}>{children}</Tag>;
  });
}

/** A legal page: title, last-updated date, a table of contents with anchor links, and the sections. */
export function LegalDocument({ title, document }: { title: string; document: LegalTree }) {
  const locale = useLocale();
  const t = LEGAL_DOCUMENT_TEXT[locale];
  const { intro, sections } = document;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <>
            {t.lastUpdated}
            <time dateTime={LEGAL_LAST_UPDATED}>{formatCalendarDay(locale, LEGAL_LAST_UPDATED)}</time>
          </>
        }
        trail={[{ label: t.home, to: "/" }, { label: title }]}
      />
      <Container className="py-10">
        <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
          <nav
            aria-labelledby="toc-heading"
            className="self-start rounded-2xl border border-slate-200 bg-sand-50 p-5 lg:sticky lg:top-24"
          >
            <h2 id="toc-heading" className="text-base font-bold text-ocean-900">
              {t.contents}
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="flex gap-2 rounded-md px-2 py-1 text-ocean-800 hover:bg-sand-100 hover:underline"
                  >
                    <span className="w-6 shrink-0 text-right font-semibold text-teal-700">{i + 1}.</span>
                    <span>{s.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="prose-guide max-w-3xl">
            <div className="sm:text-lg sm:leading-8">
              <Nodes nodes={intro} />
            </div>
            {sections.map((s, i) => (
              <section key={s.id} aria-labelledby={s.id}>
                <h2 id={s.id}>
                  {i + 1}. {s.title}
                </h2>
                <Nodes nodes={s.body} />
              </section>
            ))}
          </div>
        </div>
      </Container>
    </>
  );
}
