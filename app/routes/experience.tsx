import { CRUMB_TEXT, MISSING_PAGE_TEXT } from "~/components/texts.ts";
import { ExperienceView } from "~/features/guide/components/ExperienceView.tsx";
import { experiencePage } from "~/features/guide/guide.server.ts";
import { EXPERIENCE_PAGE_TEXT } from "~/features/guide/texts.ts";
import { notFoundWithSuggestions } from "~/features/search/not-found.server.ts";
import { artId, artOgImage } from "~/lib/art.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/experience";

/** Diving, trekking and culture have a page; any other id (food included) is the site's 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const page = experiencePage(params.id);
  if (!page) throw notFoundWithSuggestions(request);
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = rootConfig(matches);
  if (!loaderData) return [{ title: MISSING_PAGE_TEXT.title }, { name: "robots", content: "noindex" }];
  const e = loaderData.experience;
  const path = `/experiences/${e.id}`;
  return seo(site, {
    title: EXPERIENCE_PAGE_TEXT.title(e.title),
    description: e.summary,
    path,
    image: artOgImage(artId.experience(e.id)),
    jsonLd: [
      breadcrumbs(site, [
        [CRUMB_TEXT.home, "/"],
        [CRUMB_TEXT.experiences, "/experiences"],
        [e.title, path],
      ]),
    ],
  });
};

export default function ExperienceRoute({ loaderData }: Route.ComponentProps) {
  return <ExperienceView page={loaderData} />;
}
