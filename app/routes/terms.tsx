import { LegalDocument } from "~/features/legal/LegalDocument.tsx";
import { termsIntro, termsSections } from "~/features/legal/terms.tsx";
import { publicConfig } from "~/lib/config.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/terms";

export function loader() {
  const { siteName, contactEmail } = publicConfig();
  return { siteName, contactEmail };
}

const title = "Terms of Service";
const description =
  "The rules for using the site and community, our travel disclaimer, liability limits and the law that applies.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title,
    description,
    path: "/terms",
    jsonLd: [
      breadcrumbs(site, [
        ["Home", "/"],
        [title, "/terms"],
      ]),
    ],
  });
};

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocument title={title} intro={termsIntro(loaderData)} sections={termsSections(loaderData)} />;
}
