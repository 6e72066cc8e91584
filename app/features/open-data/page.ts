import { WEEKDAYS, type Weekday } from "~/features/transport-data/constants.ts";
import { FREQUENCY_TEXT, WEEKDAY_LABELS } from "~/features/transport-data/texts.ts";
import { DATA_FILES, type DataFileKey, dataFilePath, LICENCE } from "./constants.ts";
import type { OpenDataSummary } from "./generate.ts";
import { DATA_FILE_TEXT, DATA_PAGE_TEXT, EXCLUSION_TEXT } from "./texts.ts";

/** What the /data page shows, from the published summary (pure, unit tested). */

const FILE_ORDER: DataFileKey[] = ["dataset", "schema", "places", "routes", "fares", "gtfs"];

function daysText(days: readonly string[]): string {
  if (days.length === WEEKDAYS.length) return FREQUENCY_TEXT.daily;
  return days.map((d) => WEEKDAY_LABELS[d as Weekday] ?? d).join(", ");
}

export function dataPageView(summary: OpenDataSummary, placeName: (id: string) => string, site: string, url: string) {
  const { gtfs, version } = summary;
  return {
    version: version.id,
    modified: version.modified,
    contents: DATA_PAGE_TEXT.contents(summary),
    files: FILE_ORDER.map((key) => ({
      key,
      href: dataFilePath(key),
      name: DATA_FILES[key].name,
      text: DATA_PAGE_TEXT.files[key],
    })),
    gtfs: {
      counts: DATA_PAGE_TEXT.gtfsCounts(gtfs.included.length, gtfs.excluded),
      contents: DATA_PAGE_TEXT.gtfsContents({ stops: gtfs.stops, agencies: gtfs.agencies.length, trips: gtfs.trips }),
      window: DATA_PAGE_TEXT.feedWindow(gtfs.window.start, gtfs.window.end),
      reasons: gtfs.byReason.map((r) => ({ reason: r.reason, text: EXCLUSION_TEXT[r.reason], count: r.count })),
      services: gtfs.included.map((s) => ({
        key: `${s.routeId}:${s.from}`,
        text: DATA_PAGE_TEXT.inService(
          `${placeName(s.from)} → ${placeName(s.to)}`,
          s.departures.join(", "),
          daysText(s.days),
        ),
      })),
      agencies: gtfs.agencies,
    },
    licence: { text: DATA_PAGE_TEXT.licence(site), url: LICENCE.url },
    citation: DATA_FILE_TEXT.citation(site, version.id, version.modified.slice(0, 10), url),
  };
}

export type DataPageView = ReturnType<typeof dataPageView>;
