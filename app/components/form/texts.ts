/** The form kit's own texts (the fields and messages bring theirs from each feature's texts module). */

import { defineTexts, type Locale } from "~/lib/locale.ts";

/** The label of the honeypot field (people never see or reach it; a bot that reads labels does). */
export const HONEYPOT_LABEL = /* @__PURE__ */ defineTexts({
  en: "Leave this field empty",
  id: "Biarkan kolom ini kosong",
});

/** The honeypot field of every public form: people never see or fill it, many bots do. */
export const HONEYPOT_FIELD = "website";

/**
 * How long to wait before trying again, in the page's language: "30 seconds", "1 minute", "2 hours";
 * "30 detik", "1 menit", "2 jam" (the English is lib/rate-limit.server.ts's waitDescription).
 */
export function waitIn(seconds: number, locale: Locale): string {
  const s = Math.max(1, Math.ceil(seconds));
  const m = Math.ceil(s / 60);
  const h = Math.ceil(m / 60);
  if (locale === "id") return s < 60 ? `${s} detik` : m < 120 ? `${m} menit` : `${h} jam`;
  if (s < 60) return `${s} ${s === 1 ? "second" : "seconds"}`;
  if (m < 120) return `${m} ${m === 1 ? "minute" : "minutes"}`;
  return `${h} hours`;
}
