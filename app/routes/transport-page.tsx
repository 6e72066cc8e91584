import { data } from "react-router";
import { HubPage } from "~/features/transport/components/HubPage.tsx";
import { ModePage } from "~/features/transport/components/ModePage.tsx";
import { MODE_INTROS } from "~/features/transport/modes.ts";
import { MODE_LABELS, modeFromSlug } from "~/features/transport/queries.ts";
import { hubPage, modePage } from "~/features/transport/transport.server.ts";
import { artId, artOgImage } from "~/lib/art.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/transport-page";

/** /transport/{hub} (makassar, manado ...) and /transport/{mode} (flights, ferries, overland). */
export function loader({ params }: Route.LoaderArgs) {
  const mode = modeFromSlug(params.id);
  if (mode) return modePage(mode);
  const page = hubPage(params.id);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = rootConfig(matches);
  if (!loaderData) return [{ title: `Page not found | ${site.siteName}` }, { name: "robots", content: "noindex" }];
  if (loaderData.kind === "mode") {
    const intro = MODE_INTROS[loaderData.mode];
    const path = `/transport/${MODE_LABELS[loaderData.mode].slug}`;
    return seo(site, {
      title: `${intro.pageTitle} in Sulawesi`,
      description: intro.pageSubtitle,
      path,
      jsonLd: [
        breadcrumbs(site, [
          ["Home", "/"],
          ["Transport", "/transport"],
          [intro.pageTitle, path],
        ]),
      ],
    });
  }
  const { hub } = loaderData;
  const path = `/transport/${hub.id}`;
  return seo(site, {
    title: `Getting to and around ${hub.name}: transport hub`,
    description: hub.summary,
    path,
    image: artOgImage(artId.hub(hub.id)),
    jsonLd: [
      breadcrumbs(site, [
        ["Home", "/"],
        ["Transport", "/transport"],
        [hub.name, path],
      ]),
    ],
  });
};

export default function TransportPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "mode" ? <ModePage page={loaderData} /> : <HubPage page={loaderData} />;
}
