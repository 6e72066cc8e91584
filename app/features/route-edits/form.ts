import { FREQUENCY_KINDS, WEEKDAYS } from "~/features/transport-data/constants.ts";
import type { Fare, Place, Route } from "~/features/transport-data/types.ts";

/**
 * The admin's route and place forms as flat fields, and back (pure, no zod: the page's bundle uses
 * it too). Field names are the paths the content schema reports errors at ("duration.minMinutes",
 * "fares.0.asOf", "frequency.perDay.min"), so each message lands next to its field. Lists are one
 * item per line (operators, departures, citations) or comma-separated ids (via). A blank number is
 * null (unknown); anything else that is not a number is passed on as text for the schema to refuse.
 */

export type FormValues = Record<string, string>;

/** Fare rows the form shows: the route's fares plus blank ones to add. */
export const EXTRA_FARE_ROWS = 1;
export const MAX_FARE_ROWS = 12;

const FARE_KEYS = ["minIdr", "maxIdr", "kind", "unit", "trip", "asOf", "approximate", "label", "labelId"] as const;

const str = (v: number | string | null | undefined) => (v === null || v === undefined ? "" : String(v));
const lines = (list: readonly string[]) => list.join("\n");

function fareValues(fares: readonly Fare[]): FormValues {
  const out: FormValues = { fareCount: String(Math.min(MAX_FARE_ROWS, fares.length + EXTRA_FARE_ROWS)) };
  fares.slice(0, MAX_FARE_ROWS).forEach((f, i) => {
    out[`fares.${i}.minIdr`] = str(f.minIdr);
    out[`fares.${i}.maxIdr`] = str(f.maxIdr);
    out[`fares.${i}.kind`] = f.kind;
    out[`fares.${i}.unit`] = f.unit;
    out[`fares.${i}.trip`] = f.trip;
    out[`fares.${i}.asOf`] = f.asOf;
    out[`fares.${i}.approximate`] = f.approximate ? "1" : "";
    out[`fares.${i}.label`] = str(f.label);
    out[`fares.${i}.labelId`] = str(f.labelId);
  });
  return out;
}

/** A route as the form's initial values. */
export function routeToForm(r: Route): FormValues {
  const f = r.frequency;
  return {
    id: r.id,
    mode: r.mode,
    from: r.from,
    to: r.to,
    via: r.via.join(", "),
    bidirectional: r.bidirectional ? "1" : "",
    "duration.minMinutes": str(r.duration.minMinutes),
    "duration.maxMinutes": str(r.duration.maxMinutes),
    "duration.note": str(r.duration.note),
    "duration.noteId": str(r.duration.noteId),
    ...fareValues(r.fares),
    "frequency.kind": f.kind,
    "frequency.perDay.min": f.kind === "daily" ? str(f.perDay?.min) : "",
    "frequency.perDay.max": f.kind === "daily" ? str(f.perDay?.max) : "",
    "frequency.perWeek.min": f.kind === "weekly" ? str(f.perWeek.min) : "",
    "frequency.perWeek.max": f.kind === "weekly" ? str(f.perWeek.max) : "",
    "frequency.days": f.kind === "weekdays" ? f.days.join(",") : "",
    "frequency.returnDays": f.kind === "weekdays" && f.returnDays ? f.returnDays.join(",") : "",
    "frequency.everyDays": f.kind === "every-n-days" ? String(f.everyDays) : "",
    "frequency.departures": f.departures.join(", "),
    "frequency.returnDepartures": f.returnDepartures.join(", "),
    "frequency.asOf": str(f.asOf),
    "frequency.note": str(f.note),
    "frequency.noteId": str(f.noteId),
    operators: lines(r.operators),
    notes: str(r.notes),
    notesId: str(r.notesId),
    closedMonths: r.closedMonths.join(","),
    unverified: r.unverified ? "1" : "",
    "status.state": r.status.state,
    "status.since": r.status.state === "discontinued" ? r.status.since : "",
    lastChecked: r.lastChecked,
    "source.kind": r.source.kind,
    "source.refs": lines(r.source.refs),
  };
}

/** "" → null, "12" → 12, "12k" → "12k" (the schema says it is not a number). */
function num(v: string | undefined): number | string | null {
  const t = (v ?? "").trim().replaceAll(",", "").replaceAll("_", "");
  if (t === "") return null;
  return /^-?\d+(?:\.\d+)?$/.test(t) ? Number(t) : t;
}
const text = (v: string | undefined) => ((v ?? "").trim() === "" ? null : (v ?? "").trim());
const flag = (v: string | undefined) => v === "1" || v === "on";
const splitList = (v: string | undefined, sep: RegExp) =>
  (v ?? "")
    .split(sep)
    .map((s) => s.trim())
    .filter((s) => s !== "");

function faresFrom(v: FormValues): unknown[] {
  const count = Math.min(MAX_FARE_ROWS, Math.max(0, Number(v.fareCount ?? 0) || 0));
  const fares: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const at = (k: (typeof FARE_KEYS)[number]) => v[`fares.${i}.${k}`];
    if (flag(v[`fares.${i}.remove`])) continue;
    // A row left blank is no fare.
    if ([at("minIdr"), at("maxIdr"), at("asOf"), at("label"), at("labelId")].every((x) => (x ?? "").trim() === ""))
      continue;
    fares.push({
      minIdr: num(at("minIdr")),
      maxIdr: num(at("maxIdr")),
      kind: at("kind") ?? "",
      unit: at("unit") ?? "",
      trip: at("trip") ?? "",
      asOf: (at("asOf") ?? "").trim(),
      approximate: flag(at("approximate")),
      label: text(at("label")),
      labelId: text(at("labelId")),
    });
  }
  return fares;
}

function range(v: FormValues, key: "perDay" | "perWeek") {
  const min = num(v[`frequency.${key}.min`]);
  const max = num(v[`frequency.${key}.max`]);
  return min === null && max === null ? null : { min, max };
}

function frequencyFrom(v: FormValues): unknown {
  const kind = (FREQUENCY_KINDS as readonly string[]).includes(v["frequency.kind"] ?? "")
    ? v["frequency.kind"]
    : "unknown";
  const common = {
    departures: splitList(v["frequency.departures"], /[\s,]+/),
    returnDepartures: splitList(v["frequency.returnDepartures"], /[\s,]+/),
    asOf: text(v["frequency.asOf"]),
    note: text(v["frequency.note"]),
    noteId: text(v["frequency.noteId"]),
  };
  const weekdays = (key: string) => splitList(v[key], /[\s,]+/).filter((d) => WEEKDAYS.includes(d as never));
  switch (kind) {
    case "daily":
      return { kind, perDay: range(v, "perDay"), ...common };
    case "weekly":
      return { kind, perWeek: range(v, "perWeek"), ...common };
    case "weekdays":
      return {
        kind,
        days: weekdays("frequency.days"),
        // Blank: the return sails on the same days.
        returnDays: weekdays("frequency.returnDays").length > 0 ? weekdays("frequency.returnDays") : null,
        ...common,
      };
    case "every-n-days":
      return { kind, everyDays: num(v["frequency.everyDays"]), ...common };
    default:
      return { kind, ...common };
  }
}

/** The form's fields as a route candidate for the content schema (which decides what is valid). */
export function routeFromForm(v: FormValues): unknown {
  const state = v["status.state"] === "discontinued" ? "discontinued" : "active";
  return {
    id: (v.id ?? "").trim(),
    mode: v.mode ?? "",
    from: (v.from ?? "").trim(),
    to: (v.to ?? "").trim(),
    via: splitList(v.via, /[\s,]+/),
    bidirectional: flag(v.bidirectional),
    duration: {
      minMinutes: num(v["duration.minMinutes"]),
      maxMinutes: num(v["duration.maxMinutes"]),
      note: text(v["duration.note"]),
      noteId: text(v["duration.noteId"]),
    },
    fares: faresFrom(v),
    frequency: frequencyFrom(v),
    operators: splitList(v.operators, /\n/),
    notes: text(v.notes),
    notesId: text(v.notesId),
    closedMonths: splitList(v.closedMonths, /[\s,]+/).map((m) => num(m)),
    unverified: flag(v.unverified),
    status: state === "discontinued" ? { state, since: (v["status.since"] ?? "").trim() } : { state },
    lastChecked: (v.lastChecked ?? "").trim(),
    source: { kind: v["source.kind"] ?? "", refs: splitList(v["source.refs"], /\n/) },
  };
}

/** The add-a-place form's fields as a place candidate. */
export function placeFromForm(v: FormValues): unknown {
  const lat = num(v["coordinates.lat"]);
  const lon = num(v["coordinates.lon"]);
  const hasPoint = lat !== null || lon !== null || text(v["coordinates.source"]) !== null;
  return {
    id: (v.id ?? "").trim(),
    name: (v.name ?? "").trim(),
    localName: text(v.localName),
    kind: v.kind ?? "",
    region: text(v.region),
    code: text(v.code),
    coordinates: hasPoint
      ? { lat, lon, approximate: flag(v["coordinates.approximate"]), source: (v["coordinates.source"] ?? "").trim() }
      : null,
    partOf: text(v.partOf),
    destinations: splitList(v.destinations, /[\s,]+/),
    hubs: splitList(v.hubs, /[\s,]+/),
    notes: text(v.notes),
  } satisfies Record<keyof Place, unknown>;
}

/** The message for a field: its own, or the first of anything under it ("operators.2" → operators). */
export function errorFor(errors: Record<string, string> | undefined, name: string): string | undefined {
  if (!errors) return undefined;
  if (errors[name]) return errors[name];
  const key = Object.keys(errors).find((k) => k.startsWith(`${name}.`));
  return key ? errors[key] : undefined;
}
