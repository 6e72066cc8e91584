/**
 * Issue 18 points 1 and 5: the operator's changes stored in the database are merged over the shipped
 * transport data and every page reads the merged view: the mode pages, the printable guide, the
 * planner, the home figures, the update form's choices, the sitemap, the read functions; a second
 * instance (another connection to the same database) sees a change within TRANSPORT_CHECK_SECONDS.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { addPlace, saveRoute } from "~/features/route-edits/edits.server.ts";
import {
  currentRevision,
  recentRouteChanges,
  refreshTransportData,
  resetMergedTransportForTests,
  routeRevisions,
} from "~/features/route-edits/merged.server.ts";
import { contentCounts } from "~/features/stats/site-stats.server.ts";
import { isRouteOption } from "~/features/submissions/route-options.server.ts";
import { baselineRoutes, placeById, routeById } from "~/features/transport-data/data.server.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { resetConfigForTests } from "~/lib/config.server.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { sulawesiToday } from "~/lib/sulawesi-date.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const BOAT = "manado-bunaken-public-boat";
const shipped = () => baselineRoutes.find((r) => r.id === BOAT) as Route;
/** The shipped boat, checked today: a save may not move "last checked" back (issue 26). */
const checkedToday = (): Route => ({ ...shipped(), lastChecked: sulawesiToday() });
const html = async (path: string) => (await send(get(path))).text();

describeBothDatabases("merged transport data", (getDb, ctx) => {
  let actorId = "";
  beforeEach(async () => {
    process.env.TRANSPORT_CHECK_SECONDS = "0";
    resetConfigForTests();
    resetMergedTransportForTests();
    actorId = (await createTestUser(getDb(), { role: "admin" })).user.id;
  });
  afterEach(() => {
    delete process.env.TRANSPORT_CHECK_SECONDS;
    resetConfigForTests();
  });

  const meta = () => ({ source: "operator" as const, actorId, now: new Date() });

  it("shows an edited fare on the mode page, the printable guide and a planner result, with no rebuild", async () => {
    const before = await html("/transport/ferries");
    expect(before).not.toContain("Rp77k");
    const edited: Route = {
      ...checkedToday(),
      fares: [
        {
          minIdr: 77000,
          maxIdr: 77000,
          kind: "regular",
          unit: "seat",
          trip: "one-way",
          asOf: "2026-11",
          approximate: false,
          label: null,
        },
      ],
    };
    const saved = await getDb()
      .transaction()
      .execute(async (trx) => saveRoute(trx, edited, await currentRevision(BOAT, trx), meta()));
    expect(saved.kind).toBe("saved");
    for (const path of ["/transport/ferries", "/transport-guide", "/transport/plan?from=manado&to=bunaken"]) {
      expect(await html(path), path).toContain("Rp77k");
    }
    expect(await html("/transport/plan?from=manado&to=bunaken")).toContain(`route=${BOAT}`);
    expect(routeById(BOAT)?.fares).toHaveLength(1);
    const history = await routeRevisions(BOAT);
    expect(history.map((h) => [h.revision, h.change, h.source])).toEqual([[1, "edit", "operator"]]);
    const checkedMoved = shipped().lastChecked !== sulawesiToday();
    expect(history[0]?.changes.map((c) => c.field)).toEqual(checkedMoved ? ["fares", "lastChecked"] : ["fares"]);
    expect(JSON.stringify(history)).not.toContain(actorId);
  });

  it("counts routes checked since 2023 from the merged data: a route the operator adds with an older check is not counted", async () => {
    await refreshTransportData();
    const before = contentCounts();
    expect(before.checkedRoutes).toBeGreaterThan(0);
    const added: Route = {
      ...shipped(),
      id: "manado-bunaken-fast-boat-test",
      mode: "fast-boat",
      lastChecked: "2022-12-31",
    };
    const saved = await getDb()
      .transaction()
      .execute(async (trx) => saveRoute(trx, added, null, meta()));
    expect(saved.kind).toBe("saved");
    await html("/");
    const after = contentCounts();
    expect(after.routes).toBe(before.routes + 1);
    expect(after.checkedRoutes).toBe(before.checkedRoutes);
  });

  it("still loads a revision stored before fare kinds and return departures existed (ADR 0026)", async () => {
    const { returnDepartures: _r, ...oldFrequency } = shipped().frequency;
    const old = {
      ...shipped(),
      fares: shipped().fares.map(({ kind: _k, ...f }) => f),
      frequency: oldFrequency,
      notes: "Stored before ADR 0026.",
    };
    await getDb()
      .insertInto("route_revisions")
      .values({
        id: crypto.randomUUID(),
        route_id: BOAT,
        revision: (await currentRevision(BOAT)) + 1,
        change: "edit",
        source: "operator",
        last_checked: old.lastChecked,
        record: JSON.stringify(old),
        previous: JSON.stringify({ ...old, notes: shipped().notes }),
        changed_fields: JSON.stringify(["notes"]),
        update_id: null,
        actor_id: actorId,
        created_at: new Date().toISOString(),
      })
      .execute();
    await refreshTransportData();
    const loaded = routeById(BOAT);
    expect(loaded?.notes).toBe("Stored before ADR 0026.");
    expect(loaded?.fares.map((f) => f.kind)).toEqual(shipped().fares.map((f) => f.kind));
    expect(loaded?.frequency.returnDepartures).toEqual([]);
    const history = await routeRevisions(BOAT);
    expect(history[0]?.route.fares.every((f) => f.kind !== undefined)).toBe(true);
    expect(await html("/transport/ferries")).toContain("Stored before ADR 0026.");
  });

  it("drops a discontinued route from the planner, the counts and the update form, and shows it as stopped", async () => {
    await refreshTransportData();
    const active = contentCounts().routes;
    const result = await getDb()
      .transaction()
      .execute(async (trx) =>
        saveRoute(
          trx,
          { ...checkedToday(), status: { state: "discontinued", since: "2026-11" } },
          await currentRevision(BOAT, trx),
          meta(),
        ),
      );
    expect(result.kind === "saved" && result.value.change).toBe("discontinue");
    await html("/");
    expect(contentCounts().routes).toBe(active - 1);
    expect(isRouteOption("Manado - Bunaken Island (Public boat)")).toBe(false);
    // The planner no longer offers the stopped boat: only the charter is left.
    const plan = await html("/transport/plan?from=manado&to=bunaken");
    expect(plan).toContain("route=manado-bunaken-charter");
    expect(plan).not.toContain(`route=${BOAT}`);
    const ferries = await html("/transport/ferries");
    expect(ferries).toContain("Stopped November 2026");
    const recent = await recentRouteChanges(5);
    expect(recent[0]).toMatchObject({ routeId: BOAT, change: "discontinue", routeName: expect.stringContaining("→") });
  });

  it("adds a place and a route to it; another instance sees them within the check interval", async () => {
    const place = {
      id: "test-harbour",
      name: "Test Harbour",
      localName: null,
      kind: "port",
      region: "north",
      code: null,
      coordinates: { lat: 1.5, lon: 124.9, approximate: true, source: "test fixture" },
      partOf: null,
      destinations: [],
      hubs: ["manado"],
      notes: null,
    };
    // Written through a second connection: another app instance.
    const other = ctx.connect();
    const added = await other.transaction().execute((trx) => addPlace(trx, place, meta()));
    expect(added.kind).toBe("saved");
    const route: Route = {
      ...shipped(),
      id: "manado-test-harbour-boat",
      to: "test-harbour",
      lastChecked: "2026-11-20",
    };
    const created = await other.transaction().execute((trx) => saveRoute(trx, route, null, meta()));
    expect(created.kind).toBe("saved");
    // TRANSPORT_CHECK_SECONDS=0: the next request checks the version.
    const ferries = await html("/transport/ferries");
    expect(ferries).toContain("Test Harbour");
    expect(placeById("test-harbour")?.coordinates?.lat).toBe(1.5);
    expect(await html("/transport")).toContain("Test Harbour");
    expect(await html("/sitemap.xml")).toContain("/transport/routes/manado-test-harbour-boat/history</loc>");
    // Site search rebuilds its index from the merged data: the new route is a result.
    expect(await html("/search?q=harbour")).toContain("Manado to Test Harbour");
  });

  it("keeps the merged view for the check interval, then picks up a change", async () => {
    process.env.TRANSPORT_CHECK_SECONDS = "60";
    resetConfigForTests();
    await refreshTransportData();
    const other = ctx.connect();
    await other
      .transaction()
      .execute(async (trx) =>
        saveRoute(trx, { ...checkedToday(), notes: "Changed elsewhere." }, await currentRevision(BOAT, trx), meta()),
      );
    await refreshTransportData();
    expect(routeById(BOAT)?.notes).not.toBe("Changed elsewhere.");
    pageCache.invalidate();
    process.env.TRANSPORT_CHECK_SECONDS = "0";
    resetConfigForTests();
    await refreshTransportData();
    expect(routeById(BOAT)?.notes).toBe("Changed elsewhere.");
  });
});
