import { FARE_KINDS } from "~/features/transport-data/constants.ts";
import type { Fare, Route } from "~/features/transport-data/types.ts";

/**
 * Route revisions are stored as JSON (ADR 0018); a revision saved before the data had fare kinds
 * and per-direction timetables (ADR 0026) lacks those fields. This fills them in as the record is
 * read, before the content schema checks it, so an old revision still loads: a fare without a kind
 * takes the kind of the same fare in the shipped data (same amounts, unit, date and label), else
 * "regular" (the kind every fare had before peak and tour were told apart); a timetable without
 * return departures has none; weekdays without return days sail back on the same days; a revision
 * saved before the Indonesian note (issue 31) has none (null), and one saved before the Indonesian
 * twins of its short texts takes the shipped ones (withTwin). Pure (no zod): the schema still
 * decides what is valid.
 */

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);

const sameFare = (stored: Loose, shipped: Fare) =>
  stored.minIdr === shipped.minIdr &&
  stored.maxIdr === shipped.maxIdr &&
  stored.unit === shipped.unit &&
  stored.asOf === shipped.asOf &&
  stored.label === shipped.label;

function normaliseFare(fare: unknown, shipped: readonly Fare[]): unknown {
  if (!isObject(fare) || (FARE_KINDS as readonly unknown[]).includes(fare.kind)) return fare;
  const match = shipped.find((f) => sameFare(fare, f));
  return { ...fare, kind: match?.kind ?? "regular" };
}

function normaliseFrequency(frequency: unknown): unknown {
  if (!isObject(frequency)) return frequency;
  const out: Loose = { ...frequency };
  if (!("returnDepartures" in out)) out.returnDepartures = [];
  if (out.kind === "weekdays" && !("returnDays" in out)) out.returnDays = null;
  return out;
}

/**
 * A revision saved before the data's short texts had Indonesian twins (a fare's label, a duration's
 * or a timetable's note) takes the shipped twin where its English is the shipped English, so an old
 * edit does not turn a translated text back into English; otherwise it has none.
 */
function withTwin(part: unknown, english: string, twin: string, shipped: Loose[]): unknown {
  if (!isObject(part) || twin in part) return part;
  const match = shipped.find((s) => s[english] === part[english] && typeof s[twin] === "string");
  return match ? { ...part, [twin]: match[twin] } : part;
}

/** A stored route record (already JSON-parsed) with the fields added since it was saved. */
export function normaliseStoredRoute(record: unknown, shipped?: Route): unknown {
  if (!isObject(record)) return record;
  const shippedFares = (shipped?.fares ?? []) as unknown as Loose[];
  const fares = Array.isArray(record.fares)
    ? record.fares.map((f) => withTwin(normaliseFare(f, shipped?.fares ?? []), "label", "labelId", shippedFares))
    : record.fares;
  const notesId = "notesId" in record ? record.notesId : null;
  const duration = withTwin(record.duration, "note", "noteId", shipped ? [shipped.duration] : []);
  const frequency = withTwin(
    normaliseFrequency(record.frequency),
    "note",
    "noteId",
    shipped ? [shipped.frequency] : [],
  );
  return { ...record, notesId, duration, fares, frequency };
}

/** Parses a stored route's JSON and normalises it; the shipped route of the same id helps with fare kinds. */
export function readStoredRoute(json: string, shippedById: (id: string) => Route | undefined): unknown {
  const record: unknown = JSON.parse(json);
  const id = isObject(record) && typeof record.id === "string" ? record.id : "";
  return normaliseStoredRoute(record, shippedById(id));
}
