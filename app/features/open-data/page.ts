import { WEEKDAYS, type Weekday } from "~/features/transport-data/constants.ts";
import { FREQUENCY_TEXTS, WEEKDAY_TEXTS } from "~/features/transport-data/texts.ts";
import type { Locale } from "~/lib/locale.ts";
import { DATA_FILES, type DataFileKey, dataFilePath, LICENCE } from "./constants.ts";
import type { OpenDataSummary } from "./generate.ts";
import { DATA_PAGE_TEXTS, EXCLUSION_TEXTS } from "./texts.ts";

/** What the /data page shows, from the published summary (pure, unit tested). */

const FILE_ORDER: DataFileKey[] = ["dataset", "schema", "places", "routes", "fares", "gtfs"];

function daysText(days: readonly string[], locale: Locale): string {
  if (days.length === WEEKDAYS.length) return FREQUENCY_TEXTS[locale].daily;
  return days.map((d) => WEEKDAY_TEXTS[locale][d as Weekday] ?? d).join(", ");
}

export function dataPageView(
  summary: OpenDataSummary,
  placeName: (id: string) => string,
  site: string,
  url: string,
  locale: Locale = "en",
) {
  const { gtfs, version } = summary;
  const text = DATA_PAGE_TEXTS[locale];
  return {
    version: version.id,
    modified: version.modified,
    contents: text.contents(summary),
    files: FILE_ORDER.map((key) => ({
      key,
      href: dataFilePath(key),
      name: DATA_FILES[key].name,
      text: text.files[key],
    })),
    gtfs: {
      counts: text.gtfsCounts(gtfs.included.length, gtfs.excluded),
      contents: text.gtfsContents({ stops: gtfs.stops, agencies: gtfs.agencies.length, trips: gtfs.trips }),
      window: text.feedWindow(gtfs.window.start, gtfs.window.end),
      reasons: gtfs.byReason.map((r) => ({
        reason: r.reason,
        text: EXCLUSION_TEXTS[locale][r.reason],
        count: r.count,
      })),
      services: gtfs.included.map((s) => ({
        key: `${s.routeId}:${s.from}`,
        text: text.inService(
          `${placeName(s.from)} → ${placeName(s.to)}`,
          (locale === "id" ? s.departures.map((t) => t.replace(":", ".")) : s.departures).join(", "),
          daysText(s.days, locale),
        ),
      })),
      agencies: gtfs.agencies,
    },
    licence: { text: text.licence(site), url: LICENCE.url },
    citation: text.citation(site, version.id, version.modified.slice(0, 10), url),
  };
}

export type DataPageView = ReturnType<typeof dataPageView>;
