import { CRUMB_TEXTS } from "~/components/texts.ts";
import { legalDocument } from "~/features/legal/document.server.ts";
import { LegalDocument } from "~/features/legal/LegalDocument.tsx";
import { TERMS_PAGE_TEXT } from "~/features/legal/texts.ts";
import { publicConfig } from "~/lib/config.server.ts";
import { localeOf } from "~/lib/locale.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/terms";

/** The document in the page's edition (content/legal/terms.md, content/id/legal/terms.md). */
export function loader({ request }: Route.LoaderArgs) {
  const { siteName, contactEmail } = publicConfig();
  const locale = localeOf(request);
  return { locale, document: legalDocument("terms", locale, { siteName, contactEmail }) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const locale = site.locale ?? "en";
  const { title, description } = TERMS_PAGE_TEXT[locale];
  return seo(site, {
    title,
    description,
    path: "/terms",
    jsonLd: [
      breadcrumbs(site, [
        [CRUMB_TEXTS[locale].home, "/"],
        [title, "/terms"],
      ]),
    ],
  });
};

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocument title={TERMS_PAGE_TEXT[loaderData.locale].title} document={loaderData.document} />;
}
