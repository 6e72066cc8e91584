import type { ReactNode } from "react";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { formatCalendarDay } from "~/lib/format.ts";
import { LEGAL_DOCUMENT_TEXT } from "./texts.ts";

/** The date shown on both legal pages (spec: "last updated January 1, 2024"). */
export const LEGAL_LAST_UPDATED = "2024-01-01";

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal page: title, last-updated date, a table of contents with anchor links, and the sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <>
            {LEGAL_DOCUMENT_TEXT.lastUpdated}
            <time dateTime={LEGAL_LAST_UPDATED}>{formatCalendarDay("en", LEGAL_LAST_UPDATED)}</time>
          </>
        }
        trail={[{ label: "Home", to: "/" }, { label: title }]}
      />
      <Container className="py-10">
        <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
          <nav
            aria-labelledby="toc-heading"
            className="self-start rounded-2xl border border-slate-200 bg-sand-50 p-5 lg:sticky lg:top-24"
          >
            <h2 id="toc-heading" className="text-base font-bold text-ocean-900">
              {LEGAL_DOCUMENT_TEXT.contents}
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
            <div className="sm:text-lg sm:leading-8">{intro}</div>
            {sections.map((s, i) => (
              <section key={s.id} aria-labelledby={s.id}>
                <h2 id={s.id}>
                  {i + 1}. {s.title}
                </h2>
                {s.body}
              </section>
            ))}
          </div>
        </div>
      </Container>
    </>
  );
}
