import { CRUMB_TEXT } from "~/components/texts.ts";
import { LegalDocument } from "~/features/legal/LegalDocument.tsx";
import { termsIntro, termsSections } from "~/features/legal/terms.tsx";
import { TERMS_PAGE_TEXT } from "~/features/legal/texts.ts";
import { publicConfig } from "~/lib/config.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/terms";

export function loader() {
  const { siteName, contactEmail } = publicConfig();
  return { siteName, contactEmail };
}

const title = TERMS_PAGE_TEXT.title;
const description = TERMS_PAGE_TEXT.description;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title,
    description,
    path: "/terms",
    jsonLd: [
      breadcrumbs(site, [
        [CRUMB_TEXT.home, "/"],
        [title, "/terms"],
      ]),
    ],
  });
};

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocument title={title} intro={termsIntro(loaderData)} sections={termsSections(loaderData)} />;
}
