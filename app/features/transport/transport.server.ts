import {
  destinationBySlug,
  destinationsForHub,
  guide,
  hubById,
  hubs,
  regionById,
  routes,
} from "~/features/guide/content.server.ts";
import type { HubId, RegionId, TransportHub, TransportMode } from "~/features/guide/schema.ts";
import { isHubId, oldestDate, routesForHubByMode, routesOfMode } from "./queries.ts";

/**
 * Loader queries for the Transport Hub, the hub pages and the mode pages. Each returns only the
 * plain data its page renders.
 */

const FALLBACK_REGION: Record<RegionId, string> = {
  north: "North Sulawesi",
  central: "Central Sulawesi",
  south: "South Sulawesi",
  southeast: "Southeast Sulawesi",
};

export function regionName(id: RegionId): string {
  return regionById(id)?.name ?? FALLBACK_REGION[id];
}

export type HubCardData = {
  id: HubId;
  name: string;
  region: string;
  summary: string;
  transportTypes: TransportHub["transportTypes"];
  avgPrice: string;
  duration: string;
  highlights: string[];
};

function hubCard(h: TransportHub): HubCardData {
  return {
    id: h.id,
    name: h.name,
    region: regionName(h.region),
    summary: h.summary,
    transportTypes: h.transportTypes,
    avgPrice: h.avgPrice,
    duration: h.duration,
    highlights: h.highlights,
  };
}

/**
 * `?destination=` on /transport: the destination cards link with their hub id. A destination slug
 * is accepted too. Anything else is ignored (undefined).
 */
export function transportFocus(value: string | null): { hub: HubId; destination?: string } | undefined {
  if (!value) return undefined;
  if (isHubId(value)) return { hub: value };
  const d = destinationBySlug(value);
  return d ? { hub: d.transportHub, destination: d.name } : undefined;
}

export function transportHubPage(destinationParam: string | null) {
  const cards = hubs.map(hubCard);
  const focus = transportFocus(destinationParam);
  return {
    hubs: cards,
    focus: focus
      ? {
          hub: focus.hub,
          hubName: hubById(focus.hub)?.name ?? focus.hub,
          destination: focus.destination ?? null,
        }
      : null,
    counts: { routes: routes.length, hubs: hubs.length },
    lastChecked: oldestDate(hubs.map((h) => h.lastChecked)) ?? hubs[0]!.lastChecked,
  };
}

export function hubPage(id: string) {
  if (!isHubId(id)) return undefined;
  const h = hubById(id);
  if (!h) return undefined;
  const groups = routesForHubByMode(routes, id);
  const served = destinationsForHub(id).map((d) => ({ slug: d.slug, name: d.name, summary: d.summary }));
  const dates = [h.lastChecked, ...groups.flatMap((g) => g.routes.map((r) => r.lastChecked))];
  return {
    kind: "hub" as const,
    hub: {
      id: h.id,
      name: h.name,
      region: regionName(h.region),
      summary: h.summary,
      description: h.description.split(/\n\s*\n/).map((p) => p.trim()),
      airport: h.airport ?? null,
      port: h.port ?? null,
      transportTypes: h.transportTypes,
      avgPrice: h.avgPrice,
      duration: h.duration,
      highlights: h.highlights,
      gettingAround: h.gettingAround,
      imageAlt: h.image.alt,
    },
    groups,
    destinations: served,
    otherHubs: hubs.filter((o) => o.id !== id).map((o) => ({ id: o.id, name: o.name })),
    lastChecked: oldestDate(dates)!,
  };
}

export function modePage(mode: TransportMode) {
  const list = routesOfMode(routes, mode);
  return {
    kind: "mode" as const,
    mode,
    routes: list,
    lastChecked: oldestDate(list.map((r) => r.lastChecked)) ?? null,
  };
}

/** The printable Sulawesi Transport Guide (content/transport/guide.json), regions in the site's order. */
export function transportGuidePage() {
  const order = ["north", "central", "south", "southeast"];
  return {
    ...guide,
    regions: [...guide.regions]
      .sort((a, b) => order.indexOf(a.region) - order.indexOf(b.region))
      .map((r) => ({ ...r, regionName: regionName(r.region) })),
  };
}

export type HubPageData = NonNullable<ReturnType<typeof hubPage>>;
export type ModePageData = ReturnType<typeof modePage>;
export type TransportGuideData = ReturnType<typeof transportGuidePage>;
