import { z } from "zod";
import type { Toast } from "~/components/Toaster.tsx";
import { emailField, optionalLine, optionalText, plainText, trimmedText } from "~/features/newsletter/schema.ts";

/**
 * The transport update, partner and contact forms: rules shared by the pages (for field hints) and
 * the server (which enforces them). Texts are the specification's (sections 5 and 8).
 */

export const ROUTE_OPTIONS = [
  "Makassar - Manado",
  "Makassar - Gorontalo",
  "Makassar - Palu",
  "Manado - Gorontalo",
  "Gorontalo - Luwuk",
  "Luwuk - Ampana",
  "Ampana - Togean Islands",
  "Makassar - Bone",
  "Makassar - Watampone",
  "Manado - Tomohon",
  "Other route",
] as const;

/** Hidden field a hydrated form adds, so the action answers with data instead of a redirect. */
export const VIA_FETCHER = "fetcher";

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
  .transform((v) => (v === "" ? null : v));

export const transportUpdateSchema = z.object({
  name: requiredLine(100, "Name"),
  route: z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? "")
    .pipe(z.union([z.literal(""), z.enum(ROUTE_OPTIONS, { error: "Please choose a route from the list." })]))
    .refine((v) => v !== "", "Route is required."),
  travel_date: optionalDate,
  changes: requiredText(5000, "Changes"),
  price: optionalLine(100, "Price"),
  operator: optionalLine(100, "Operator"),
  evidence_url: optionalUrl("Evidence URL"),
});
export type TransportUpdateInput = z.infer<typeof transportUpdateSchema>;
export const TRANSPORT_UPDATE_REQUIRED = ["name", "route", "changes"] as const;

export const partnerRequestSchema = z.object({
  company: requiredLine(150, "Company name"),
  routes: requiredText(2000, "Routes served"),
  whatsapp: optionalLine(30, "WhatsApp number").refine(
    (v) => v === null || /^\+?[0-9][0-9 ()-]{5,28}$/.test(v),
    "WhatsApp number may contain only digits, spaces, dashes and a leading +.",
  ),
  pricing_link: optionalUrl("Pricing link"),
  notes: optionalText(5000, "Notes", { multiline: true }),
});
export type PartnerRequestInput = z.infer<typeof partnerRequestSchema>;
export const PARTNER_REQUIRED = ["company", "routes"] as const;

export const contactMessageSchema = z.object({
  first_name: requiredLine(60, "First name"),
  last_name: requiredLine(60, "Last name"),
  email: emailField,
  subject: requiredLine(150, "Subject"),
  message: requiredText(5000, "Message"),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
export const CONTACT_REQUIRED = ["first_name", "last_name", "email", "subject", "message"] as const;

export const formTexts = {
  updateMissing: {
    title: "Missing Information",
    description: "Please fill in all required fields.",
    variant: "destructive",
  },
  updateSuccess: {
    title: "Update submitted successfully!",
    description: "Thank you for helping fellow travelers. We'll review your update and publish it within 24 hours.",
  },
  partnerMissing: {
    title: "Missing Information",
    description: "Please fill in company name and routes served.",
    variant: "destructive",
  },
  partnerSuccess: {
    title: "Partnership request submitted!",
    description: "Thank you for your interest. We'll contact you within 48 hours.",
  },
  contactMissing: { title: "Missing Information", description: "Please fill in all fields.", variant: "destructive" },
  contactSuccess: {
    title: "Message sent!",
    description: "Thanks for getting in touch. We'll get back to you within 24 hours.",
  },
  invalid: {
    title: "Please check the form",
    description: "Some answers need a correction: see the marked fields.",
    variant: "destructive",
  },
  error: { title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" },
} satisfies Record<string, Toast>;

export const SUBMITTING_TEXT = "Submitting...";

export type FieldErrors = Record<string, string>;

/** What a form action answers when it does not redirect. */
export type FormActionData = {
  ok: boolean;
  toast?: Toast;
  fieldErrors?: FieldErrors;
  /** The submitted values, to refill the form without JavaScript. */
  values?: Record<string, string>;
};
