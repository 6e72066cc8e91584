import { ROUTE_FIELD_LABELS, ROUTE_FIELD_TEXTS } from "~/features/route-edits/texts.ts";
import { labelOf, type PlaceLookup } from "~/features/transport/queries.ts";
import {
  formatClosedMonths,
  formatDuration,
  formatFares,
  formatFrequency,
  formatMonth,
  formatOperators,
} from "~/features/transport-data/format.ts";
import { MODE_TEXTS, SOURCE_KIND_TEXTS, STATUS_TEXT } from "~/features/transport-data/texts.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { formatCalendarDay } from "~/lib/format.ts";
import type { Locale } from "~/lib/locale.ts";
import { VALUE_TEXT } from "./texts.ts";

/** Every field of a route a change can touch (all but its id), named as the admin's form names it. */
export type ChangeField = keyof typeof ROUTE_FIELD_LABELS;

/**
 * What a revision of a route changed, field by field, in the words the transport pages use (pure:
 * unit tested). Values are compared as a visitor reads them, so a change that reads the same (a
 * citation behind the source, the order of equal fares) is not listed. Nothing here knows who made
 * the change: a revision's view carries no person.
 */

/** One changed field: its label and its value before and after, as text (null: there was none). */
export type FieldChange = { field: ChangeField; label: string; before: string | null; after: string | null };

/** Every field of a route as a visitor reads it. */
export function routeFieldTexts(r: Route, places: PlaceLookup, locale: Locale = "en"): Record<ChangeField, string> {
  const values = VALUE_TEXT[locale];
  const from = labelOf(places, r.from, locale);
  const to = labelOf(places, r.to, locale);
  return {
    status:
      r.status.state === "active"
        ? values.running
        : STATUS_TEXT[locale].discontinued(formatMonth(r.status.since, locale)),
    mode: MODE_TEXTS[locale][r.mode],
    from,
    to,
    via: r.via.length > 0 ? r.via.map((v) => labelOf(places, v, locale)).join(", ") : values.none,
    bidirectional: r.bidirectional ? values.bothWays : values.oneWay,
    duration: formatDuration(r.duration, locale),
    fares: formatFares(r.fares, locale).join("; "),
    frequency: formatFrequency(r.frequency, { from, to }, locale),
    operators: formatOperators(r.operators, locale),
    closedMonths: formatClosedMonths(r.closedMonths, locale) ?? values.everyMonth,
    unverified: r.unverified ? values.flagged : values.notFlagged,
    notes: r.notes ?? values.none,
    notesId: r.notesId ?? values.none,
    lastChecked: formatCalendarDay(locale, r.lastChecked.slice(0, 10)),
    source: SOURCE_KIND_TEXTS[locale][r.source.kind],
  };
}

const FIELDS = Object.keys(ROUTE_FIELD_LABELS) as ChangeField[];

/**
 * The fields that differ between two versions of a route, in ROUTE_FIELD_LABELS order. A route that did
 * not exist before (`before` null) lists every field that has a value.
 */
export function routeChanges(
  before: Route | null,
  after: Route,
  places: PlaceLookup,
  locale: Locale = "en",
): FieldChange[] {
  const next = routeFieldTexts(after, places, locale);
  const prev = before ? routeFieldTexts(before, places, locale) : null;
  const labels = ROUTE_FIELD_TEXTS[locale];
  return FIELDS.filter((f) => prev === null || prev[f] !== next[f])
    .filter((f) => prev !== null || next[f] !== VALUE_TEXT[locale].none)
    .map((f) => ({ field: f, label: labels[f], before: prev ? prev[f] : null, after: next[f] }));
}

/** Fields every save touches: a change of only these is a check that found nothing new. */
const CHECK_FIELDS: readonly ChangeField[] = ["lastChecked", "source"];

/**
 * "price, frequency" for a list or a feed: the changed fields a traveller acts on, or null when only
 * the check itself changed (its date or source).
 */
export function changedFieldsText(changes: readonly FieldChange[]): string | null {
  const fields = changes.filter((c) => !CHECK_FIELDS.includes(c.field)).map((c) => c.label.toLowerCase());
  return fields.length > 0 ? fields.join(", ") : null;
}
