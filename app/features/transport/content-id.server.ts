import { destinations, guide, hubs, regions } from "~/features/content/content.server.ts";
import type { Destination, HubId, RegionId, TransportHub } from "~/features/content/schema.ts";
import { mergeOverlay } from "~/lib/content-overlay.ts";
import type { Locale } from "~/lib/locale.ts";

/**
 * The guide content the transport pages show, in the page's language (issue 31): the Indonesian
 * edition merges content/id/ (the overlays checked by scripts/content-id.test.ts: same figures, same
 * dates) over the English files, once, at server start. English is the English content itself, so
 * the English pages cannot change.
 */

const overlays = import.meta.glob<unknown>(
  ["/content/id/transport/*.json", "/content/id/regions.json", "/content/id/destinations/*.json"],
  { eager: true, import: "default" },
);

const overlay = (file: string): unknown => overlays[`/content/id/${file}`];

const indonesian = {
  hubs: mergeOverlay(hubs, overlay("transport/hubs.json")),
  guide: mergeOverlay(guide, overlay("transport/guide.json")),
  regions: mergeOverlay(regions, overlay("regions.json")),
  destinations: destinations.map((d) => mergeOverlay(d, overlay(`destinations/${d.slug}.json`))),
};

const english = { hubs, guide, regions, destinations };

export function hubsIn(locale: Locale): readonly TransportHub[] {
  return locale === "id" ? indonesian.hubs : english.hubs;
}

export function hubIn(id: string, locale: Locale): TransportHub | undefined {
  return hubsIn(locale).find((h) => h.id === id);
}

export function guideIn(locale: Locale): typeof guide {
  return locale === "id" ? indonesian.guide : english.guide;
}

export function regionNameIn(id: RegionId, locale: Locale): string | undefined {
  return (locale === "id" ? indonesian.regions : english.regions).find((r) => r.id === id)?.name;
}

export function destinationIn(slug: string, locale: Locale): Destination | undefined {
  return (locale === "id" ? indonesian.destinations : english.destinations).find((d) => d.slug === slug);
}

export function destinationsForHubIn(id: HubId, locale: Locale): Destination[] {
  return (locale === "id" ? indonesian.destinations : english.destinations).filter((d) => d.transportHub === id);
}
