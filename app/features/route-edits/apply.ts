import type { FormValues } from "./form.ts";
import { TRAVELLER_REPORT_LABEL } from "./texts.ts";

/**
 * "Apply to route" (issue 18 point 3): what an approved traveller's update reports, filled into the
 * route's form (pure; the server enforces the date and the source again when saving).
 */

export type AppliedUpdate = {
  id: string;
  route: string;
  /** YYYY-MM-DD or null. */
  travelDate: string | null;
  /** ISO timestamp of the approval. */
  reviewedAt: string | null;
  changes: string;
  price: string | null;
  operator: string | null;
};

/** A stored update (transport_updates row) as the form uses it: no submitter name or contact. */
export function appliedUpdateFrom(row: {
  id: string;
  route: string;
  travel_date: string | null;
  reviewed_at: string | null;
  changes: string;
  price: string | null;
  operator: string | null;
}): AppliedUpdate {
  return {
    id: row.id,
    route: row.route,
    travelDate: row.travel_date,
    reviewedAt: row.reviewed_at,
    changes: row.changes,
    price: row.price,
    operator: row.operator,
  };
}

/**
 * The day the update vouches for (YYYY-MM-DD): the travel date, or the approval date when the
 * traveller gave none. A travel date after `today` (the form refuses one since issue 26; older rows
 * may hold one) vouches for no trip at all, so the approval date stands in for it.
 */
export function checkedDateOf(update: Pick<AppliedUpdate, "travelDate" | "reviewedAt">, today: string): string {
  if (update.travelDate && update.travelDate <= today) return update.travelDate;
  const approved = update.reviewedAt?.slice(0, 10);
  return approved && approved <= today ? approved : today;
}

/**
 * "Last checked" suggested when an update is applied: the update's day, unless the route was checked
 * later (then that later day stays: an older report never moves the route's check back).
 */
export function suggestedLastChecked(current: string | undefined, updateDate: string, today: string): string {
  return current && current > updateDate && current <= today ? current : updateDate;
}

/** The citation a save from a traveller's update adds (no name, no contact). */
export const travellerRef = (date: string) => `traveller report ${date}`;

const SUFFIX: Record<string, number> = { k: 1000, rb: 1000, ribu: 1000, jt: 1_000_000, juta: 1_000_000, m: 1_000_000 };

/** "Rp150k" → 150000, "Rp 1.2 jt" → 1200000, "150.000" → 150000, "IDR 85,000" → 85000; null otherwise. */
export function parseIdr(text: string | null): number | null {
  if (!text) return null;
  const m = /(\d[\d.,]*)\s*(k|rb|ribu|jt|juta|m)?\b/i.exec(text.replace(/\s+/g, " "));
  if (!m) return null;
  const raw = m[1]!;
  const suffix = m[2]?.toLowerCase();
  // "150.000" and "150,000" are thousands separators; "1.2" before a suffix is a decimal.
  const value =
    suffix && /^\d+[.,]\d{1,2}$/.test(raw) ? Number(raw.replace(",", ".")) : Number(raw.replace(/[.,]/g, ""));
  const amount = Math.round(value * (suffix ? (SUFFIX[suffix] ?? 1) : 1));
  return Number.isFinite(amount) && amount >= 1 && amount <= 100_000_000 ? amount : null;
}

/** The route's form values with what the update reports filled in. */
export function prefillFromUpdate(values: FormValues, update: AppliedUpdate, today: string): FormValues {
  const date = checkedDateOf(update, today);
  const lastChecked = suggestedLastChecked(values.lastChecked, date, today);
  const out: FormValues = { ...values, lastChecked, "source.kind": "traveller-report" };
  const refs = (values["source.refs"] ?? "").split("\n").filter((r) => r.trim() !== "");
  if (!refs.includes(travellerRef(date))) out["source.refs"] = [...refs, travellerRef(date)].join("\n");
  const operator = update.operator?.trim();
  const operators = (values.operators ?? "").split("\n").filter((o) => o.trim() !== "");
  if (operator && !operators.some((o) => o.toLowerCase() === operator.toLowerCase())) {
    out.operators = [...operators, operator].join("\n");
  }
  const amount = parseIdr(update.price);
  if (amount !== null) {
    // The reported fare goes in the first blank row, dated with the travel month.
    const count = Number(values.fareCount ?? 0) || 0;
    const blank = Array.from({ length: count }, (_, i) => i).find(
      (i) => !values[`fares.${i}.minIdr`] && !values[`fares.${i}.maxIdr`],
    );
    const i = blank ?? count;
    Object.assign(out, {
      fareCount: String(blank === undefined ? count + 1 : count),
      [`fares.${i}.minIdr`]: String(amount),
      [`fares.${i}.maxIdr`]: String(amount),
      [`fares.${i}.kind`]: "regular",
      [`fares.${i}.unit`]: "seat",
      [`fares.${i}.trip`]: "one-way",
      [`fares.${i}.asOf`]: date.slice(0, 7),
      [`fares.${i}.label`]: TRAVELLER_REPORT_LABEL.en,
      [`fares.${i}.labelId`]: TRAVELLER_REPORT_LABEL.id,
    });
  }
  return out;
}
