import { CRUMB_TEXTS, MISSING_PAGE_TEXTS } from "~/components/texts.ts";
import type { HubId } from "~/features/content/schema.ts";
import { hubMap, modeMap } from "~/features/map/map.server.ts";
import { notFoundWithSuggestions } from "~/features/search/not-found.server.ts";
import { approvedUpdatesForHub } from "~/features/submissions/traveller-updates.server.ts";
import { HubPage } from "~/features/transport/components/HubPage.tsx";
import { ModePage } from "~/features/transport/components/ModePage.tsx";
import { MODE_INTROS } from "~/features/transport/mode-texts.ts";
import { modeFromSlug, modeLabels } from "~/features/transport/queries.ts";
import { TRANSPORT_PAGE_TEXT } from "~/features/transport/texts.ts";
import { hubPage, modePage } from "~/features/transport/transport.server.ts";
import { artId, artOgImage } from "~/lib/art.ts";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.ts";
import { localeOf } from "~/lib/locale.ts";
import { log } from "~/lib/log.server.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { sharedPageHeaders } from "~/lib/shared-page-cache.ts";
import type { Route } from "./+types/transport-page";

/**
 * /transport/{hub} (makassar, manado ...) and /transport/{mode} (flights, ferries, overland).
 * Rendered per request: the routes come from the merged transport data (the operator's edits, ADR
 * 0018), and hub pages show the approved traveller updates for their routes
 * (app/features/submissions/traveller-updates.server.ts).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const mode = modeFromSlug(params.id);
  if (mode)
    return { ...modePage(mode, locale), updates: undefined, map: modeMap(modeLabels(locale)[mode].slug, locale) };
  const page = hubPage(params.id, locale);
  if (!page) throw notFoundWithSuggestions(request);
  return { ...page, updates: await updatesOrNone(page.hub.id as HubId), map: hubMap(page.hub.id, locale) };
}

/** The guide works without the database: during an outage the hub shows without traveller updates. */
async function updatesOrNone(hub: HubId) {
  try {
    return await approvedUpdatesForHub(hub);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn(`Transport hub ${hub}: database unavailable, shown without traveller updates.`);
    return undefined;
  }
}

/**
 * Rendered per request from the merged transport data (ADR 0018), shared for a few seconds (the
 * instance's page cache, shared caches): an approved update or a route edit shows within seconds.
 */
export const middleware: Route.MiddlewareFunction[] = [pageCache.contentMiddleware];
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = rootConfig(matches);
  if (!loaderData)
    return [
      {
        title: MISSING_PAGE_TEXTS[site.locale ?? "en"].titleOnSite(
          MISSING_PAGE_TEXTS[site.locale ?? "en"].title,
          site.siteName,
        ),
      },
      { name: "robots", content: "noindex" },
    ];
  const locale = site.locale ?? "en";
  const crumbs = CRUMB_TEXTS[locale];
  if (loaderData.kind === "mode") {
    const intro = MODE_INTROS[locale][loaderData.mode];
    const path = `/transport/${modeLabels(locale)[loaderData.mode].slug}`;
    return seo(site, {
      title: TRANSPORT_PAGE_TEXT[locale].modeTitle(intro.pageTitle),
      description: intro.pageSubtitle,
      path,
      jsonLd: [
        breadcrumbs(site, [
          [crumbs.home, "/"],
          [crumbs.transport, "/transport"],
          [intro.pageTitle, path],
        ]),
      ],
    });
  }
  const { hub } = loaderData;
  const path = `/transport/${hub.id}`;
  return seo(site, {
    title: TRANSPORT_PAGE_TEXT[locale].hubTitle(hub.name),
    description: hub.summary,
    path,
    image: artOgImage(artId.hub(hub.id)),
    jsonLd: [
      breadcrumbs(site, [
        [crumbs.home, "/"],
        [crumbs.transport, "/transport"],
        [hub.name, path],
      ]),
    ],
  });
};

export default function TransportPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "mode" ? (
    <ModePage page={loaderData} map={loaderData.map} />
  ) : (
    <HubPage page={loaderData} updates={loaderData.updates} map={loaderData.map} />
  );
}
