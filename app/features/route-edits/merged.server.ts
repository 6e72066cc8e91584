import type { Kysely } from "kysely";
import { perRequestGuidePaths } from "~/features/content/paths.ts";
import { SOURCE_KINDS, type SourceKind } from "~/features/transport-data/constants.ts";
import {
  allPlaces,
  allRoutes,
  baselinePlaces,
  baselineRoutes,
  installTransportData,
  placeById,
  resetTransportDataForTests,
  routeById,
} from "~/features/transport-data/data.server.ts";
import { routeHistoryPath } from "~/features/transport-data/paths.ts";
import { place as placeSchema, route as routeSchema } from "~/features/transport-data/schema.ts";
import { MODE_LABELS } from "~/features/transport-data/texts.ts";
import type { Place, Route } from "~/features/transport-data/types.ts";
import { registerCacheReset } from "~/lib/cache-resets.server.ts";
import { config } from "~/lib/config.server.ts";
import { publishDataVersion, registerDataVersionCheck, registerGeneratedPaths } from "~/lib/data-version.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database, RouteRevisionsTable } from "~/lib/db/schema.ts";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.ts";
import { log } from "~/lib/log.server.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import type { RouteChangeKind } from "./constants.ts";
import type { ChangedField } from "./freshness.ts";
import { readStoredRoute } from "./stored.ts";
import { ROUTE_FIELD_LABELS } from "./texts.ts";

/**
 * The merged transport data (docs/decisions/0018-living-transport-facts.md): the shipped JSON as the
 * baseline, with the operator's changes from the database over it (the latest revision of each
 * edited or added route, and the added places). Every reader of app/features/transport-data sees it:
 * `refreshTransportData()` runs in the root middleware before each request; it asks the database
 * for the data's version (two COUNT(*)s) at most every TRANSPORT_CHECK_SECONDS, reloads only when it
 * moved, installs the merged view and empties the page cache. A save through this instance marks the
 * data changed at once (`transportDataChanged`). During a database outage the last view is kept.
 *
 * The read functions for the public pages are here too: `mergedTransportData`, `routeRevisions`,
 * `recentRouteChanges`, `currentRevision`. None returns who saved a revision or who reported it.
 */

type Db = Kysely<Database>;

type State = {
  /** "routeRevisionCount:placeAdditionCount"; "" until first loaded. */
  key: string;
  /** Latest revision number of each route changed in the database (absent: revision 0, the shipped data). */
  revisions: Map<string, number>;
  /** When the database was last asked (0: ask on the next request). */
  checkedAt: number;
  /** The last check failed (database unreachable): wait longer before the next. */
  failed: boolean;
};

let state: State = { key: "", revisions: new Map(), checkedAt: 0, failed: false };

/** After a failed check (database unreachable), wait at least this long: pages must not queue behind connect timeouts. */
const RETRY_AFTER_FAILURE_MS = 15_000;

const interval = () => config().TRANSPORT_CHECK_SECONDS * 1000;
let inFlight: Promise<void> | undefined;

/**
 * The data's version: the sizes of the two append-only tables, and the approved traveller updates the
 * hub pages show (their number and the latest review, which moves with every approval or rejection).
 */
async function versionKey(db: Db): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom("route_revisions").select(eb.fn.countAll<number>().as("n")).as("routes"),
      eb.selectFrom("place_additions").select(eb.fn.countAll<number>().as("n")).as("places"),
      eb
        .selectFrom("transport_updates")
        .select(eb.fn.countAll<number>().as("n"))
        .where("status", "=", "approved")
        .as("approved"),
      eb
        .selectFrom("transport_updates")
        .select((e) => e.fn.max("reviewed_at").as("m"))
        .as("reviewed"),
    ])
    .executeTakeFirstOrThrow();
  const reviewed = row.reviewed === null || row.reviewed === undefined ? "" : String(row.reviewed);
  return `${Number(row.routes)}:${Number(row.places)}:${Number(row.approved)}:${reviewed}`;
}

const shippedRoute = (id: string) => baselineRoutes.find((r) => r.id === id);

/** A stored route record as it reads today (ADR 0026: older revisions lack fare kinds and return times). */
const storedRoute = (json: string) => readStoredRoute(json, shippedRoute) as Route;

/** The version of an empty database: the shipped data alone. */
const EMPTY_VERSION = "0:0:0:";

function parseStored<T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  json: string,
  what: string,
  read: (json: string) => unknown = JSON.parse,
) {
  try {
    const parsed = schema.safeParse(read(json));
    if (parsed.success) return parsed.data as T;
  } catch {
    // Reported below.
  }
  log.error(`Transport data: stored ${what} does not match the content schema; the previous version stays.`);
  return undefined;
}

/** The latest stored revision of every route changed in the database. */
export async function latestRevisionRows(db: Db = getDb()) {
  return db
    .selectFrom("route_revisions as r")
    .select(["r.route_id", "r.revision", "r.record", "r.created_at"])
    .where("r.revision", "=", (eb) =>
      eb
        .selectFrom("route_revisions as r2")
        .select((e) => e.fn.max("r2.revision").as("m"))
        .whereRef("r2.route_id", "=", "r.route_id"),
    )
    .orderBy("r.created_at")
    .orderBy("r.route_id")
    .execute();
}

/** Baseline + database, as lists: shipped order first, then added places and routes in the order they were added. */
async function loadMerged(db: Db): Promise<{ places: Place[]; routes: Route[]; revisions: Map<string, number> }> {
  const [added, latest] = await Promise.all([
    db.selectFrom("place_additions").select(["place_id", "record"]).orderBy("created_at").orderBy("place_id").execute(),
    latestRevisionRows(db),
  ]);
  const places = [...baselinePlaces];
  const placeIds = new Set(places.map((p) => p.id));
  for (const row of added) {
    const p = parseStored<Place>(placeSchema, row.record, `place ${row.place_id}`);
    if (p && !placeIds.has(p.id)) {
      places.push(p);
      placeIds.add(p.id);
    }
  }
  const edited = new Map<string, Route>();
  const revisions = new Map<string, number>();
  for (const row of latest) {
    const r = parseStored<Route>(
      routeSchema,
      row.record,
      `route ${row.route_id} revision ${row.revision}`,
      storedRoute,
    );
    if (r && r.id === row.route_id && [r.from, r.to, ...r.via].every((id) => placeIds.has(id))) {
      edited.set(r.id, r);
      revisions.set(r.id, row.revision);
    }
  }
  const routes = baselineRoutes.map((r) => edited.get(r.id) ?? r);
  const shipped = new Set(baselineRoutes.map((r) => r.id));
  for (const r of edited.values()) if (!shipped.has(r.id)) routes.push(r);
  return { places, routes, revisions };
}

async function refresh(db: Db): Promise<void> {
  try {
    const key = await versionKey(db);
    if (key !== state.key) {
      const merged = await loadMerged(db);
      installTransportData(merged.places, merged.routes);
      const first = state.key === "";
      state = { key, revisions: merged.revisions, checkedAt: Date.now(), failed: false };
      // A page rendered from the old data must not be served again (ADR 0011's cache).
      if (!first || key !== EMPTY_VERSION) pageCache.invalidate();
      // The generated-page store regenerates from the new view (ADR 0029).
      publishDataVersion(key);
      return;
    }
    state.checkedAt = Date.now();
    state.failed = false;
  } catch (error) {
    // The guide keeps working on the last merged view (or the shipped data) during an outage.
    state.checkedAt = Date.now();
    state.failed = true;
    if (isDatabaseUnavailable(error))
      log.warn("Transport data: database unavailable, the last known routes are shown.");
    else log.error("Transport data: could not load the operator's changes", error);
  }
}

/**
 * Brings the merged view up to date when TRANSPORT_CHECK_SECONDS have passed since the last check
 * (at once after a save through this instance). Concurrent callers share one check.
 */
export async function refreshTransportData(db: Db = getDb()): Promise<void> {
  const wait = state.failed ? Math.max(interval(), RETRY_AFTER_FAILURE_MS) : interval();
  if (state.checkedAt > 0 && Date.now() - state.checkedAt < wait) return;
  inFlight ??= refresh(db).finally(() => {
    inFlight = undefined;
  });
  await inFlight;
}

/**
 * For the generated-page store (ADR 0029): brings the view up to date (force: even if checked moments
 * ago, after any check already under way, which may have started before the write committed);
 * false when the database did not answer.
 */
async function checkVersion(force: boolean): Promise<boolean> {
  if (force) {
    await inFlight;
    state.checkedAt = 0;
  }
  await refreshTransportData();
  return !state.failed;
}
registerDataVersionCheck(checkVersion);

/**
 * The visitor pages built from this data, served from the generated-page store (ADR 0029): the guide
 * pages that are not prerendered and the planner's empty form (generated again on every version),
 * and each route's history, which changes only with that route's own revisions.
 */
registerGeneratedPaths("transport pages", () => [
  ...perRequestGuidePaths(),
  "/transport/plan",
  ...allRoutes().map((r) => ({ path: routeHistoryPath(r.id), key: `revision ${knownRevision(r.id)}` })),
]);

/** A save through this instance: the next refresh reloads without waiting for the interval. */
export function transportDataChanged(): void {
  state.checkedAt = 0;
  state.key = `${state.key}+`;
}

/** Forgets the merged view and goes back to the shipped data (tests switching databases). */
export function resetMergedTransportForTests(): void {
  state = { key: "", revisions: new Map(), checkedAt: 0, failed: false };
  resetTransportDataForTests();
}
registerCacheReset("merged-transport", resetMergedTransportForTests);

/** The merged places and routes, brought up to date first (for code that is not behind the middleware). */
export async function mergedTransportData(db: Db = getDb()) {
  await refreshTransportData(db);
  return { places: allPlaces(), routes: allRoutes() };
}

/** The revision an edit form starts from: the latest stored one, or 0 for the shipped data. */
export async function currentRevision(routeId: string, db: Db = getDb()): Promise<number> {
  const row = await db
    .selectFrom("route_revisions")
    .select((eb) => eb.fn.max("revision").as("m"))
    .where("route_id", "=", routeId)
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

/** The last merged view's revision number of a route (0: the shipped data). Sync; for listings. */
export function knownRevision(routeId: string): number {
  return state.revisions.get(routeId) ?? 0;
}

export type FieldChange = { field: ChangedField; label: string };

/** One revision as the public may see it: what changed and when, never who saved or who reported it. */
export type RouteRevisionView = {
  id: string;
  routeId: string;
  /** 1, 2, ... (the shipped data is revision 0 and has no row). */
  revision: number;
  change: RouteChangeKind;
  /** Where the facts of this save come from. */
  source: SourceKind;
  /** YYYY-MM-DD: the route's last-checked date after this save. */
  lastChecked: string;
  /** ISO timestamp of the save. */
  savedAt: string;
  /** The fields that differ from the revision before (every field for a new route). */
  changes: FieldChange[];
  /** True when the save applied an approved traveller's update (which one is not shown). */
  fromTravellerReport: boolean;
  route: Route;
  previous: Route | null;
};

type RevisionRow = Pick<
  RouteRevisionsTable,
  | "id"
  | "route_id"
  | "revision"
  | "change"
  | "source"
  | "last_checked"
  | "record"
  | "previous"
  | "changed_fields"
  | "update_id"
  | "created_at"
>;

const REVISION_COLUMNS = [
  "id",
  "route_id",
  "revision",
  "change",
  "source",
  "last_checked",
  "record",
  "previous",
  "changed_fields",
  "update_id",
  "created_at",
] as const;

function toView(row: RevisionRow): RouteRevisionView {
  const fields = (JSON.parse(row.changed_fields) as ChangedField[]).filter((f) => f in ROUTE_FIELD_LABELS);
  const source = (SOURCE_KINDS as readonly string[]).includes(row.source) ? (row.source as SourceKind) : "editor";
  return {
    id: row.id,
    routeId: row.route_id,
    revision: row.revision,
    change: row.change,
    source,
    lastChecked: row.last_checked,
    savedAt: row.created_at,
    changes: fields.map((field) => ({ field, label: ROUTE_FIELD_LABELS[field] })),
    fromTravellerReport: row.update_id !== null || row.source === "traveller-report",
    route: storedRoute(row.record),
    previous: row.previous === null ? null : storedRoute(row.previous),
  };
}

/** Every stored revision of a route, newest first (empty: only the shipped data). */
export async function routeRevisions(routeId: string, db: Db = getDb()): Promise<RouteRevisionView[]> {
  const rows = await db
    .selectFrom("route_revisions")
    .select(REVISION_COLUMNS)
    .where("route_id", "=", routeId)
    .orderBy("revision", "desc")
    .execute();
  return rows.map(toView);
}

export type RecentRouteChange = RouteRevisionView & {
  /** "Makassar → Manado", from the current places. */
  routeName: string;
  modeLabel: string;
};

/** "Makassar → Manado" for a route, by its places' names (ids where a place is unknown). */
export function routeName(r: Pick<Route, "from" | "to">): string {
  return `${placeById(r.from)?.name ?? r.from} → ${placeById(r.to)?.name ?? r.to}`;
}

/** The latest saves across all routes, newest first (for "Recently updated" and the RSS feed). */
export async function recentRouteChanges(limit = 10, db: Db = getDb()): Promise<RecentRouteChange[]> {
  await refreshTransportData(db);
  const rows = await db
    .selectFrom("route_revisions")
    .select(REVISION_COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.max(1, Math.min(100, Math.floor(limit))))
    .execute();
  return rows.map((row) => {
    const view = toView(row);
    const current = routeById(view.routeId) ?? view.route;
    return { ...view, routeName: routeName(current), modeLabel: MODE_LABELS[current.mode] };
  });
}
