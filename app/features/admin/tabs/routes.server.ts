import {
  type AppliedUpdate,
  appliedUpdateFrom,
  checkedDateOf,
  prefillFromUpdate,
  travellerRef,
} from "~/features/route-edits/apply.ts";
import { addPlace, type FieldErrors, saveRoute } from "~/features/route-edits/edits.server.ts";
import { type FormValues, placeFromForm, routeFromForm, routeToForm } from "~/features/route-edits/form.ts";
import { ageInDays, isOldCheck } from "~/features/route-edits/freshness.ts";
import { currentRevision, routeName, transportDataChanged } from "~/features/route-edits/merged.server.ts";
import { ROUTE_SAVE_TEXT, ROUTES_TAB_TEXT } from "~/features/route-edits/texts.ts";
import { routeOptionValue } from "~/features/submissions/route-options.server.ts";
import { isoToday } from "~/features/transport/queries.ts";
import type { SourceKind } from "~/features/transport-data/constants.ts";
import { allPlaces, allRoutes, routeById } from "~/features/transport-data/data.server.ts";
import { englishOnlyTexts } from "~/features/transport-data/format.ts";
import { MODE_LABELS, SOURCE_KIND_LABELS } from "~/features/transport-data/texts.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { sulawesiToday } from "~/lib/sulawesi-date.ts";
import { type ActionContext, type ActionHandlers, type ActionResult, done, notFound } from "../audit.server.ts";
import { PAGE_SIZE } from "../constants.ts";
import { asciiLower, type Db, type Paged } from "../listing.server.ts";
import type { AdminAction, DashboardQuery } from "../schema.ts";

/**
 * The Routes tab (issue 18 point 2): every route of the merged transport data with its freshness,
 * searchable, oldest first or by name, "stale only" or "Indonesian missing"; the edit form (a route, a new route, a new place),
 * and "Apply to route" for an approved traveller's update. Saves go through the audit wrapper and
 * app/features/route-edits (the content's schema, revisions, optimistic concurrency).
 */

export type RouteListRow = {
  id: string;
  name: string;
  mode: string;
  lastChecked: string;
  ageDays: number;
  oldCheck: boolean;
  unverified: boolean;
  discontinued: boolean;
  /** Texts the Indonesian edition shows in English, marked (englishOnlyTexts). */
  englishOnly: number;
  source: string;
  /** 0: the shipped data; N: the Nth saved revision. */
  revision: number;
};

export type EditorData = {
  kind: "route";
  /** null: a new route. */
  routeId: string | null;
  title: string;
  baseRevision: number | "new";
  values: FormValues;
  update: (AppliedUpdate & { href: string }) | null;
};

export type RoutesListing = Paged<RouteListRow> & {
  editor: EditorData | null;
  placeForm: boolean;
  places: { id: string; label: string }[];
};

function matches(r: Route, q: string): boolean {
  if (!q) return true;
  const hay = asciiLower([r.id, routeName(r), MODE_LABELS[r.mode], ...r.operators, r.notes ?? ""].join(" "));
  return asciiLower(q)
    .split(/\s+/)
    .every((w) => hay.includes(w));
}

async function revisionsOf(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("route_revisions")
    .select(["route_id", (eb) => eb.fn.max("revision").as("m")])
    .groupBy("route_id")
    .execute();
  return new Map(rows.map((r) => [r.route_id, Number(r.m)]));
}

function toRow(r: Route, today: string, revisions: Map<string, number>): RouteListRow {
  return {
    id: r.id,
    name: routeName(r),
    mode: MODE_LABELS[r.mode],
    lastChecked: r.lastChecked,
    ageDays: ageInDays(r.lastChecked, today),
    oldCheck: isOldCheck(r.lastChecked, today),
    unverified: r.unverified,
    discontinued: r.status.state === "discontinued",
    englishOnly: englishOnlyTexts(r),
    source: SOURCE_KIND_LABELS[r.source.kind],
    revision: revisions.get(r.id) ?? 0,
  };
}

export async function listRoutes(query: DashboardQuery, db: Db = getDb()): Promise<RoutesListing> {
  const today = isoToday();
  const revisions = await revisionsOf(db);
  const all = allRoutes()
    .filter((r) => matches(r, query.q))
    .map((r) => toRow(r, today, revisions))
    .filter((r) => !query.stale || r.oldCheck || r.unverified)
    .filter((r) => !query.untranslated || r.englishOnly > 0);
  all.sort((a, b) =>
    query.sort === "name"
      ? a.name.localeCompare(b.name)
      : a.lastChecked.localeCompare(b.lastChecked) || a.id.localeCompare(b.id),
  );
  const pageCount = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return {
    rows: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: all.length,
    page,
    pageCount,
    editor: query.edit ? await editorData(query, db, today) : null,
    placeForm: query.place === "new",
    places: allPlaces()
      .map((p) => ({ id: p.id, label: `${p.name} (${p.id})` }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}

/** An approved update not yet applied, as the form shows it (no submitter name or contact). */
async function applicableUpdate(id: string, db: Db): Promise<AppliedUpdate | null> {
  const u = await db
    .selectFrom("transport_updates")
    .select(["id", "route", "travel_date", "reviewed_at", "changes", "price", "operator"])
    .where("id", "=", id)
    .where("status", "=", "approved")
    .where("applied_at", "is", null)
    .executeTakeFirst();
  return u ? appliedUpdateFrom(u) : null;
}

async function editorData(query: DashboardQuery, db: Db, today: string): Promise<EditorData | null> {
  const update = query.update ? await applicableUpdate(query.update, db) : null;
  const withUpdate = (values: FormValues) => (update ? prefillFromUpdate(values, update, today) : values);
  const updateView = update ? { ...update, href: `/admin?tab=updates&q=${encodeURIComponent(update.route)}` } : null;
  if (query.edit === "new") {
    return {
      kind: "route",
      routeId: null,
      title: "",
      baseRevision: "new",
      // A new route from an update: last checked on the update's day (suggested; the admin may change it).
      values: update
        ? prefillFromUpdate(newRouteValues(checkedDateOf(update, today)), update, today)
        : newRouteValues(today),
      update: updateView,
    };
  }
  const route = query.edit ? routeById(query.edit) : undefined;
  if (!route) return null;
  return {
    kind: "route",
    routeId: route.id,
    title: `${routeName(route)} (${MODE_LABELS[route.mode]})`,
    baseRevision: await currentRevision(route.id, db),
    values: withUpdate(routeToForm(route)),
    update: updateView,
  };
}

function newRouteValues(today: string): FormValues {
  return {
    "frequency.kind": "unknown",
    "status.state": "active",
    "source.kind": "operator",
    lastChecked: today,
    bidirectional: "1",
    fareCount: "1",
  };
}

/** The route a traveller's update names ("Makassar - Manado (Flight)"), if it is one of the data's. */
export function routeIdForUpdate(value: string): string | undefined {
  return allRoutes().find((r) => routeOptionValue(r) === value)?.id;
}

// --- Saving ---

type SaveAction = Extract<AdminAction, { intent: "save-route" }>;
type PlaceAction = Extract<AdminAction, { intent: "add-place" }>;

const formValues = (action: Record<string, unknown>): FormValues =>
  Object.fromEntries(Object.entries(action).filter((e): e is [string, string] => typeof e[1] === "string"));

const refused = (
  status: number,
  title: string,
  description: string,
  values: FormValues,
  fieldErrors?: FieldErrors,
): ActionResult => ({
  ok: false,
  status,
  title,
  description,
  values,
  fieldErrors,
});

/** Rolls the audited transaction back when the update was applied meanwhile. */
class UpdateGone extends Error {}

/** Before → after of each changed field, for the audit row (the full records are in route_revisions). */
function auditDetail(revisionId: string, revision: number, source: SourceKind, before: Route | null, after: Route) {
  const fields = Object.keys(after) as (keyof Route)[];
  const diff = before
    ? fields
        .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
        .map((f) => `${f}: ${JSON.stringify(before[f])} -> ${JSON.stringify(after[f])}`)
    : [`new: ${JSON.stringify(after)}`];
  return `revision ${revision} (${source}, route_revisions ${revisionId}); ${diff.join("; ")}`;
}

async function candidateFor(action: SaveAction, values: FormValues, ctx: ActionContext) {
  const candidate = routeFromForm(values) as Route;
  if (!action.update) return { candidate, update: null };
  const update = await applicableUpdate(action.update, ctx.db);
  if (!update) return { candidate, update: undefined };
  // The source and its citation of an applied update are the server's. "Last checked" stays what the
  // admin entered (the form suggests the update's day): never replaced behind their back; saveRoute
  // refuses a date after today or before the route's current check.
  const date = checkedDateOf(update, sulawesiToday(ctx.now));
  const refs = Array.isArray(candidate.source?.refs) ? candidate.source.refs : [];
  return {
    candidate: {
      ...candidate,
      source: {
        kind: "traveller-report" as const,
        refs: refs.includes(travellerRef(date)) ? refs : [...refs, travellerRef(date)],
      },
    },
    update,
  };
}

async function saveRouteHandler(action: SaveAction, ctx: ActionContext): Promise<ActionResult> {
  const values = formValues(action);
  const { candidate, update } = await candidateFor(action, values, ctx);
  if (update === undefined) return refused(409, ROUTE_SAVE_TEXT.invalidTitle, ROUTE_SAVE_TEXT.unknownUpdate, values);
  const base = action.baseRevision === "new" ? null : action.baseRevision;
  if (base !== null && !routeById(String(values.id ?? ""))) return notFound("route");
  let outcome: Awaited<ReturnType<typeof saveRoute>> | undefined;
  try {
    await ctx.audited(async (trx) => {
      outcome = await saveRoute(trx, candidate, base, {
        source: candidate.source?.kind ?? "editor",
        actorId: ctx.actor.id,
        updateId: update?.id ?? null,
        now: ctx.now,
      });
      if (outcome.kind !== "saved") return null;
      const saved = outcome.value;
      if (update) {
        const marked = await trx
          .updateTable("transport_updates")
          .set({ applied_at: ctx.now.toISOString(), applied_revision_id: saved.id })
          .where("id", "=", update.id)
          .where("status", "=", "approved")
          .where("applied_at", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) throw new UpdateGone();
      }
      return {
        action: `route.${saved.change}`,
        targetType: "route",
        targetId: saved.route.id,
        detail: auditDetail(saved.id, saved.revision, saved.route.source.kind, saved.previous, saved.route),
      };
    });
  } catch (error) {
    if (error instanceof UpdateGone)
      return refused(409, ROUTE_SAVE_TEXT.invalidTitle, ROUTE_SAVE_TEXT.unknownUpdate, values);
    throw error;
  }
  return saveResult(outcome, values, base);
}

function saveResult(
  outcome: Awaited<ReturnType<typeof saveRoute>> | undefined,
  values: FormValues,
  base: number | null,
): ActionResult {
  if (!outcome || outcome.kind === "not-found") return notFound("route");
  if (outcome.kind === "invalid") {
    return refused(400, ROUTE_SAVE_TEXT.invalidTitle, ROUTE_SAVE_TEXT.invalid, values, outcome.errors);
  }
  if (outcome.kind === "conflict") {
    return refused(409, ROUTE_SAVE_TEXT.conflictTitle, ROUTE_SAVE_TEXT.conflict(outcome.current, base ?? 0), values);
  }
  transportDataChanged();
  const saved = outcome.value;
  return {
    ...done(saved.change === "create" ? ROUTE_SAVE_TEXT.created : ROUTE_SAVE_TEXT.saved),
    description: `${ROUTES_TAB_TEXT.caption}: ${saved.route.id}, revision ${saved.revision}.`,
    returnTo: `/admin?tab=routes&edit=${saved.route.id}`,
  };
}

async function addPlaceHandler(action: PlaceAction, ctx: ActionContext): Promise<ActionResult> {
  const values = formValues(action);
  let outcome: Awaited<ReturnType<typeof addPlace>> | undefined;
  await ctx.audited(async (trx) => {
    outcome = await addPlace(trx, placeFromForm(values), { source: "operator", actorId: ctx.actor.id, now: ctx.now });
    if (outcome.kind !== "saved") return null;
    return {
      action: "place.add",
      targetType: "place",
      targetId: outcome.value.id,
      detail: JSON.stringify(outcome.value),
    };
  });
  if (outcome?.kind !== "saved") {
    const errors = outcome?.kind === "invalid" ? outcome.errors : {};
    return refused(400, ROUTE_SAVE_TEXT.invalidTitle, ROUTE_SAVE_TEXT.invalid, values, errors);
  }
  transportDataChanged();
  return {
    ...done(ROUTE_SAVE_TEXT.placeSaved),
    description: outcome.value.name,
    returnTo: "/admin?tab=routes&edit=new",
  };
}

export const routeActions = {
  "save-route": saveRouteHandler,
  "add-place": addPlaceHandler,
} satisfies Pick<ActionHandlers, "save-route" | "add-place">;
