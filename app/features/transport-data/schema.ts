import { z } from "zod";
import { sulawesiToday } from "~/lib/sulawesi-date.ts";
import {
  FARE_KINDS,
  PLACE_KINDS,
  PRICE_UNITS,
  SOURCE_KINDS,
  TRANSPORT_MODES,
  TRIP_KINDS,
  WEEKDAYS,
} from "./constants.ts";
import type { Fare, Frequency, Place, Route } from "./types.ts";

/**
 * Zod schemas of the structured transport data (server only, ADR 0010). The loader
 * (data.server.ts) validates every file against these when it runs, which is at build time
 * during prerendering: a broken file fails the build and names the file and the field.
 * Cross-file checks (a route to an unknown place, ...) are in references.ts.
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");
const text = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.iso.date();
const regionId = z.enum(["north", "central", "south", "southeast"]);

/**
 * An Indonesian twin (issue 31, ADR 0042) shows only beside its English, so one without it would be
 * kept but never seen: refused, at the twin's field.
 */
const TWIN_WITHOUT_ENGLISH = "an Indonesian text needs its English beside it: write the English first";
const twinHasEnglish = (english: string | null, twin: string | null | undefined) =>
  english !== null || twin === null || twin === undefined;

/** "2019", "2019-02", "2014/2017" (a span of years) or "undated". */
export const priceDate = z
  .string()
  .regex(
    /^(?:undated|(?:19|20)\d{2}(?:-(?:0[1-9]|1[0-2]))?|(?:19|20)\d{2}\/(?:19|20)\d{2})$/,
    'must be "YYYY", "YYYY-MM", "YYYY/YYYY" or "undated"',
  )
  .refine((v) => !v.includes("/") || v.slice(0, 4) < v.slice(5), "the first year of a span must be the earlier");

const minutes = z
  .number()
  .int()
  .min(1)
  .max(60 * 24 * 14);
const idr = z.number().int().min(1).max(100_000_000);
const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time "HH:MM"');

export const coordinates = z.object({
  lat: z.number().min(-11).max(6),
  lon: z.number().min(105).max(130),
  approximate: z.boolean(),
  source: text(160),
});

export const place = z.object({
  id: slug,
  name: text(80),
  localName: text(80).nullable(),
  kind: z.enum(PLACE_KINDS),
  region: regionId.nullable(),
  code: z
    .string()
    .regex(/^[A-Z]{3}$/, "must be a three-letter IATA code")
    .nullable(),
  coordinates: coordinates.nullable(),
  partOf: slug.nullable(),
  destinations: z.array(slug),
  hubs: z.array(slug),
  notes: text(400).nullable(),
});

export const duration = z
  .object({
    minMinutes: minutes.nullable(),
    maxMinutes: minutes.nullable(),
    note: text(160).nullable(),
    noteId: text(160).nullable().optional(),
  })
  .refine((d) => d.minMinutes === null || d.maxMinutes === null || d.minMinutes <= d.maxMinutes, {
    message: "minMinutes must not be more than maxMinutes",
    path: ["minMinutes"],
  })
  .refine((d) => twinHasEnglish(d.note, d.noteId), { message: TWIN_WITHOUT_ENGLISH, path: ["noteId"] });

export const fare = z
  .object({
    minIdr: idr.nullable(),
    maxIdr: idr.nullable(),
    kind: z.enum(FARE_KINDS),
    unit: z.enum(PRICE_UNITS),
    trip: z.enum(TRIP_KINDS),
    asOf: priceDate,
    approximate: z.boolean(),
    label: text(100).nullable(),
    labelId: text(100).nullable().optional(),
  })
  .refine((f) => f.minIdr !== null || f.maxIdr !== null, {
    message: "a fare needs minIdr or maxIdr (leave out a fare nobody has found)",
    path: ["minIdr"],
  })
  .refine((f) => f.minIdr === null || f.maxIdr === null || f.minIdr <= f.maxIdr, {
    message: "minIdr must not be more than maxIdr",
    path: ["minIdr"],
  })
  .refine((f) => twinHasEnglish(f.label, f.labelId), { message: TWIN_WITHOUT_ENGLISH, path: ["labelId"] });

const countRange = z
  .object({ min: z.number().int().min(1).max(50), max: z.number().int().min(1).max(50).nullable() })
  .refine((r) => r.max === null || r.min <= r.max, { message: "min must not be more than max", path: ["min"] });

const frequencyCommon = {
  departures: z.array(time),
  returnDepartures: z.array(time),
  asOf: priceDate.nullable(),
  note: text(300).nullable(),
  noteId: text(300).nullable().optional(),
};

export const frequency = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("daily"), perDay: countRange.nullable(), ...frequencyCommon }),
  z.object({ kind: z.literal("weekly"), perWeek: countRange, ...frequencyCommon }),
  z.object({
    kind: z.literal("weekdays"),
    days: z.array(z.enum(WEEKDAYS)).min(1).max(6),
    returnDays: z.array(z.enum(WEEKDAYS)).min(1).max(6).nullable(),
    ...frequencyCommon,
  }),
  z.object({ kind: z.literal("every-n-days"), everyDays: z.number().int().min(2).max(60), ...frequencyCommon }),
  z.object({ kind: z.literal("on-demand"), ...frequencyCommon }),
  z.object({ kind: z.literal("irregular"), ...frequencyCommon }),
  z.object({ kind: z.literal("unknown"), ...frequencyCommon }),
]);

const status = z.discriminatedUnion("state", [
  z.object({ state: z.literal("active") }),
  z.object({
    state: z.literal("discontinued"),
    since: z.string().regex(/^20\d{2}-(?:0[1-9]|1[0-2])(?:-\d{2})?$/, 'must be "YYYY-MM" or "YYYY-MM-DD"'),
  }),
]);

export const route = z
  .object({
    id: slug,
    mode: z.enum(TRANSPORT_MODES),
    from: slug,
    to: slug,
    via: z.array(slug),
    bidirectional: z.boolean(),
    duration,
    fares: z.array(fare),
    frequency,
    operators: z.array(text(80)),
    notes: text(600).nullable(),
    /** The Indonesian note (issue 31); null until written, when the English note shows marked as English. */
    notesId: text(600).nullable(),
    closedMonths: z.array(z.number().int().min(1).max(12)),
    unverified: z.boolean(),
    status,
    lastChecked: isoDate.refine((d) => d <= sulawesiToday(), "must not be after today (Sulawesi time)"),
    source: z.object({ kind: z.enum(SOURCE_KINDS), refs: z.array(text(120)).min(1) }),
  })
  .refine((r) => r.from !== r.to, { message: "from and to must be different places", path: ["to"] })
  .refine((r) => twinHasEnglish(r.notes, r.notesId), { message: TWIN_WITHOUT_ENGLISH, path: ["notesId"] })
  .refine((r) => twinHasEnglish(r.frequency.note, r.frequency.noteId), {
    message: TWIN_WITHOUT_ENGLISH,
    path: ["frequency", "noteId"],
  });

export const placesFile = z.array(place).min(1);
export const routesFile = z.array(route).min(1);

// Compile-time proof that the schemas produce exactly the plain types in types.ts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const proofs: [
  Same<z.output<typeof place>, Place>,
  Same<z.output<typeof fare>, Fare>,
  Same<z.output<typeof frequency>, Frequency>,
  Same<z.output<typeof route>, Route>,
] = [true, true, true, true];
void proofs;
