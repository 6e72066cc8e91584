import type { OneOfRule, PublicFormTexts } from "~/components/form/Form.tsx";
import type { Toast } from "~/components/Toaster.tsx";
import { ROUTES_CHECKED_SINCE_YEAR } from "~/features/content/constants.ts";
import { defineTexts, type Locale } from "~/lib/locale.ts";
import type { RefusalAnswer } from "~/lib/refusal.ts";
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

/**
 * The /partners benefits. The listing promise says what the data shows (issue 27 point 7): each fare
 * and timetable carries its date and source, and how many routes were checked since 2023 (`checked`,
 * the counted "N+" figure; null when nothing counts, and then no figure is claimed).
 */
const BENEFIT_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    counted: (checked: string, since: number) =>
      ` ${checked} of the routes we list were checked against their sources since ${since}.`,
    reach: {
      title: "Reach independent travelers",
      text: "Your routes appear where travelers plan their journeys across Sulawesi.",
    },
    dated: {
      title: "Dated, sourced listings",
      text: (counted: string) =>
        `Every schedule and price we show carries the date it was seen and where it came from, so travelers know how fresh it is.${counted}`,
    },
    direct: {
      title: "Direct bookings",
      text: "Travelers contact you directly on WhatsApp or through your own booking page.",
    },
  },
  id: {
    counted: (checked: string, since: number) =>
      ` ${checked} rute yang kami cantumkan sudah dicocokkan dengan sumbernya sejak ${since}.`,
    reach: {
      title: "Menjangkau pelancong mandiri",
      text: "Rute Anda tampil di tempat pelancong merencanakan perjalanan mereka keliling Sulawesi.",
    },
    dated: {
      title: "Daftar bertanggal dan bersumber",
      text: (counted: string) =>
        `Setiap jadwal dan harga yang kami tampilkan mencantumkan tanggal dilihat dan asal sumbernya, jadi pelancong tahu seberapa baru informasinya.${counted}`,
    },
    direct: {
      title: "Pemesanan langsung",
      text: "Pelancong menghubungi Anda langsung lewat WhatsApp atau halaman pemesanan Anda sendiri.",
    },
  },
});

export function partnerBenefits(checked: string | null, locale: Locale = "en") {
  const t = BENEFIT_TEXTS[locale];
  const counted = checked ? t.counted(checked, ROUTES_CHECKED_SINCE_YEAR) : "";
  return [
    { id: "reach", title: t.reach.title, text: t.reach.text },
    { id: "dated", title: t.dated.title, text: t.dated.text(counted) },
    { id: "direct", title: t.direct.title, text: t.direct.text },
  ] as const;
}

/** What happens after a partner request. The last step promises only what the site does: dated changes, kept in each route's history. */
export const PARTNER_NEXT_STEPS = /* @__PURE__ */ defineTexts<readonly string[]>({
  en: [
    "We review your request and check your routes.",
    "We contact you within 48 hours on WhatsApp or by email.",
    "Together we set up your listing with routes, prices and schedules.",
    "Your listing goes live with the date we checked it. Send us changes and we check them; each change is dated in the route's history.",
  ],
  id: [
    "Kami meninjau permintaan Anda dan memeriksa rute-rute Anda.",
    "Kami menghubungi Anda dalam 48 jam lewat WhatsApp atau email.",
    "Bersama-sama kami menyiapkan daftar Anda dengan rute, harga, dan jadwal.",
    "Daftar Anda tayang dengan tanggal kami memeriksanya. Kirimkan perubahan kepada kami dan kami akan memeriksanya; setiap perubahan diberi tanggal dalam riwayat rute.",
  ],
});
