import type { Route } from "~/features/transport-data/types.ts";
import { DATA_PAGE_PATH, dataFilePath, LICENCE } from "./constants.ts";
import { recordsToCsv } from "./csv.ts";
import type { DataVersion, Site } from "./gtfs.ts";
import type { Dataset } from "./schema.ts";
import type { ServiceSplit, TransportInput } from "./services.ts";
import { DATA_FILE_TEXT } from "./texts.ts";

/**
 * The dataset (issue 33 point 1), pure: the merged places and routes as they stand, discontinued
 * routes included and marked by their status, with the version, the licence and which services are
 * in the GTFS feed; and the same as CSV.
 */

export function buildDataset(data: TransportInput, split: ServiceSplit, version: DataVersion, site: Site): Dataset {
  return {
    $schema: `${site.url}${dataFilePath("schema")}`,
    name: DATA_FILE_TEXT.datasetName(site.name),
    description: DATA_FILE_TEXT.datasetDescription,
    version: version.id,
    modified: version.modified,
    publisher: { name: site.name, url: site.url },
    licence: {
      id: LICENCE.id,
      name: LICENCE.name,
      url: LICENCE.url,
      attribution: DATA_FILE_TEXT.attribution(site.name, `${site.url}${DATA_PAGE_PATH}`),
    },
    places: [...data.places],
    routes: [...data.routes],
    gtfs: {
      url: `${site.url}${dataFilePath("gtfs")}`,
      included: split.included.map(({ routeId, direction, from, to }) => ({ routeId, direction, from, to })),
      excluded: split.excluded.map(({ routeId, direction, from, to, reasons }) => ({
        routeId,
        direction,
        from,
        to,
        reasons,
      })),
    },
  };
}

/** places.csv: one row per place. */
export function placesCsv(data: TransportInput): string {
  return recordsToCsv(data.places);
}

/** routes.csv: one row per route; its fares are in fares.csv. */
export function routesCsv(data: TransportInput): string {
  return recordsToCsv(data.routes.map(({ fares: _fares, ...route }) => route));
}

/**
 * fares.csv: one row per fare, with its route and its place in the route's list. The columns are the
 * fare's own fields, whatever they are.
 */
export function faresCsv(routes: readonly Route[]): string {
  return recordsToCsv(routes.flatMap((r) => r.fares.map((fare, i) => ({ routeId: r.id, fareIndex: i + 1, ...fare }))));
}
