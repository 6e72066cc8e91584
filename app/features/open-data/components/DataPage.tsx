import { Download, Rss } from "lucide-react";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { Container, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { FEED_TEXT } from "~/features/route-changes/texts.ts";
import { useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import type { DataPageView } from "../page.ts";
import { DATA_PAGE_TEXTS } from "../texts.ts";
import { GtfsSection } from "./GtfsSection.tsx";

const link = "font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-900";

/** /data: what the open transport data holds, its files, the GTFS feed, freshness, licence, corrections. */
export function DataPage({ page }: { page: DataPageView }) {
  const T = useTexts(DATA_PAGE_TEXTS);
  const crumbs = useTexts(CRUMB_TEXTS);
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.intro}
        trail={[{ label: crumbs.home, to: "/" }, { label: crumbs.transport, to: "/transport" }, { label: T.crumb }]}
      >
        <p className="mt-4 text-sm text-ocean-50" data-testid="data-version">
          {T.version(page.version, page.modified.slice(0, 10))}
        </p>
      </PageHeader>
      <Container className="max-w-4xl py-10">
        <section aria-labelledby="data-contents">
          <SectionHeading id="data-contents">{T.contentsHeading}</SectionHeading>
          <ul className="list-disc space-y-2 pl-6 text-slate-800">
            {page.contents.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="data-files" className="mt-12">
          <SectionHeading id="data-files">{T.filesHeading}</SectionHeading>
          <ul className="space-y-3">
            {page.files.map((f) => (
              <li key={f.key} className="flex items-start gap-2">
                <Download aria-hidden="true" className="mt-1 size-4 shrink-0 text-ocean-700" />
                <span>
                  <a href={f.href} className={link}>
                    {f.name}
                  </a>
                  <span className="text-slate-700">: {f.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <ul className="mt-6 list-disc space-y-2 pl-6 text-sm text-slate-700">
            {T.conventions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>

        <GtfsSection gtfs={page.gtfs} />

        <section aria-labelledby="data-freshness" className="mt-12">
          <SectionHeading id="data-freshness">{T.freshnessHeading}</SectionHeading>
          <p className="text-slate-800">{T.freshness}</p>
          <p className="mt-3 text-slate-800">{T.version(page.version, page.modified.slice(0, 10))}</p>
          <p className="mt-3">
            <a href={FEED_TEXT.path} className={`inline-flex items-center gap-1.5 ${link}`}>
              <Rss aria-hidden="true" className="size-4" />
              {T.feedLink}
            </a>
          </p>
        </section>

        <section aria-labelledby="data-licence" className="mt-12">
          <SectionHeading id="data-licence">{T.licenceHeading}</SectionHeading>
          <p className="text-slate-800">{page.licence.text}</p>
          <p className="mt-3">
            <a href={page.licence.url} className={link} rel="license">
              {T.licenceLink}
            </a>
          </p>
          <h3 className="mt-6 font-semibold text-slate-900">{T.citeLabel}</h3>
          <blockquote className="mt-2 border-l-4 border-ocean-200 bg-sand-50 p-4 text-slate-800">
            <p data-testid="data-citation">{page.citation}</p>
          </blockquote>
        </section>

        <section aria-labelledby="data-correction" className="mt-12">
          <SectionHeading id="data-correction">{T.correctionHeading}</SectionHeading>
          <p className="text-slate-800">{T.correction}</p>
          <p className="mt-3">
            <a href={localize("/submit-update")} className={link}>
              {T.correctionLink}
            </a>
          </p>
        </section>
      </Container>
    </>
  );
}
