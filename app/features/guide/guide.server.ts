import { ACTIVITIES, REGIONS } from "~/features/content/constants.ts";
import {
  type Article,
  destinationBySlug,
  guideContent,
  hubById,
  regionById,
} from "~/features/content/content.server.ts";
import type { Destination, Experience, Region, RegionId } from "~/features/content/schema.ts";
import { tripFromGateway } from "~/features/planner/planner.server.ts";
import { contentCounts } from "~/features/stats/site-stats.server.ts";
import type { Locale } from "~/lib/locale.ts";

/**
 * Queries over the guide content for the home, destination, experience and planning pages.
 * The pure helpers take the content as arguments (so tests can pass fixtures); the `*Page`
 * functions wire them to the real content, in the page's language (`locale`: the Indonesian edition
 * reads content/id's overlays), and return only what each page renders.
 */

/** Spec section 9: featured destinations at most 6, similar at most 3, 3 articles on the home page. */
export const FEATURED_LIMIT = 6;
export const SIMILAR_LIMIT = 3;
export const HOME_ARTICLE_COUNT = 3;
export const EXCERPT_LENGTH = 120;

export type FilterActivity = (typeof ACTIVITIES)[number];

/** Cut `text` at `max` characters and append "..." (unchanged when it already fits). */
export function truncate(text: string, max: number = EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

// ---------------------------------------------------------------------------------------------
// Filters

/** A filter value in the URL that matches no option: shown in a notice, never silently ignored. */
export type FilterMiss = { filter: "region" | "activity"; value: string };
export type DestinationFilters = { region: RegionId | null; activity: FilterActivity | null; unmatched: FilterMiss[] };

/** "Island-Hopping", " island hopping " → "island hopping": filters match whatever their case. */
function filterKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[-_+\s]+/g, " ");
}

/** The option `value` names, whatever its case, or undefined. */
function matchOption<T extends string>(options: readonly T[], value: string): T | undefined {
  const key = filterKey(value);
  return options.find((o) => filterKey(o) === key);
}

/** Every activity some destination shows on its card, in the site's order: the filter's options. */
export function activityOptionsOf(list: readonly Pick<Destination, "activities">[]): FilterActivity[] {
  return ACTIVITIES.filter((a) => list.some((d) => (d.activities as readonly string[]).includes(a)));
}

export function isRegionId(value: string | null | undefined): value is RegionId {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}

export function isFilterActivity(value: string | null | undefined): value is FilterActivity {
  return typeof value === "string" && (ACTIVITIES as readonly string[]).includes(value);
}

/** Read `region` and `activity` from the query string; unknown values mean "All". */
export function parseDestinationFilters(
  params: URLSearchParams,
  activities: readonly FilterActivity[] = ACTIVITIES,
): DestinationFilters {
  const unmatched: FilterMiss[] = [];
  const read = <T extends string>(filter: FilterMiss["filter"], options: readonly T[]): T | null => {
    const raw = params.get(filter)?.trim() ?? "";
    if (raw === "") return null;
    const found = matchOption(options, raw);
    if (!found) unmatched.push({ filter, value: raw.slice(0, 60) });
    return found ?? null;
  };
  return { region: read("region", REGIONS), activity: read("activity", activities), unmatched };
}

/** Both filters applied together; a null filter matches everything. Keeps the input order. */
export function filterDestinations<D extends Pick<Destination, "region" | "activities">>(
  list: readonly D[],
  filters: Pick<DestinationFilters, "region" | "activity">,
): D[] {
  return list.filter(
    (d) =>
      (filters.region === null || d.region === filters.region) &&
      (filters.activity === null || d.activities.includes(filters.activity)),
  );
}

/** The list URL for a filter combination, e.g. `/destinations?region=north&activity=Diving`. */
export function destinationsUrl(filters: Partial<DestinationFilters>): string {
  const params = new URLSearchParams();
  if (filters.region) params.set("region", filters.region);
  if (filters.activity) params.set("activity", filters.activity);
  const query = params.toString();
  return query ? `/destinations?${query}` : "/destinations";
}

/** Best first: higher rating, then name. */
function byRating<D extends Pick<Destination, "rating" | "name">>(a: D, b: D): number {
  return b.rating - a.rating || a.name.localeCompare(b.name);
}

/** Featured destinations, best rated first, at most `limit`. */
export function featuredDestinations<D extends Pick<Destination, "featured" | "rating" | "name">>(
  list: readonly D[],
  limit: number = FEATURED_LIMIT,
): D[] {
  return list
    .filter((d) => d.featured)
    .sort(byRating)
    .slice(0, limit);
}

/** Up to `limit` other destinations in the same region: featured first, then by rating. */
export function similarDestinations<D extends Pick<Destination, "slug" | "region" | "featured" | "rating" | "name">>(
  destination: Pick<Destination, "slug" | "region">,
  list: readonly D[],
  limit: number = SIMILAR_LIMIT,
): D[] {
  return list
    .filter((d) => d.region === destination.region && d.slug !== destination.slug)
    .sort((a, b) => Number(b.featured) - Number(a.featured) || byRating(a, b))
    .slice(0, limit);
}

/** Newest first, at most `count`. */
export function latestArticles<A extends Pick<Article, "publishedAt" | "slug">>(
  list: readonly A[],
  count: number = HOME_ARTICLE_COUNT,
): A[] {
  return [...list]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug))
    .slice(0, count);
}

/** Split a plain-text field into paragraphs (blank-line separated). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p.length > 0);
}

// ---------------------------------------------------------------------------------------------
// Shapes sent to the pages

export type RegionOption = { id: RegionId; name: string };

export function regionName(id: RegionId, locale: Locale = "en"): string {
  return regionById(id, locale)?.name ?? id;
}

/** Region filter options in the spec's order (North, Central, South, Southeast). */
export function regionOptions(locale: Locale = "en"): RegionOption[] {
  return REGIONS.map((id) => ({ id, name: regionName(id, locale) }));
}

export type DestinationCardData = Pick<
  Destination,
  "slug" | "name" | "region" | "summary" | "difficulty" | "rating" | "activities" | "transportHub" | "featured"
> & { regionName: string; imageAlt: string };

export function toCard(d: Destination, locale: Locale = "en"): DestinationCardData {
  return {
    slug: d.slug,
    name: d.name,
    region: d.region,
    regionName: regionName(d.region, locale),
    summary: d.summary,
    difficulty: d.difficulty,
    rating: d.rating,
    activities: d.activities,
    transportHub: d.transportHub,
    featured: d.featured,
    imageAlt: d.image.alt,
  };
}

export type RegionCardData = Pick<Region, "id" | "name" | "summary"> & { imageAlt: string; count: number };

function toRegionCard(r: Region, locale: Locale): RegionCardData {
  return {
    id: r.id,
    name: r.name,
    summary: r.summary,
    imageAlt: r.image.alt,
    count: guideContent(locale).destinations.filter((d) => d.region === r.id).length,
  };
}

export type ArticleTeaser = Pick<Article, "slug" | "title" | "category" | "publishedAt" | "readTime"> & {
  excerpt: string;
  imageAlt: string;
};

export type ExperienceCardData = Pick<Experience, "id" | "title" | "summary" | "hasPage" | "bestSeason"> & {
  imageAlt: string;
  /** Where it shines: name and slug of each destination. */
  places: { slug: string; name: string }[];
};

function toExperienceCard(e: Experience, locale: Locale): ExperienceCardData {
  return {
    id: e.id,
    title: e.title,
    summary: e.summary,
    hasPage: e.hasPage,
    bestSeason: e.bestSeason,
    imageAlt: e.image.alt,
    places: e.destinations.flatMap((slug) => {
      const d = destinationBySlug(slug, locale);
      return d ? [{ slug: d.slug, name: d.name }] : [];
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Page data

export function homePage(locale: Locale = "en") {
  const { articles, experiences } = guideContent(locale);
  const regionCards = REGIONS.flatMap((id) => {
    const r = regionById(id, locale);
    return r ? [toRegionCard(r, locale)] : [];
  });
  const diving = experiences.find((e) => e.id === "diving");
  const latest: ArticleTeaser[] = latestArticles(articles).map((a) => ({
    slug: a.slug,
    title: a.title,
    category: a.category,
    publishedAt: a.publishedAt,
    readTime: a.readTime,
    excerpt: truncate(a.excerpt, EXCERPT_LENGTH),
    imageAlt: a.image.alt,
  }));
  return {
    regions: regionCards,
    diving: diving ? { ...toExperienceCard(diving, locale), highlights: diving.highlights.slice(0, 3) } : null,
    articles: latest,
    counts: contentCounts(),
  };
}

export function destinationsPage(params: URLSearchParams, locale: Locale = "en") {
  const { destinations } = guideContent(locale);
  const card = (d: Destination) => toCard(d, locale);
  const activityOptions = activityOptionsOf(destinations);
  const filters = parseDestinationFilters(params, activityOptions);
  const results = filterDestinations(destinations, filters).map(card);
  const filtered = filters.region !== null || filters.activity !== null;
  return {
    filters,
    results,
    total: destinations.length,
    featured: filtered ? [] : featuredDestinations(destinations).map(card),
    regionOptions: regionOptions(locale),
    activityOptions,
  };
}

export function regionPage(id: RegionId, locale: Locale = "en") {
  const { destinations, regions } = guideContent(locale);
  const r = regionById(id, locale);
  if (!r) return null;
  return {
    kind: "region" as const,
    region: {
      id: r.id,
      name: r.name,
      summary: r.summary,
      description: paragraphs(r.description),
      provinces: r.provinces,
      gateways: r.gateways,
      imageAlt: r.image.alt,
    },
    destinations: destinations
      .filter((d) => d.region === id)
      .sort((a, b) => Number(b.featured) - Number(a.featured) || byRating(a, b))
      .map((d) => toCard(d, locale)),
    otherRegions: regions.filter((o) => o.id !== id).map((o) => ({ id: o.id, name: o.name })),
  };
}

export type RegionPageData = NonNullable<ReturnType<typeof regionPage>>;

export function destinationPage(slug: string, locale: Locale = "en") {
  const d = destinationBySlug(slug, locale);
  if (!d) return null;
  const hub = hubById(d.transportHub, locale);
  return {
    kind: "destination" as const,
    destination: {
      slug: d.slug,
      name: d.name,
      region: d.region,
      regionName: regionName(d.region, locale),
      province: d.province,
      summary: d.summary,
      description: paragraphs(d.description),
      imageAlt: d.image.alt,
      gallery: d.gallery.map((g) => g.alt),
      activities: d.activities,
      difficulty: d.difficulty,
      highlights: d.highlights,
      transportHub: d.transportHub,
      hubName: hub?.name ?? d.transportHub,
      rating: d.rating,
      budgetLevel: d.budgetLevel,
      bestTime: d.bestTime,
      stayDuration: d.stayDuration,
      accommodation: d.accommodation,
      gettingThere: d.gettingThere,
      coordinates: d.coordinates,
      tips: d.tips,
      lastChecked: d.lastChecked,
      /** "Plan a trip here" from Makassar or Manado, or why not (app/features/planner). */
      trip: tripFromGateway(d.slug, locale),
    },
    mapUrl: mapUrl(d.coordinates),
    similar: similarDestinations(d, guideContent(locale).destinations).map((s) => toCard(s, locale)),
  };
}

export type DestinationPageData = NonNullable<ReturnType<typeof destinationPage>>;

/** OpenStreetMap centred on the point, in the spec's "View on Map" link. */
export function mapUrl({ lat, lng }: { lat: number; lng: number }, zoom = 12): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

export function experiencesPage(locale: Locale = "en") {
  return { experiences: guideContent(locale).experiences.map((e) => toExperienceCard(e, locale)) };
}

/** Only experiences with their own page (diving, trekking, culture); null for anything else. */
export function experiencePage(id: string, locale: Locale = "en") {
  const { experiences } = guideContent(locale);
  const e = experiences.find((x) => x.id === id && x.hasPage);
  if (!e) return null;
  return {
    experience: {
      id: e.id,
      title: e.title,
      summary: e.summary,
      description: paragraphs(e.description),
      bestSeason: e.bestSeason,
      highlights: e.highlights,
      imageAlt: e.image.alt,
      lastChecked: e.lastChecked,
    },
    destinations: e.destinations.flatMap((slug) => {
      const d = destinationBySlug(slug, locale);
      return d ? [toCard(d, locale)] : [];
    }),
    others: experiences.filter((x) => x.hasPage && x.id !== e.id).map((x) => ({ id: x.id, title: x.title })),
  };
}

export type ExperiencePageData = NonNullable<ReturnType<typeof experiencePage>>;

/**
 * The planning page, with the emergency numbers of the printable guide (content/transport/guide.json),
 * which its text turns into tel: links where it names them.
 */
export function planningPage(locale: Locale = "en") {
  const { planningContent, guide } = guideContent(locale);
  return { ...planningContent, phoneNumbers: guide.emergencyNumbers.map((n) => n.number) };
}
