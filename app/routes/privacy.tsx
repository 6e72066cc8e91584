import { LegalDocument } from "~/features/legal/LegalDocument.tsx";
import { privacyIntro, privacySections } from "~/features/legal/privacy.tsx";
import { publicConfig } from "~/lib/config.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/privacy";

export function loader() {
  const { siteName, contactEmail } = publicConfig();
  return { siteName, contactEmail };
}

const title = "Privacy Policy";
const description =
  "What personal information we collect, how we use and share it, the cookies we set, and your rights.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title,
    description,
    path: "/privacy",
    jsonLd: [
      breadcrumbs(site, [
        ["Home", "/"],
        [title, "/privacy"],
      ]),
    ],
  });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument title={title} intro={privacyIntro(loaderData)} sections={privacySections(loaderData)} />;
}
