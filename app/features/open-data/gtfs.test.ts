import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { closeDb, getStops, getStoptimes, getTrips, importGtfs, openDb } from "gtfs";
import { afterAll, describe, expect, it } from "vitest";
import { baselinePlaces, baselineRoutes } from "~/features/transport-data/data.server.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { generateOpenData } from "./generate.ts";
import { feedWindow, gtfsTime } from "./gtfs.ts";

/**
 * Issue 33 point 4: the feed loads into a maintained GTFS consumer (the `gtfs` package's import into
 * SQLite) without an error or a warning, and what it reads back matches the data.
 */

const version = { id: "2026-11-26.test", modified: "2026-11-26T06:00:00.000Z" };
const site = { name: "Sulawesi Travel Guide", url: "https://example.test" };
const dir = mkdtempSync(path.join(os.tmpdir(), "open-data-gtfs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let run = 0;
/** Writes the feed of `routes` to a zip file and imports it, as a consumer would. */
async function importFeed(routes: readonly Route[]) {
  run++;
  const zip = path.join(dir, `gtfs-${run}.zip`);
  const sqlitePath = path.join(dir, `gtfs-${run}.sqlite`);
  const { files, summary } = generateOpenData({ places: baselinePlaces, routes }, version, site);
  writeFileSync(zip, files.gtfs.body);
  const report = await importGtfs({
    agencies: [{ path: zip }],
    sqlitePath,
    logLevel: "silent",
    includeImportReport: true,
  });
  const db = openDb({ sqlitePath });
  return { report, db, files, summary, close: () => closeDb(db) };
}

describe("the GTFS feed in a GTFS consumer", () => {
  it("imports without errors or warnings, and the Kendari–Wakatobi Wings flight leaves at 09:25", async () => {
    const feed = await importFeed(baselineRoutes);
    try {
      expect(feed.report.errors).toEqual([]);
      expect(feed.report.warnings).toEqual([]);
      const route = baselineRoutes.find((r) => r.id === "kendari-wakatobi-flight") as Route;
      expect([route.frequency.departures, route.frequency.returnDepartures]).toEqual([["09:25"], ["11:00"]]);
      const trips = getTrips({ route_id: route.id }, [], [["direction_id", "ASC"]], { db: feed.db });
      expect(trips.map((t) => [t.direction_id, t.trip_headsign])).toEqual([
        [0, "Matahora Airport"],
        [1, "Haluoleo Airport"],
      ]);
      const times = (tripId: string) =>
        getStoptimes({ trip_id: tripId }, [], [["stop_sequence", "ASC"]], { db: feed.db }).map((t) => [
          t.stop_id,
          t.arrival_time,
          t.departure_time,
        ]);
      // 45–65 minutes in the data: the arrival is the latest it gives (IW-1336 lands at 10:30, IW-1335 at 12:05).
      expect(times(trips[0]?.trip_id as string)).toEqual([
        ["kendari-airport", "09:25:00", "09:25:00"],
        ["wakatobi-airport", "10:30:00", "10:30:00"],
      ]);
      expect(times(trips[1]?.trip_id as string)).toEqual([
        ["wakatobi-airport", "11:00:00", "11:00:00"],
        ["kendari-airport", "12:05:00", "12:05:00"],
      ]);
    } finally {
      feed.close();
    }
  });

  it("refers only to what it defines, and times the first and last stop of every trip", async () => {
    const feed = await importFeed(baselineRoutes);
    try {
      const orphans = (sql: string) => feed.db.prepare(sql).all();
      expect(orphans("SELECT trip_id FROM trips WHERE route_id NOT IN (SELECT route_id FROM routes)")).toEqual([]);
      expect(orphans("SELECT trip_id FROM trips WHERE service_id NOT IN (SELECT service_id FROM calendar)")).toEqual(
        [],
      );
      expect(orphans("SELECT trip_id FROM stop_times WHERE stop_id NOT IN (SELECT stop_id FROM stops)")).toEqual([]);
      expect(orphans("SELECT route_id FROM routes WHERE agency_id NOT IN (SELECT agency_id FROM agency)")).toEqual([]);
      const trips = getTrips({}, ["trip_id"], [], { db: feed.db });
      expect(trips.length).toBe(feed.summary.gtfs.trips);
      for (const { trip_id } of trips) {
        const times = getStoptimes({ trip_id: trip_id as string }, [], [["stop_sequence", "ASC"]], { db: feed.db });
        const [first, last] = [times[0], times.at(-1)];
        expect(times.length, trip_id as string).toBeGreaterThanOrEqual(2);
        expect(first?.departure_time && last?.arrival_time, trip_id as string).toBeTruthy();
        expect(String(last?.arrival_time) > String(first?.departure_time).padStart(8, "0")).toBe(true);
      }
    } finally {
      feed.close();
    }
  });

  it("has a position for every stop, the data's own", async () => {
    const feed = await importFeed(baselineRoutes);
    try {
      const stops = getStops({}, [], [], { db: feed.db });
      const located = baselinePlaces.filter((p) => p.coordinates !== null && p.region !== null);
      expect(stops.length).toBeGreaterThanOrEqual(located.length);
      for (const stop of stops) {
        const place = baselinePlaces.find((p) => p.id === stop.stop_id);
        expect(place?.coordinates, stop.stop_id).toBeTruthy();
        expect([stop.stop_lat, stop.stop_lon]).toEqual([place?.coordinates?.lat, place?.coordinates?.lon]);
      }
    } finally {
      feed.close();
    }
  });

  it("has no trip for a discontinued route, even one whose times are known", async () => {
    const stopped = baselineRoutes.map((r) =>
      r.id === "kendari-wakatobi-flight" ? { ...r, status: { state: "discontinued" as const, since: "2026-11" } } : r,
    );
    const feed = await importFeed(stopped);
    try {
      expect(feed.report.errors).toEqual([]);
      expect(getTrips({ route_id: "kendari-wakatobi-flight" }, [], [], { db: feed.db })).toEqual([]);
      const discontinued = new Set(stopped.filter((r) => r.status.state === "discontinued").map((r) => r.id));
      const trips = getTrips({}, ["route_id"], [], { db: feed.db });
      expect(trips.filter((t) => discontinued.has(t.route_id as string))).toEqual([]);
      expect(feed.summary.gtfs.byReason.find((r) => r.reason === "discontinued")?.count).toBe(
        stopped.filter((r) => r.status.state === "discontinued").reduce((n, r) => n + (r.bidirectional ? 2 : 1), 0),
      );
    } finally {
      feed.close();
    }
  });

  it("dates the feed from the data's last change, with its version, and removes closed months", async () => {
    const closed = baselineRoutes.map((r) => (r.id === "kendari-wakatobi-flight" ? { ...r, closedMonths: [3] } : r));
    const { files } = generateOpenData({ places: baselinePlaces, routes: closed }, version, site);
    const entries = unzipSync(files.gtfs.body);
    const text = (name: string) => strFromU8(entries[name] as Uint8Array);
    expect(text("feed_info.txt")).toContain(",20261126,20271125,2026-11-26.test,");
    expect(feedWindow(version)).toEqual({ start: "2026-11-26", end: "2027-11-25" });
    const march = text("calendar_dates.txt")
      .split("\r\n")
      .filter((l) => l.startsWith("kendari-wakatobi-flight:outbound,"));
    expect(march).toHaveLength(31);
    expect(march[0]).toBe("kendari-wakatobi-flight:outbound,20270301,2");
  });

  it("writes a departure from Jakarta in WITA, and gives the Jakarta stop its own time zone", () => {
    // A located Jakarta airport and a flight from it (local departure 09:00 WIB, 2 h 20).
    const places = baselinePlaces.map((p) =>
      p.id === "jakarta-airport"
        ? { ...p, coordinates: { lat: -6.1256, lon: 106.6558, approximate: false, source: "test" } }
        : p,
    );
    const flight: Route = {
      ...(baselineRoutes.find((r) => r.id === "kendari-wakatobi-flight") as Route),
      id: "jakarta-makassar-test-flight",
      from: "jakarta-airport",
      to: "makassar-airport",
      bidirectional: false,
      duration: { minMinutes: 140, maxMinutes: 140, note: null },
      frequency: { kind: "daily", perDay: null, departures: ["09:00"], returnDepartures: [], asOf: "2026", note: null },
      operators: ["Garuda Indonesia"],
    };
    const { files } = generateOpenData({ places, routes: [flight] }, version, site);
    const entries = unzipSync(files.gtfs.body);
    const text = (name: string) => strFromU8(entries[name] as Uint8Array);
    expect(text("stop_times.txt")).toContain(
      "jakarta-makassar-test-flight:outbound:0900,10:00:00,10:00:00,jakarta-airport,1,1",
    );
    expect(text("stop_times.txt")).toContain(",12:20:00,12:20:00,makassar-airport,2,1");
    const stops = text("stops.txt").split("\r\n");
    expect(stops.find((l) => l.startsWith("jakarta-airport,"))).toMatch(/,Asia\/Jakarta$/);
    expect(stops.find((l) => l.startsWith("makassar-airport,"))).toMatch(/,0,$/);
  });

  it("writes times past midnight as GTFS does", () => {
    expect(gtfsTime("20:00", 660)).toBe("31:00:00");
    expect(gtfsTime("09:25", 65)).toBe("10:30:00");
  });
});
