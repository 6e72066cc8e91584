import { strToU8 } from "fflate";
import { DATA_FILES, type DataFileKey, dataFilePath, EXCLUSION_REASONS, type ExclusionReason } from "./constants.ts";
import { buildDataset, faresCsv, placesCsv, routesCsv } from "./dataset.ts";
import { type DataVersion, feedWindow, gtfsFiles, gtfsZip, type Site } from "./gtfs.ts";
import { datasetJsonSchema } from "./schema.ts";
import { splitServices, type TransportInput } from "./services.ts";
import { DATA_FILE_TEXT } from "./texts.ts";

/**
 * Every file of the open transport data, and the figures the /data page shows, as a pure function of
 * the merged data, its version and the site (docs/decisions/0031-open-transport-data.md). Whatever
 * serves the files (the request handler's per-version cache today, a static store regenerated per
 * data version tomorrow) calls this once per version.
 */

export type OpenDataFile = { body: Uint8Array; contentType: string };

export type OpenDataSummary = {
  version: DataVersion;
  places: number;
  located: number;
  routes: number;
  discontinued: number;
  fares: number;
  gtfs: {
    stops: number;
    agencies: string[];
    trips: number;
    window: { start: string; end: string };
    included: { routeId: string; from: string; to: string; departures: string[]; days: string[] }[];
    excluded: number;
    /** Services out, counted under their first reason, in the order of EXCLUSION_REASONS. */
    byReason: { reason: ExclusionReason; count: number }[];
  };
};

export type OpenData = { files: Record<DataFileKey, OpenDataFile>; summary: OpenDataSummary };

const lines = (csv: string) => Math.max(0, csv.split("\r\n").length - 2);

function summarise(split: ReturnType<typeof splitServices>, gtfs: Record<string, string>) {
  const byReason = EXCLUSION_REASONS.map((reason) => ({
    reason,
    count: split.excluded.filter((s) => s.reasons[0] === reason).length,
  })).filter((r) => r.count > 0);
  return {
    stops: lines(gtfs["stops.txt"] ?? ""),
    agencies: [...new Set(split.included.map((s) => s.agency))],
    trips: lines(gtfs["trips.txt"] ?? ""),
    included: split.included.map(({ routeId, from, to, departures, days }) => ({
      routeId,
      from,
      to,
      departures,
      days,
    })),
    excluded: split.excluded.length,
    byReason,
  };
}

export function generateOpenData(data: TransportInput, version: DataVersion, site: Site): OpenData {
  const split = splitServices(data);
  const gtfs = gtfsFiles(data, split, version, site);
  const dataset = buildDataset(data, split, version, site);
  const schema = datasetJsonSchema(`${site.url}${dataFilePath("schema")}`, DATA_FILE_TEXT.datasetName(site.name));
  const text = (key: DataFileKey, body: string): OpenDataFile => ({
    body: strToU8(body),
    contentType: DATA_FILES[key].contentType,
  });
  const files: Record<DataFileKey, OpenDataFile> = {
    dataset: text("dataset", `${JSON.stringify(dataset, null, 2)}\n`),
    schema: text("schema", `${JSON.stringify(schema, null, 2)}\n`),
    places: text("places", placesCsv(data)),
    routes: text("routes", routesCsv(data)),
    fares: text("fares", faresCsv(data.routes)),
    gtfs: { body: gtfsZip(gtfs, version), contentType: DATA_FILES.gtfs.contentType },
  };
  const summary: OpenDataSummary = {
    version,
    places: data.places.length,
    located: data.places.filter((p) => p.coordinates !== null).length,
    routes: data.routes.length,
    discontinued: data.routes.filter((r) => r.status.state === "discontinued").length,
    fares: data.routes.reduce((n, r) => n + r.fares.length, 0),
    gtfs: { ...summarise(split, gtfs), window: feedWindow(version) },
  };
  return { files, summary };
}
