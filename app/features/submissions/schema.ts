import { z } from "zod";
import { emailField, optionalLine, optionalText, plainText, trimmedText } from "~/features/newsletter/schema.ts";
import { sulawesiToday } from "~/lib/sulawesi-date.ts";
import { isRouteOption } from "./route-options.server.ts";
import { PARTNER_CONTACT_FIELD_ERROR, TRAVEL_DATE_FUTURE_ERROR } from "./texts.ts";

/**
 * The transport update, partner and contact forms' schemas, enforced by the server. Route options,
 * required fields and texts the pages need too: constants.ts (no zod).
 */

const requiredLine = (max: number, label: string) => trimmedText(max, label, { required: true });
const requiredText = (max: number, label: string) => trimmedText(max, label, { multiline: true, required: true });

/** An http(s) address or nothing (null). */
const optionalUrl = (label: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? "")
    .pipe(plainText(label, { multiline: false }))
    .pipe(
      z.union([
        z.literal(""),
        z
          .string()
          .max(2000, `${label} must be at most 2000 characters.`)
          .pipe(
            z.url({
              protocol: /^https?$/,
              hostname: z.regexes.domain,
              error: `${label} must be a web address starting with http:// or https://.`,
            }),
          ),
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
  }, "Travel date must be a real date (YYYY-MM-DD).")
  // A report of a trip not yet made; approved and applied, it would date the route's facts ahead.
  .refine((v) => v === "" || v <= sulawesiToday(), TRAVEL_DATE_FUTURE_ERROR)
  .transform((v) => (v === "" ? null : v));

export const transportUpdateSchema = z.object({
  name: requiredLine(100, "Name"),
  route: z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? "")
    .refine((v) => v !== "", "Route is required.")
    .refine((v) => v === "" || isRouteOption(v), "Please choose a route from the list."),
  travel_date: optionalDate,
  changes: requiredText(5000, "Changes"),
  price: optionalLine(100, "Price"),
  operator: optionalLine(100, "Operator"),
  evidence_url: optionalUrl("Evidence URL"),
});
export type TransportUpdateInput = z.infer<typeof transportUpdateSchema>;

/** An email address (trimmed, lower-cased) or nothing (null). */
const optionalEmail = z
  .string()
  .optional()
  .transform((v) => v?.trim() ?? "")
  .pipe(z.union([z.literal(""), emailField]))
  .transform((v) => (v === "" ? null : v));

export const partnerRequestSchema = z
  .object({
    company: requiredLine(150, "Company name"),
    routes: requiredText(2000, "Routes served"),
    email: optionalEmail,
    whatsapp: optionalLine(30, "WhatsApp number").refine(
      (v) => v === null || /^\+?[0-9][0-9 ()-]{5,28}$/.test(v),
      "WhatsApp number may contain only digits, spaces, dashes and a leading +.",
    ),
    pricing_link: optionalUrl("Pricing link"),
    notes: optionalText(5000, "Notes", { multiline: true }),
  })
  // The form's action answers a request with neither first (formTexts.partnerContactMissing); this keeps
  // the rule true for every other caller of the schema too.
  .refine((v) => v.email !== null || v.whatsapp !== null, { path: ["email"], message: PARTNER_CONTACT_FIELD_ERROR });
export type PartnerRequestInput = z.infer<typeof partnerRequestSchema>;

export const contactMessageSchema = z.object({
  first_name: requiredLine(60, "First name"),
  last_name: requiredLine(60, "Last name"),
  email: emailField,
  subject: requiredLine(150, "Subject"),
  message: requiredText(5000, "Message"),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
