import { guideContent } from "~/features/content/content.server.ts";
import type { Destination, HubId, RegionId, TransportHub } from "~/features/content/schema.ts";
import type { Locale } from "~/lib/locale.ts";

/**
 * The guide content the transport pages show, in the page's language (issue 31): features/content's
 * edition of that language (guideContent: content/id/ overlays, checked by scripts/content-id.test.ts,
 * merged over the English files). English is the English content itself, so the English pages cannot
 * change. Destinations keep the English edition's order (the Indonesian edition sorts by its own names).
 */

const english = guideContent("en");
const indonesian = {
  ...guideContent("id"),
  destinations: english.destinations.map((e) => guideContent("id").destinations.find((d) => d.slug === e.slug) ?? e),
};

const edition = (locale: Locale) => (locale === "id" ? indonesian : english);

export function hubsIn(locale: Locale): readonly TransportHub[] {
  return edition(locale).hubs;
}

export function hubIn(id: string, locale: Locale): TransportHub | undefined {
  return hubsIn(locale).find((h) => h.id === id);
}

export function guideIn(locale: Locale): typeof english.guide {
  return edition(locale).guide;
}

export function regionNameIn(id: RegionId, locale: Locale): string | undefined {
  return edition(locale).regions.find((r) => r.id === id)?.name;
}

export function destinationIn(slug: string, locale: Locale): Destination | undefined {
  return edition(locale).destinations.find((d) => d.slug === slug);
}

export function destinationsForHubIn(id: HubId, locale: Locale): Destination[] {
  return edition(locale).destinations.filter((d) => d.transportHub === id);
}
