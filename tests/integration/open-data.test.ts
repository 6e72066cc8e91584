/**
 * Issue 33 points 3 and 4 on both databases, through React Router's request handler: the open data's
 * files carry ETag and Last-Modified (304 for the version a client holds); a route edit saved by the
 * route edits code changes the dataset and the GTFS feed within TRANSPORT_CHECK_SECONDS, also when
 * another instance saved it; the new version is announced in the route changes feed and on /data; a
 * route marked discontinued keeps its place in the dataset, marked, and loses its trips.
 */
import { strFromU8, unzipSync } from "fflate";
import { afterEach, beforeEach, expect, it } from "vitest";
import { resetPublishedDataForTests } from "~/features/open-data/open-data.server.ts";
import { saveRoute } from "~/features/route-edits/edits.server.ts";
import { currentRevision, resetMergedTransportForTests } from "~/features/route-edits/merged.server.ts";
import { baselineRoutes } from "~/features/transport-data/data.server.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { resetConfigForTests } from "~/lib/config.server.ts";
import { sulawesiToday } from "~/lib/sulawesi-date.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const FLIGHT = "kendari-wakatobi-flight";
const shipped = () => baselineRoutes.find((r) => r.id === FLIGHT) as Route;
const JSON_PATH = "/data/sulawesi-transport.json";
const GTFS_PATH = "/data/gtfs.zip";

async function dataset() {
  const response = await send(get(JSON_PATH));
  expect(response.status).toBe(200);
  return { response, body: (await response.json()) as { version: string; routes: Route[] } };
}

/** The stop_times rows of the flight's trips in the served feed. */
async function flightStopTimes(): Promise<string[]> {
  const response = await send(get(GTFS_PATH));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return strFromU8(files["stop_times.txt"] as Uint8Array)
    .split("\r\n")
    .filter((l) => l.startsWith(`${FLIGHT}:`));
}

function setCheckSeconds(seconds: number) {
  process.env.TRANSPORT_CHECK_SECONDS = String(seconds);
  resetConfigForTests();
}

describeBothDatabases("open transport data", (getDb, ctx) => {
  let actorId = "";
  beforeEach(async () => {
    setCheckSeconds(0);
    resetMergedTransportForTests();
    resetPublishedDataForTests();
    actorId = (await createTestUser(getDb(), { role: "admin" })).user.id;
  });
  afterEach(() => {
    delete process.env.TRANSPORT_CHECK_SECONDS;
    resetConfigForTests();
  });
  const meta = () => ({ source: "operator" as const, actorId, now: new Date() });

  it("serves every file with ETag and Last-Modified, and 304 for the version the client holds", async () => {
    for (const name of [
      "sulawesi-transport.json",
      "sulawesi-transport.schema.json",
      "places.csv",
      "routes.csv",
      "fares.csv",
      "gtfs.zip",
    ]) {
      const response = await send(get(`/data/${name}`));
      expect(response.status, name).toBe(200);
      const etag = response.headers.get("etag");
      expect(etag, name).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(response.headers.get("last-modified"), name).toMatch(/GMT$/);
      const again = await send(get(`/data/${name}`, { headers: { "If-None-Match": etag as string } }));
      expect(again.status, name).toBe(304);
      expect(await again.text()).toBe("");
    }
    expect((await send(get("/data/secrets.txt"))).status).toBe(404);
    const page = await (await send(get("/data"))).text();
    expect(page).toContain("Open transport data");
    expect(page).toContain("CC BY 4.0");
    expect(page).toContain('href="/submit-update"');
    expect(page).toMatch(/\d+ services are in the feed; \d+ services are out\./);
    // As shipped, nothing is announced: the feed says nothing changed.
    expect(await (await send(get("/transport/routes/changes.xml"))).text()).not.toContain("<item>");
  });

  it("changes the dataset and the GTFS feed with a route edit, announces the version, and 304 no longer holds", async () => {
    const before = await dataset();
    const oldEtag = before.response.headers.get("etag") as string;
    expect(await flightStopTimes()).toContainEqual(expect.stringContaining(",09:25:00,09:25:00,kendari-airport,1,"));
    const edited: Route = {
      ...shipped(),
      frequency: { ...shipped().frequency, departures: ["10:15"], asOf: "2026-11" },
      lastChecked: sulawesiToday(),
    };
    const saved = await getDb()
      .transaction()
      .execute(async (trx) => saveRoute(trx, edited, await currentRevision(FLIGHT, trx), meta()));
    expect(saved.kind).toBe("saved");

    const after = await dataset();
    expect(after.body.version).not.toBe(before.body.version);
    expect(after.body.routes.find((r) => r.id === FLIGHT)?.frequency.departures).toEqual(["10:15"]);
    // The new outbound time; the way back keeps its own (returnDepartures), untouched by the edit.
    expect(await flightStopTimes()).toEqual([
      `${FLIGHT}:outbound:1015,10:15:00,10:15:00,kendari-airport,1,1`,
      `${FLIGHT}:outbound:1015,11:20:00,11:20:00,wakatobi-airport,2,1`,
      `${FLIGHT}:return:1100,11:00:00,11:00:00,wakatobi-airport,1,1`,
      `${FLIGHT}:return:1100,12:05:00,12:05:00,kendari-airport,2,1`,
    ]);
    const stale = await send(get(JSON_PATH, { headers: { "If-None-Match": oldEtag } }));
    expect(stale.status).toBe(200);
    expect(Date.parse(stale.headers.get("last-modified") as string)).toBeGreaterThan(
      Date.parse(before.response.headers.get("last-modified") as string),
    );
    const feed = await (await send(get("/transport/routes/changes.xml"))).text();
    expect(feed).toContain(`<title>Open transport data updated: version ${after.body.version}</title>`);
    expect(await (await send(get("/data"))).text()).toContain(`Version ${after.body.version}`);
  });

  it("shows another instance's edit within TRANSPORT_CHECK_SECONDS", async () => {
    setCheckSeconds(1);
    const before = (await dataset()).body.version;
    const other = ctx.connect();
    await other.transaction().execute(async (trx) =>
      saveRoute(
        trx,
        // Today in Sulawesi, as the first edit: "last checked" never moves back (after 16:00 UTC the
        // shipped date is already yesterday there).
        { ...shipped(), frequency: { ...shipped().frequency, departures: ["08:40"] }, lastChecked: sulawesiToday() },
        await currentRevision(FLIGHT, trx),
        meta(),
      ),
    );
    const saved = Date.now();
    let seen: number | undefined;
    while (Date.now() - saved < 3_000) {
      if ((await dataset()).body.version !== before) {
        seen = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen, "the new version was not served within 3 s").toBeDefined();
    // The bound: one check interval (1 s; the files skip the page cache), plus slack for a loaded machine.
    expect((seen as number) - saved).toBeLessThanOrEqual(2_000);
    expect(await flightStopTimes()).toContainEqual(expect.stringContaining(",08:40:00,08:40:00,kendari-airport,1,"));
  });

  it("keeps a discontinued route in the dataset, marked, and leaves its trips out of the feed", async () => {
    const result = await getDb()
      .transaction()
      .execute(async (trx) =>
        saveRoute(
          trx,
          { ...shipped(), status: { state: "discontinued", since: "2026-11" }, lastChecked: sulawesiToday() },
          await currentRevision(FLIGHT, trx),
          meta(),
        ),
      );
    expect(result.kind).toBe("saved");
    const { body } = await dataset();
    expect(body.routes.find((r) => r.id === FLIGHT)?.status).toEqual({ state: "discontinued", since: "2026-11" });
    expect(await flightStopTimes()).toEqual([]);
    const excluded = (body as unknown as { gtfs: { excluded: { routeId: string; reasons: string[] }[] } }).gtfs
      .excluded;
    expect(excluded.find((s) => s.routeId === FLIGHT)?.reasons).toEqual(["discontinued"]);
  });
});
