import { CRUMB_TEXT } from "~/components/texts.ts";
import { LegalDocument } from "~/features/legal/LegalDocument.tsx";
import { privacyIntro, privacySections } from "~/features/legal/privacy.tsx";
import { PRIVACY_PAGE_TEXT } from "~/features/legal/texts.ts";
import { publicConfig } from "~/lib/config.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/privacy";

export function loader() {
  const { siteName, contactEmail } = publicConfig();
  return { siteName, contactEmail };
}

const title = PRIVACY_PAGE_TEXT.title;
const description = PRIVACY_PAGE_TEXT.description;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title,
    description,
    path: "/privacy",
    jsonLd: [
      breadcrumbs(site, [
        [CRUMB_TEXT.home, "/"],
        [title, "/privacy"],
      ]),
    ],
  });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument title={title} intro={privacyIntro(loaderData)} sections={privacySections(loaderData)} />;
}
