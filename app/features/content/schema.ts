import { z } from "zod";
import {
  ACTIVITIES,
  ART_FEATURES,
  ART_MOTIFS,
  ARTICLE_CATEGORIES,
  BUDGET_LEVELS,
  DIFFICULTIES,
  HUB_IDS,
  REGIONS,
} from "./constants.ts";

/**
 * Schemas for the static guide content in `content/`. The content loader validates every file
 * against these at build time (prerendering runs the loader), so a broken file fails the build
 * with its path and the offending field. The value lists themselves are in constants.ts (no zod),
 * for code that also runs in the browser.
 */

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");
/** An ISO calendar date, e.g. 2026-11-22. */
export const isoDate = z.iso.date();

export const regionId = z.enum(REGIONS);
export type RegionId = z.infer<typeof regionId>;

export const hubId = z.enum(HUB_IDS);
export type HubId = z.infer<typeof hubId>;

export const activity = z.enum(ACTIVITIES);
export type Activity = z.infer<typeof activity>;

export const difficulty = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficulty>;

export const budgetLevel = z.enum(BUDGET_LEVELS);
export type BudgetLevel = z.infer<typeof budgetLevel>;

export const artMotif = z.enum(ART_MOTIFS);
export const artwork = z.object({
  motif: artMotif,
  /** Alternative text describing what the artwork depicts. */
  alt: z.string().min(10).max(200),
  /** What sets this place's scene apart from others of its motif (ART_FEATURES); the alt text names it. */
  features: z.array(z.enum(ART_FEATURES)).max(3).optional(),
});
export type Artwork = z.infer<typeof artwork>;

const text = (max: number) => z.string().trim().min(1).max(max);

export const accommodation = z.object({
  name: text(100),
  type: text(60),
  /** e.g. "Rp150k–400k per room (2022)"; say the year of the figure. */
  priceRange: text(120),
  description: text(400),
  featured: z.boolean().default(false),
});

export const destination = z
  .object({
    slug,
    name: text(80),
    region: regionId,
    province: text(60),
    /** One or two sentences for cards and meta descriptions. */
    summary: text(220),
    /** Paragraphs of the overview, separated by blank lines (plain text). */
    description: text(4000),
    image: artwork,
    gallery: z.array(artwork).min(2).max(6),
    activities: z.array(activity).min(1),
    difficulty,
    highlights: z.array(text(200)).min(3).max(8),
    transportHub: hubId,
    /**
     * The editors' ordering of featured and similar destinations (higher first). Never shown as a
     * rating (issue 19 point 8): no cited source backs a score.
     */
    rating: z.number().min(1).max(5).multipleOf(0.1),
    featured: z.boolean(),
    budgetLevel,
    bestTime: text(200),
    stayDuration: text(60),
    accommodation: z.array(accommodation).min(1).max(6),
    gettingThere: z.object({
      fromMakassar: text(600).optional(),
      fromManado: text(600).optional(),
      localTransport: text(600),
    }),
    coordinates: z.object({
      lat: z.number().min(-6.5).max(2.5),
      lng: z.number().min(118).max(126),
      /** True where the facts sheet marks the point as approximate. */
      approximate: z.boolean().default(false),
    }),
    /** Practical notes: fees, cash, etiquette (optional). */
    tips: z.array(text(400)).max(6).default([]),
    /** When the time-sensitive figures (prices, schedules) were last checked. */
    lastChecked: isoDate,
  })
  .refine((d) => d.gettingThere.fromMakassar || d.gettingThere.fromManado, {
    message: "needs fromMakassar or fromManado",
    path: ["gettingThere"],
  });
export type Destination = z.infer<typeof destination>;

export const articleCategory = z.enum(ARTICLE_CATEGORIES);

/** Frontmatter of content/articles/*.md; the Markdown body is the article. */
export const articleFrontmatter = z.object({
  title: text(120),
  excerpt: text(300),
  author: z.object({ name: text(80), bio: text(300) }),
  publishedAt: isoDate,
  /** Minutes. */
  readTime: z.number().int().min(1).max(60),
  category: articleCategory,
  tags: z.array(text(40)).min(1).max(10),
  image: artwork,
  featured: z.boolean().default(false),
  seo: z.object({
    metaTitle: text(70),
    metaDescription: text(170),
    keywords: z.array(text(40)).max(12),
  }),
});
export type ArticleFrontmatter = z.infer<typeof articleFrontmatter>;

/** A transport hub city (content/transport/hubs.json). */
export const transportHub = z.object({
  id: hubId,
  name: text(60),
  region: regionId,
  summary: text(300),
  description: text(3000),
  airport: z.object({ name: text(100), code: text(20), distance: text(120) }).optional(),
  port: text(300).optional(),
  transportTypes: z.array(z.enum(["Flights", "Ferries", "Buses", "Shared cars", "Speedboats"])).min(1),
  /** Route ids (content/transport/routes) whose latest fare the hub card shows as its typical price. */
  typicalPrice: z.array(slug).min(1).max(3),
  /** Route ids whose duration the hub card shows as its typical duration. */
  typicalDuration: z.array(slug).min(1).max(3),
  highlights: z.array(text(200)).min(2).max(8),
  gettingAround: text(800),
  image: artwork,
  lastChecked: isoDate,
});
export type TransportHub = z.infer<typeof transportHub>;

/** The printable guide's regional sections (content/transport/guide.json). */
export const guideRoute = z.object({
  destination: text(80),
  /** Route ids (content/transport/routes): the row's modes, times, fares and operators come from them. */
  routes: z.array(slug).min(1).max(4),
});
export const guideRegion = z.object({
  region: regionId,
  title: text(80),
  hub: text(120),
  routes: z.array(guideRoute).min(2),
});

export const localContact = z.object({
  name: text(80),
  service: text(80),
  phone: text(40).optional(),
  email: z.email().optional(),
  speciality: text(200),
  languages: z.array(text(30)).min(1),
  vehicle: text(80).optional(),
  rate: text(120).optional(),
  schedule: text(120).optional(),
  capacity: text(60).optional(),
});

export const budgetTier = z.object({
  name: z.enum(["Backpacker", "Mid-range", "Luxury"]),
  perDay: text(60),
  accommodation: text(200),
  transport: text(200),
  food: text(200),
});

export const bookingPlatform = z.object({
  name: text(60),
  covers: text(200),
  notes: text(300),
});

export const transportGuide = z.object({
  lastChecked: isoDate,
  executiveSummary: z.array(text(800)).min(1),
  regions: z.array(guideRegion).length(4),
  transportTypes: z.array(z.object({ name: text(60), description: text(600), tips: z.array(text(200)).min(1) })).min(3),
  budgets: z.array(budgetTier).length(3),
  contacts: z.array(localContact).min(3),
  safetyChecklist: z.array(text(200)).min(5),
  emergencyNumbers: z
    .array(z.object({ number: z.string().regex(/^\d{3}$/), service: text(80), notes: text(200) }))
    .min(3),
  bookingPlatforms: z.array(bookingPlatform).min(3),
});
export type TransportGuide = z.infer<typeof transportGuide>;

/** Experiences (content/experiences.json): diving, trekking, culture and food. */
export const experience = z.object({
  id: z.enum(["diving", "trekking", "culture", "food"]),
  title: text(60),
  summary: text(300),
  /** Paragraphs separated by blank lines. */
  description: text(4000),
  image: artwork,
  bestSeason: text(300),
  highlights: z.array(text(200)).min(3),
  /** Destination slugs where this experience shines. */
  destinations: z.array(slug).min(1),
  /** Whether it has its own page at /experiences/{id} (food is a preview only). */
  hasPage: z.boolean(),
  lastChecked: isoDate,
});
export type Experience = z.infer<typeof experience>;

/** The planning page (content/planning.json). */
export const planning = z.object({
  lastChecked: isoDate,
  essentials: z
    .array(
      z.object({
        id: z.enum(["visas", "safety", "internet", "costs", "money", "health", "weather"]),
        title: text(60),
        points: z.array(text(400)).min(2),
      }),
    )
    .min(4),
  /** The figures of spec section 9, corrected against the facts sheet. */
  figures: z.object({
    visaOnArrival: z.object({ days: z.number().int(), fee: text(80), note: text(300) }),
    flights: text(60),
    ferries: text(60),
    budgetRooms: text(60),
    midrangeRooms: text(60),
    streetFood: text(60),
    restaurants: text(60),
    bestTime: text(120),
    currency: text(40),
  }),
  tips: z.array(text(300)).min(3),
  phrases: z.array(z.object({ phrase: text(60), meaning: text(80) })).min(8),
});
export type Planning = z.infer<typeof planning>;

/** The four site regions (content/regions.json). */
export const region = z.object({
  id: regionId,
  name: text(40),
  summary: text(300),
  description: text(3000),
  provinces: z.array(text(60)).min(1),
  gateways: z.array(text(60)).min(1),
  image: artwork,
});
export type Region = z.infer<typeof region>;
