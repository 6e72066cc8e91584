import { strToU8, zipSync } from "fflate";
import { WEEKDAYS, type Weekday } from "~/features/transport-data/constants.ts";
import { MODE_LABELS } from "~/features/transport-data/texts.ts";
import type { Place, Route } from "~/features/transport-data/types.ts";
import { DATA_PAGE_PATH, FEED_DAYS, WITA } from "./constants.ts";
import { type CsvRecord, toCsv } from "./csv.ts";
import { type IncludedService, type ServiceSplit, stopTimeZone, type TransportInput } from "./services.ts";
import { GTFS_TEXT } from "./texts.ts";

/**
 * The GTFS feed (issue 33 point 2), pure: the same data, version and site always give the same bytes.
 * Times in stop_times are WITA (the agencies' zone): the data's local departure times are converted
 * where a service leaves from another zone, and a stop outside WITA carries its own stop_timezone. Only the services of `splitServices` that are in are
 * written; every located place is a stop.
 */

/** The published version of the data: an id from its content, and when it last changed. */
export type DataVersion = { id: string; modified: string };
export type Site = { name: string; url: string };

type Table = { columns: readonly string[]; rows: CsvRecord[] };

const DAY_MS = 86_400_000;
const compact = (isoDay: string) => isoDay.replaceAll("-", "");
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const GTFS_WEEKDAY: Record<Weekday, string> = {
  mon: "monday",
  tue: "tuesday",
  wed: "wednesday",
  thu: "thursday",
  fri: "friday",
  sat: "saturday",
  sun: "sunday",
};
// Date.getUTCDay(): 0 is Sunday.
const WEEKDAY_OF_UTC_DAY: Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/** The feed's first and last day: FEED_DAYS from the day the data last changed (UTC). */
export function feedWindow(version: DataVersion): { start: string; end: string } {
  const start = Date.parse(`${version.modified.slice(0, 10)}T00:00:00Z`);
  return { start: dayOf(start), end: dayOf(start + (FEED_DAYS - 1) * DAY_MS) };
}

/** "HH:MM" plus minutes as a GTFS time, past 24:00:00 for the next day. */
export function gtfsTime(hhmm: string, plusMinutes = 0): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const total = h * 60 + m + plusMinutes;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}:00`;
}

export const agencyId = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "operator";
export const serviceId = (s: Pick<IncludedService, "routeId" | "direction">) => `${s.routeId}:${s.direction}`;
export const tripId = (s: Pick<IncludedService, "routeId" | "direction">, departure: string) =>
  `${serviceId(s)}:${departure.replace(":", "")}`;

function stopsTable(places: readonly Place[]): Table {
  const rows: CsvRecord[] = [];
  for (const p of places) {
    const zone = stopTimeZone(p);
    if (!zone || !p.coordinates) continue;
    rows.push({
      stop_id: p.id,
      stop_code: p.code,
      stop_name: p.name,
      stop_desc: GTFS_TEXT.stopDesc(p.coordinates.approximate, p.coordinates.source),
      stop_lat: p.coordinates.lat,
      stop_lon: p.coordinates.lon,
      location_type: 0,
      stop_timezone: zone === WITA ? null : zone,
    });
  }
  const columns = [
    "stop_id",
    "stop_code",
    "stop_name",
    "stop_desc",
    "stop_lat",
    "stop_lon",
    "location_type",
    "stop_timezone",
  ];
  return { columns, rows };
}

function agencyTable(services: readonly IncludedService[], site: Site): Table {
  const names = [...new Set(services.map((s) => s.agency))];
  return {
    columns: ["agency_id", "agency_name", "agency_url", "agency_timezone"],
    // The data holds no verified web address for most operators: each points to the page explaining that.
    rows: names.map((name) => ({
      agency_id: agencyId(name),
      agency_name: name,
      agency_url: `${site.url}${DATA_PAGE_PATH}#agencies`,
      agency_timezone: WITA,
    })),
  };
}

function routesTable(services: readonly IncludedService[], data: TransportInput, site: Site): Table {
  const placeName = (id: string) => data.places.find((p) => p.id === id)?.name ?? id;
  const routeIndex = new Map(data.routes.map((r) => [r.id, r]));
  const rows: CsvRecord[] = [];
  for (const id of new Set(services.map((s) => s.routeId))) {
    const route = routeIndex.get(id) as Route;
    const first = services.find((s) => s.routeId === id) as IncludedService;
    rows.push({
      route_id: id,
      agency_id: agencyId(first.agency),
      route_short_name: null,
      route_long_name: GTFS_TEXT.routeName(placeName(route.from), placeName(route.to)),
      route_desc: GTFS_TEXT.routeDesc(MODE_LABELS[route.mode], route.operators[0] ?? "", route),
      route_type: first.routeType,
      route_url: `${site.url}/transport/routes/${id}/history`,
    });
  }
  const columns = [
    "route_id",
    "agency_id",
    "route_short_name",
    "route_long_name",
    "route_desc",
    "route_type",
    "route_url",
  ];
  return { columns, rows };
}

function tripTables(services: readonly IncludedService[], placeName: (id: string) => string) {
  const trips: CsvRecord[] = [];
  const stopTimes: CsvRecord[] = [];
  for (const s of services) {
    for (const departure of s.departures) {
      const trip = tripId(s, departure);
      trips.push({
        route_id: s.routeId,
        service_id: serviceId(s),
        trip_id: trip,
        trip_headsign: placeName(s.to),
        direction_id: s.direction === "outbound" ? 0 : 1,
      });
      const last = s.stops.length - 1;
      s.stops.forEach((stop, i) => {
        // Calls on the way have no time in the data: left empty (timepoint 0), never interpolated here.
        const time =
          i === 0
            ? gtfsTime(departure, s.toWitaMinutes)
            : i === last
              ? gtfsTime(departure, s.toWitaMinutes + s.durationMinutes)
              : null;
        stopTimes.push({
          trip_id: trip,
          arrival_time: time,
          departure_time: time,
          stop_id: stop,
          stop_sequence: i + 1,
          timepoint: time === null ? 0 : 1,
        });
      });
    }
  }
  return {
    trips: { columns: ["route_id", "service_id", "trip_id", "trip_headsign", "direction_id"], rows: trips },
    stopTimes: {
      columns: ["trip_id", "arrival_time", "departure_time", "stop_id", "stop_sequence", "timepoint"],
      rows: stopTimes,
    },
  };
}

function calendarTables(services: readonly IncludedService[], window: { start: string; end: string }) {
  const calendar: CsvRecord[] = [];
  const exceptions: CsvRecord[] = [];
  const start = Date.parse(`${window.start}T00:00:00Z`);
  const end = Date.parse(`${window.end}T00:00:00Z`);
  for (const s of services) {
    const row: CsvRecord = { service_id: serviceId(s) };
    for (const d of WEEKDAYS) row[GTFS_WEEKDAY[d]] = s.days.includes(d) ? 1 : 0;
    calendar.push({ ...row, start_date: compact(window.start), end_date: compact(window.end) });
    if (s.closedMonths.length === 0) continue;
    // A closed month (an annual docking): each day it would run is removed.
    for (let ms = start; ms <= end; ms += DAY_MS) {
      const date = new Date(ms);
      const day = WEEKDAY_OF_UTC_DAY[date.getUTCDay()] as Weekday;
      if (s.closedMonths.includes(date.getUTCMonth() + 1) && s.days.includes(day))
        exceptions.push({ service_id: serviceId(s), date: compact(dayOf(ms)), exception_type: 2 });
    }
  }
  return {
    calendar: {
      columns: ["service_id", ...WEEKDAYS.map((d) => GTFS_WEEKDAY[d]), "start_date", "end_date"],
      rows: calendar,
    },
    calendarDates: { columns: ["service_id", "date", "exception_type"], rows: exceptions },
  };
}

/** Every file of the feed as CSV text, by file name (calendar_dates.txt only when a month is closed). */
export function gtfsFiles(data: TransportInput, split: ServiceSplit, version: DataVersion, site: Site) {
  const services = split.included;
  const window = feedWindow(version);
  const placeName = (id: string) => data.places.find((p) => p.id === id)?.name ?? id;
  const { trips, stopTimes } = tripTables(services, placeName);
  const { calendar, calendarDates } = calendarTables(services, window);
  const feedInfo: Table = {
    columns: [
      "feed_publisher_name",
      "feed_publisher_url",
      "feed_lang",
      "feed_start_date",
      "feed_end_date",
      "feed_version",
      "feed_contact_url",
    ],
    rows: [
      {
        feed_publisher_name: site.name,
        feed_publisher_url: `${site.url}${DATA_PAGE_PATH}`,
        feed_lang: "en",
        feed_start_date: compact(window.start),
        feed_end_date: compact(window.end),
        feed_version: version.id,
        feed_contact_url: `${site.url}/submit-update`,
      },
    ],
  };
  const tables: Record<string, Table> = {
    "agency.txt": agencyTable(services, site),
    "stops.txt": stopsTable(data.places),
    "routes.txt": routesTable(services, data, site),
    "trips.txt": trips,
    "stop_times.txt": stopTimes,
    "calendar.txt": calendar,
    ...(calendarDates.rows.length > 0 ? { "calendar_dates.txt": calendarDates } : {}),
    "feed_info.txt": feedInfo,
  };
  return Object.fromEntries(Object.entries(tables).map(([name, t]) => [name, toCsv(t.columns, t.rows)]));
}

/** The feed as a zip, its entries dated when the data last changed (so the bytes depend on the data only). */
export function gtfsZip(files: Record<string, string>, version: DataVersion): Uint8Array {
  const mtime = new Date(version.modified);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime }]])), {
    level: 9,
  });
}
