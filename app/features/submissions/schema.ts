import { z } from "zod";
import { emailFieldIn, optionalLine, optionalText, plainText, trimmedText } from "~/features/newsletter/schema.ts";
import type { Locale } from "~/lib/locale.ts";
import { sulawesiToday } from "~/lib/sulawesi-date.ts";
import { isRouteOption } from "./route-options.server.ts";
import { PARTNER_CONTACT_FIELD_ERROR, SUBMISSION_SCHEMA_TEXTS, TRAVEL_DATE_FUTURE_ERROR } from "./texts.ts";

/**
 * The transport update, partner and contact forms' schemas, enforced by the server. Route options,
 * required fields and texts the pages need too: constants.ts (no zod).
 */

type SchemaTexts = (typeof SUBMISSION_SCHEMA_TEXTS)[Locale];

/** The three forms' schemas, with their messages in one language. */
function buildSchemas(locale: Locale, t: SchemaTexts) {
  const L = t.labels;
  const requiredLine = (max: number, label: string) => trimmedText(max, label, { required: true, locale });
  const requiredText = (max: number, label: string) =>
    trimmedText(max, label, { multiline: true, required: true, locale });
  const line = (max: number, label: string) => optionalLine(max, label, locale);

  /** An http(s) address or nothing (null). */
  const optionalUrl = (label: string) =>
    z
      .string()
      .optional()
      .transform((v) => v?.trim() ?? "")
      .pipe(plainText(label, { multiline: false }, locale))
      .pipe(
        z.union([
          z.literal(""),
          z
            .string()
            .max(2000, t.urlTooLong(label))
            .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: t.urlInvalid(label) })),
        ]),
      )
      .transform((v) => (v === "" ? null : v));

  /** YYYY-MM-DD that is a real calendar date (2025-02-30 is refused), or nothing (null). */
  const optionalDate = z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? "")
    .refine((v) => {
      if (v === "") return true;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= "2000-01-01" && v <= "2100-12-31";
    }, t.realDate)
    // A report of a trip not yet made; approved and applied, it would date the route's facts ahead.
    .refine((v) => v === "" || v <= sulawesiToday(), TRAVEL_DATE_FUTURE_ERROR[locale])
    .transform((v) => (v === "" ? null : v));

  const transportUpdate = z.object({
    name: requiredLine(100, L.name),
    route: z
      .string()
      .optional()
      .transform((v) => v?.trim() ?? "")
      .refine((v) => v !== "", t.routeRequired)
      .refine((v) => v === "" || isRouteOption(v), t.routeFromList),
    travel_date: optionalDate,
    changes: requiredText(5000, L.changes),
    price: line(100, L.price),
    operator: line(100, L.operator),
    evidence_url: optionalUrl(L.evidenceUrl),
  });

  /** An email address (trimmed, lower-cased) or nothing (null). */
  const optionalEmail = z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? "")
    .pipe(z.union([z.literal(""), emailFieldIn(locale)]))
    .transform((v) => (v === "" ? null : v));

  const partnerRequest = z
    .object({
      company: requiredLine(150, L.company),
      routes: requiredText(2000, L.routes),
      email: optionalEmail,
      whatsapp: line(30, L.whatsapp).refine((v) => v === null || /^\+?[0-9][0-9 ()-]{5,28}$/.test(v), t.whatsappFormat),
      pricing_link: optionalUrl(L.pricingLink),
      notes: optionalText(5000, L.notes, { multiline: true, locale }),
    })
    // The form's action answers a request with neither first (formTexts.partnerContactMissing); this keeps
    // the rule true for every other caller of the schema too.
    .refine((v) => v.email !== null || v.whatsapp !== null, {
      path: ["email"],
      message: PARTNER_CONTACT_FIELD_ERROR[locale],
    });

  const contactMessage = z.object({
    first_name: requiredLine(60, L.firstName),
    last_name: requiredLine(60, L.lastName),
    email: emailFieldIn(locale),
    subject: requiredLine(150, L.subject),
    message: requiredText(5000, L.message),
  });
  return { transportUpdate, partnerRequest, contactMessage };
}

/** The schemas of each edition: `SUBMISSION_SCHEMAS[locale].contactMessage`. */
export const SUBMISSION_SCHEMAS: Readonly<Record<Locale, ReturnType<typeof buildSchemas>>> = {
  en: buildSchemas("en", SUBMISSION_SCHEMA_TEXTS.en),
  id: buildSchemas("id", SUBMISSION_SCHEMA_TEXTS.id),
};

export const transportUpdateSchema = SUBMISSION_SCHEMAS.en.transportUpdate;
export type TransportUpdateInput = z.infer<typeof transportUpdateSchema>;
export const partnerRequestSchema = SUBMISSION_SCHEMAS.en.partnerRequest;
export type PartnerRequestInput = z.infer<typeof partnerRequestSchema>;
export const contactMessageSchema = SUBMISSION_SCHEMAS.en.contactMessage;
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
