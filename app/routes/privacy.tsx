import { CRUMB_TEXTS } from "~/components/texts.ts";
import { legalDocument } from "~/features/legal/document.server.ts";
import { LegalDocument } from "~/features/legal/LegalDocument.tsx";
import { PRIVACY_PAGE_TEXT } from "~/features/legal/texts.ts";
import { publicConfig } from "~/lib/config.server.ts";
import { localeOf } from "~/lib/locale.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/privacy";

/** The document in the page's edition (content/legal/privacy.md, content/id/legal/privacy.md). */
export function loader({ request }: Route.LoaderArgs) {
  const { siteName, contactEmail } = publicConfig();
  const locale = localeOf(request);
  return { locale, document: legalDocument("privacy", locale, { siteName, contactEmail }) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const locale = site.locale ?? "en";
  const { title, description } = PRIVACY_PAGE_TEXT[locale];
  return seo(site, {
    title,
    description,
    path: "/privacy",
    jsonLd: [
      breadcrumbs(site, [
        [CRUMB_TEXTS[locale].home, "/"],
        [title, "/privacy"],
      ]),
    ],
  });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument title={PRIVACY_PAGE_TEXT[loaderData.locale].title} document={loaderData.document} />;
}
