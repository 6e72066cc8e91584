import type { OneOfRule, PublicFormTexts } from "~/components/form/Form.tsx";
import type { Toast } from "~/components/Toaster.tsx";
import { ROUTES_CHECKED_SINCE_YEAR } from "~/features/content/constants.ts";
import type { Locale } from "~/lib/locale.ts";
import type { RefusalAnswer } from "~/lib/refusal.ts";
import { BENEFIT_TEXTS } from "./partner-texts.ts";
import { formTexts, PARTNER_CONTACT_FIELD_ERROR, REQUIRED_FIELD_MESSAGE } from "./texts.ts";

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

export const CONTACT_REQUIRED = ["first_name", "last_name", "email", "subject", "message"] as const;

export type FieldErrors = Record<string, string>;

/** The texts a public form hands to the form script: its missing-fields toast, the field message, its failure. */
export const publicFormTexts = (missing: Toast, locale: Locale = "en"): PublicFormTexts => ({
  missing,
  requiredMessage: REQUIRED_FIELD_MESSAGE[locale],
  failure: { title: formTexts[locale].error.title, description: formTexts[locale].error.description ?? "" },
});

/** A partner request's contact: an email or a WhatsApp number (the server's rule and the form script's check). */
export const partnerContactRule = (locale: Locale): OneOfRule => ({
  fields: PARTNER_CONTACT_FIELDS,
  missing: formTexts[locale].partnerContactMissing,
  fieldError: PARTNER_CONTACT_FIELD_ERROR[locale],
});

export const PARTNER_CONTACT_RULE: OneOfRule = partnerContactRule("en");

/**
 * What a form action answers when it does not redirect: the form script's success (its toast), or a
 * refusal (ADR 0033: its toast, the field messages, and the submitted values to refill the form).
 */
export type FormActionData = { ok: true; toast: Toast } | RefusalAnswer;

/** The /partners benefits, with the counted figure of routes checked (texts: BENEFIT_TEXTS). */
export function partnerBenefits(checked: string | null, locale: Locale = "en") {
  const t = BENEFIT_TEXTS[locale];
  const counted = checked ? t.counted(checked, ROUTES_CHECKED_SINCE_YEAR) : "";
  return [
    { id: "reach", title: t.reach.title, text: t.reach.text },
    { id: "dated", title: t.dated.title, text: t.dated.text(counted) },
    { id: "direct", title: t.direct.title, text: t.direct.text },
  ] as const;
}
