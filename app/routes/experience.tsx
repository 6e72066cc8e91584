import { CRUMB_TEXTS, MISSING_PAGE_TEXTS } from "~/components/texts.ts";
import { ExperienceView } from "~/features/guide/components/ExperienceView.tsx";
import { experiencePage } from "~/features/guide/guide.server.ts";
import { EXPERIENCE_PAGE_TEXT } from "~/features/guide/texts.ts";
import { notFoundWithSuggestions } from "~/features/search/not-found.server.ts";
import { artId, artOgImage } from "~/lib/art.ts";
import { localeOf } from "~/lib/locale.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/experience";

/** Diving, trekking and culture have a page; any other id (food included) is the site's 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const page = experiencePage(params.id, localeOf(request));
  if (!page) throw notFoundWithSuggestions(request);
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = rootConfig(matches);
  const locale = site.locale ?? "en";
  const crumbs = CRUMB_TEXTS[locale];
  if (!loaderData) return [{ title: MISSING_PAGE_TEXTS[locale].title }, { name: "robots", content: "noindex" }];
  const e = loaderData.experience;
  const path = `/experiences/${e.id}`;
  return seo(site, {
    title: EXPERIENCE_PAGE_TEXT[locale].title(e.title),
    description: e.summary,
    path,
    image: artOgImage(artId.experience(e.id)),
    jsonLd: [
      breadcrumbs(site, [
        [crumbs.home, "/"],
        [crumbs.experiences, "/experiences"],
        [e.title, path],
      ]),
    ],
  });
};

export default function ExperienceRoute({ loaderData }: Route.ComponentProps) {
  return <ExperienceView page={loaderData} />;
}
