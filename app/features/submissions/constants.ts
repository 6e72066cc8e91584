import type { OneOfRule, PublicFormTexts } from "~/components/form/Form.tsx";
import type { Toast } from "~/components/Toaster.tsx";
import { ROUTES_CHECKED_SINCE_YEAR } from "~/features/guide/constants.ts";

/**
 * The transport update, partner and contact forms: route options, required fields and texts shared
 * by the pages and the server. Texts are the specification's (sections 5 and 8). No zod here, so the
 * forms stay small in the browser (the schemas, which the server enforces: schema.ts).
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

/** The spec's "Other route", always the last choice. */
export const OTHER_ROUTE = "Other route";

/** Headings of the route list's groups: the spec's routes first, then every route the site lists, by mode. */
export const ROUTE_GROUP_LABELS = {
  common: "Common routes",
  flights: "Flights",
  ferries: "Ferries and boats",
  overland: "Overland",
} as const;

/** One choice of the update form's route list; `value` is what is stored (readable in the dashboard and CSV). */
export type RouteOption = { value: string; label: string };
export type RouteOptionGroup = { label: string; options: RouteOption[] };

/** Hidden field the form script adds (app/enhance/forms.js), so the action answers with the toast instead of a redirect. */
export const VIA_FETCHER = "fetcher";

export const TRANSPORT_UPDATE_REQUIRED = ["name", "route", "changes"] as const;
export const PARTNER_REQUIRED = ["company", "routes"] as const;
/**
 * A partner request needs a way to reach the operator (issue 19 point 4): at least one of these.
 * Checked by the server after the spec's required fields; the page marks both fields with the hint.
 */
export const PARTNER_CONTACT_FIELDS = ["email", "whatsapp"] as const;
export const PARTNER_CONTACT_HINT = "An email address or a WhatsApp number: at least one, so we can reach you.";
export const PARTNER_CONTACT_FIELD_ERROR = "Please give an email address or a WhatsApp number.";

/** A travel date after today in Sulawesi (WITA) is refused: "last checked" may come from it. */
export const TRAVEL_DATE_FUTURE_ERROR =
  "Travel date can't be in the future. Enter the day you made the trip (today or earlier).";

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
  partnerContactMissing: {
    title: "How can we reach you?",
    description: "Please give an email address or a WhatsApp number, so we can contact you about your request.",
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

/** Above the update and partner forms (issue 28: it read "Fields marked * as required are required." without styles). */
export const REQUIRED_FIELDS_NOTE = "Fields marked with an asterisk (*) are required.";

/** Under each required field left empty (the server's answer, and the form script's before sending). */
export const REQUIRED_FIELD_MESSAGE = "This field is required.";

export type FieldErrors = Record<string, string>;

/** The texts a public form hands to the form script: its missing-fields toast, the field message, its failure. */
export const publicFormTexts = (missing: Toast): PublicFormTexts => ({
  missing,
  requiredMessage: REQUIRED_FIELD_MESSAGE,
  failure: { title: formTexts.error.title, description: formTexts.error.description },
});

/** A partner request's contact: an email or a WhatsApp number (the server's rule and the form script's check). */
export const PARTNER_CONTACT_RULE: OneOfRule = {
  fields: PARTNER_CONTACT_FIELDS,
  missing: formTexts.partnerContactMissing,
  fieldError: PARTNER_CONTACT_FIELD_ERROR,
};

/** What a form action answers when it does not redirect. */
export type FormActionData = {
  ok: boolean;
  toast?: Toast;
  fieldErrors?: FieldErrors;
  /** The submitted values, to refill the form without JavaScript. */
  values?: Record<string, string>;
};

/** Labels of the /partners reach figures, each after its counted "N+" figure. */
export const PARTNER_REACH_LABELS = { partners: "partner operators", routes: "routes" } as const;

/**
 * The /partners benefits. The listing promise says what the data shows (issue 27 point 7): each fare
 * and timetable carries its date and source, and how many routes were checked since 2023 (`checked`,
 * the counted "N+" figure; null when nothing counts, and then no figure is claimed).
 */
export function partnerBenefits(checked: string | null) {
  const counted = checked
    ? ` ${checked} of the routes we list were checked against their sources since ${ROUTES_CHECKED_SINCE_YEAR}.`
    : "";
  return [
    {
      id: "reach",
      title: "Reach independent travelers",
      text: "Your routes appear where travelers plan their journeys across Sulawesi.",
    },
    {
      id: "dated",
      title: "Dated, sourced listings",
      text: `Every schedule and price we show carries the date it was seen and where it came from, so travelers know how fresh it is.${counted}`,
    },
    {
      id: "direct",
      title: "Direct bookings",
      text: "Travelers contact you directly on WhatsApp or through your own booking page.",
    },
  ] as const;
}

/** What happens after a partner request. The last step promises only what the site does: dated changes, kept in each route's history. */
export const PARTNER_NEXT_STEPS = [
  "We review your request and check your routes.",
  "We contact you within 48 hours on WhatsApp or by email.",
  "Together we set up your listing with routes, prices and schedules.",
  "Your listing goes live with the date we checked it. Send us changes and we check them; each change is dated in the route's history.",
] as const;
