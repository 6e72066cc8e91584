import {
  formatDuration,
  formatFare,
  formatFares,
  formatFrequency,
  formatIdr,
  formatMinutes,
  formatOperators,
} from "~/features/transport-data/format.ts";
import { MODE_TEXTS, PLACE_KIND_TEXTS } from "~/features/transport-data/texts.ts";
import type { Duration, Fare, Frequency, Place, Route } from "~/features/transport-data/types.ts";
import type { Locale } from "~/lib/format.ts";

/**
 * How a leg's figures are worded in each language: the transport pages' own formatters
 * (app/features/transport-data/format.ts) with the page's locale, so a leg reads as its route does on
 * the transport pages ("2 jam 15 menit", "Rp125rb–170rb per orang (Jan 2026)"). Pure: the offline
 * planner uses it too.
 */
export type LegFormat = {
  minutes: (total: number) => string;
  duration: (d: Duration) => string;
  idr: (amount: number) => string;
  fare: (f: Fare) => string;
  fares: (fares: readonly Fare[]) => string[];
  frequency: (f: Frequency) => string;
  operators: (operators: readonly string[]) => string;
  mode: (mode: Route["mode"]) => string;
  placeKind: (kind: Place["kind"]) => string;
};

function legFormat(locale: Locale): LegFormat {
  return {
    minutes: (total) => formatMinutes(total, locale),
    duration: (d) => formatDuration(d, locale),
    idr: (amount) => formatIdr(amount, locale),
    fare: (f) => formatFare(f, locale),
    fares: (fares) => formatFares(fares, locale),
    frequency: (f) => formatFrequency(f, undefined, locale),
    operators: (operators) => formatOperators(operators, locale),
    mode: (mode) => MODE_TEXTS[locale][mode],
    placeKind: (kind) => PLACE_KIND_TEXTS[locale][kind],
  };
}

export const LEG_FORMATS: Record<Locale, LegFormat> = { en: legFormat("en"), id: legFormat("id") };
