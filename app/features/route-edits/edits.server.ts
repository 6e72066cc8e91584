import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { SourceKind } from "~/features/transport-data/constants.ts";
import {
  baselinePlaces,
  baselineRoutes,
  knownPages,
  referencedRouteIds,
} from "~/features/transport-data/data.server.ts";
import { place as placeSchema, route as routeSchema } from "~/features/transport-data/schema.ts";
import type { Place, Route } from "~/features/transport-data/types.ts";
import type { Database } from "~/lib/db/schema.ts";
import { formatCalendarDay } from "~/lib/format.ts";
import { sulawesiToday } from "~/lib/sulawesi-date.ts";
import type { RouteChangeKind } from "./constants.ts";
import { changedFields } from "./freshness.ts";
import { latestRevisionRows } from "./merged.server.ts";
import { readStoredRoute } from "./stored.ts";
import { ROUTE_SAVE_TEXT } from "./texts.ts";

/**
 * Saving the operator's changes (ADR 0018). Each function runs inside the caller's transaction (the
 * admin's audited one), validates with the content's own zod schemas plus the references, and
 * answers what happened; nothing is written unless everything is valid. Optimistic concurrency: a
 * route save names the revision its form was loaded from and inserts the next one; UNIQUE (route_id,
 * revision) lets only one of two saves from the same revision commit (ON CONFLICT DO NOTHING, so
 * the loser learns it without an error aborting the transaction).
 */

type Trx = Transaction<Database> | Kysely<Database>;

/** Field path ("fares.0.minIdr") to its message. */
export type FieldErrors = Record<string, string>;

export type SaveOutcome<T> =
  | { kind: "saved"; value: T }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "conflict"; current: number }
  | { kind: "not-found" };

/** What a revision row records besides the route itself. */
export type RevisionMeta = {
  source: SourceKind;
  actorId: string;
  /** The approved traveller's update this save applies, if any. */
  updateId?: string | null;
  now: Date;
};

function zodErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The current places and routes as this transaction sees them (shipped data plus stored changes). */
async function currentData(trx: Trx) {
  const [added, latest] = await Promise.all([
    trx.selectFrom("place_additions").select(["place_id"]).execute(),
    latestRevisionRows(trx as Kysely<Database>),
  ]);
  const placeIds = new Set([...baselinePlaces.map((p) => p.id), ...added.map((r) => r.place_id)]);
  const routes = new Map<string, { route: Route; revision: number }>(
    baselineRoutes.map((r) => [r.id, { route: r, revision: 0 }]),
  );
  for (const row of latest)
    routes.set(row.route_id, {
      route: readStoredRoute(row.record, (id) => baselineRoutes.find((r) => r.id === id)) as Route,
      revision: row.revision,
    });
  return { placeIds, routes };
}

function referenceErrors(r: Route, placeIds: Set<string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ["from", "to"] as const) {
    if (!placeIds.has(r[field])) errors[field] = ROUTE_SAVE_TEXT.unknownPlace(r[field]);
  }
  const badVia = r.via.find((v) => !placeIds.has(v));
  if (badVia) errors.via = ROUTE_SAVE_TEXT.unknownPlace(badVia);
  return errors;
}

/**
 * "Last checked" never moves back (issue 26): a save may keep the route's date or move it later. A
 * stored date after today (possible only before the schema refused one) may be corrected to any day.
 */
function checkMovedBack(previous: Route | null, next: Route, now: Date): string | null {
  if (!previous || next.lastChecked >= previous.lastChecked) return null;
  if (previous.lastChecked > sulawesiToday(now)) return null;
  return ROUTE_SAVE_TEXT.checkedBackwards(formatCalendarDay("en", previous.lastChecked));
}

export type SavedRevision = {
  id: string;
  revision: number;
  route: Route;
  change: RouteChangeKind;
  previous: Route | null;
};

/**
 * Saves a route: `baseRevision` is the revision the form was loaded from (0: the shipped data), or
 * null for a new route. The record's lastChecked and source.kind are taken as given (the caller sets
 * them from the form or from the applied update).
 */
export async function saveRoute(
  trx: Trx,
  input: unknown,
  baseRevision: number | null,
  meta: RevisionMeta,
): Promise<SaveOutcome<SavedRevision>> {
  const parsed = routeSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", errors: zodErrors(parsed.error.issues) };
  const next = parsed.data;
  const { placeIds, routes } = await currentData(trx);
  const refs = referenceErrors(next, placeIds);
  if (Object.keys(refs).length > 0) return { kind: "invalid", errors: refs };
  const existing = routes.get(next.id);
  if (baseRevision === null && existing) return { kind: "invalid", errors: { id: ROUTE_SAVE_TEXT.routeExists } };
  if (baseRevision !== null && !existing) return { kind: "not-found" };
  if (existing && existing.revision !== baseRevision) return { kind: "conflict", current: existing.revision };
  const previous = existing?.route ?? null;
  const backwards = checkMovedBack(previous, next, meta.now);
  if (backwards) return { kind: "invalid", errors: { lastChecked: backwards } };
  if (previous && referencedRouteIds.has(next.id) && previous.mode !== next.mode) {
    return {
      kind: "invalid",
      errors: { mode: "The hub cards and the printable guide name this route: its mode stays." },
    };
  }
  const change: RouteChangeKind = !previous
    ? "create"
    : next.status.state === "discontinued" && previous.status.state !== "discontinued"
      ? "discontinue"
      : "edit";
  const revision = (baseRevision ?? 0) + 1;
  const id = randomUUID();
  const inserted = await trx
    .insertInto("route_revisions")
    .values({
      id,
      route_id: next.id,
      revision,
      change,
      source: meta.source,
      last_checked: next.lastChecked,
      record: JSON.stringify(next),
      previous: previous ? JSON.stringify(previous) : null,
      changed_fields: JSON.stringify(changedFields(previous, next)),
      update_id: meta.updateId ?? null,
      actor_id: meta.actorId,
      created_at: meta.now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["route_id", "revision"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  // Another save from the same revision committed first.
  if (!inserted) return { kind: "conflict", current: revision };
  return { kind: "saved", value: { id, revision, route: next, change, previous } };
}

/** Adds a place (its id must be new; coordinates only with their source, as the schema requires). */
export async function addPlace(
  trx: Trx,
  input: unknown,
  meta: Omit<RevisionMeta, "updateId">,
): Promise<SaveOutcome<Place>> {
  const parsed = placeSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", errors: zodErrors(parsed.error.issues) };
  const p = parsed.data;
  const { placeIds } = await currentData(trx);
  if (placeIds.has(p.id)) return { kind: "invalid", errors: { id: ROUTE_SAVE_TEXT.placeExists } };
  if (p.partOf !== null && !placeIds.has(p.partOf)) {
    return { kind: "invalid", errors: { partOf: ROUTE_SAVE_TEXT.unknownPlace(p.partOf) } };
  }
  const badDestination = p.destinations.find((d) => !knownPages.destinations.includes(d));
  if (badDestination) return { kind: "invalid", errors: { destinations: `Unknown destination "${badDestination}"` } };
  const badHub = p.hubs.find((h) => !knownPages.hubs.includes(h));
  if (badHub) return { kind: "invalid", errors: { hubs: `Unknown hub "${badHub}"` } };
  const inserted = await trx
    .insertInto("place_additions")
    .values({
      place_id: p.id,
      record: JSON.stringify(p),
      source: meta.source,
      actor_id: meta.actorId,
      created_at: meta.now.toISOString(),
    })
    .onConflict((oc) => oc.column("place_id").doNothing())
    .returning("place_id")
    .executeTakeFirst();
  if (!inserted) return { kind: "invalid", errors: { id: ROUTE_SAVE_TEXT.placeExists } };
  return { kind: "saved", value: p };
}
