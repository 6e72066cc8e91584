import { distanceKm } from "./geo.ts";
import { ESTIMATE_DEFAULTS, TRANSFER_RANK_MINUTES } from "./rules.ts";
import type { LegFigures, PlannerMode, PlannerPlace, PlannerRoute, PlannerTimetable, Range } from "./types.ts";
import { longestWait } from "./waiting.ts";

/**
 * Conservative estimates for what the data does not give (ADR 0027), from what it does: the known
 * routes of the same kind of service (mode; the mode group when the mode has fewer than two), and the
 * distance. A time on board known for another route between the same two places by the same group of
 * modes (air, sea, road) is used first, the longest such time. Otherwise one rule for time on board and
 * for fares: the distance times the upper quartile of the known routes' minutes (or rupiah) per km,
 * never below the lowest known figure (by air never above the highest either); with no distance, the
 * upper quartile of the known figures. A part of a longer route takes its share of the whole by
 * distance, and never more than the whole. An unknown frequency waits as long as the upper quartile of
 * the known routes' longest waits. A local transfer (airport or port to town) ranks as
 * TRANSFER_RANK_MINUTES. Estimates rank; the page shows them as estimates.
 */

type Sample = { value: number; km: number | null };
/** Known figures of a group of routes, summed up once (the graph asks for them per leg). */
type Stats = { values: number[]; low: number; high: number; valueQuartile: number; rateQuartile: number | null };

const GROUP: Record<PlannerMode, "air" | "sea" | "road" | "transfer"> = {
  flight: "air",
  pelni: "sea",
  "car-ferry": "sea",
  "fast-boat": "sea",
  "public-boat": "sea",
  "charter-boat": "sea",
  bus: "road",
  travel: "road",
  "car-with-driver": "road",
  transfer: "transfer",
};

/** The upper quartile (nearest rank) of a non-empty list. */
export function upperQuartile(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)]!;
}

const middle = (r: Range) => (r.min + r.max) / 2;

function statsOf(samples: readonly Sample[]): Stats {
  const values = samples.map((s) => s.value);
  const rates = samples.filter((s) => s.km !== null && s.km >= 1).map((s) => s.value / s.km!);
  return {
    values,
    low: values.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY),
    high: values.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY),
    valueQuartile: values.length > 0 ? upperQuartile(values) : 0,
    rateQuartile: rates.length > 0 ? upperQuartile(rates) : null,
  };
}

/**
 * From the distance and the known figures of similar routes; null when nothing is known. Never below
 * the lowest known figure; by air never above the highest either (a flight's fare and time do not grow
 * with the distance as a road's or a boat's do; a long road or sea leg is not capped, or it would look
 * shorter and cheaper than it is).
 */
function fromStats(stats: Stats | undefined, km: number | null, capped: boolean): number | null {
  if (!stats || stats.values.length === 0) return null;
  if (km === null || stats.rateQuartile === null) return stats.valueQuartile;
  const estimate = Math.max(stats.low, km * stats.rateQuartile);
  return capped ? Math.min(stats.high, estimate) : estimate;
}

type Table = Map<string, Stats>;

/** Known figures grouped by mode and by mode group. */
function table(samples: readonly { mode: PlannerMode; sample: Sample }[]): { byMode: Table; byGroup: Table } {
  const collect = (key: (mode: PlannerMode) => string) => {
    const lists = new Map<string, Sample[]>();
    for (const { mode, sample } of samples) {
      const list = lists.get(key(mode)) ?? [];
      list.push(sample);
      lists.set(key(mode), list);
    }
    return new Map([...lists].map(([k, list]) => [k, statsOf(list)]));
  };
  return { byMode: collect((m) => m), byGroup: collect((m) => GROUP[m]) };
}

function lookup(t: { byMode: Table; byGroup: Table }, mode: PlannerMode): Stats | undefined {
  const own = t.byMode.get(mode);
  return own && own.values.length >= 2 ? own : t.byGroup.get(GROUP[mode]);
}

export type Estimator = {
  /** The figures of one direction of `route`, from `from` to `to`. */
  figures(route: PlannerRoute, from: PlannerPlace, to: PlannerPlace, timetable: PlannerTimetable): LegFigures;
};

/** Learns the known figures of `routes` and estimates the rest. */
export function estimator(places: readonly PlannerPlace[], routes: readonly PlannerRoute[]): Estimator {
  const byId = new Map(places.map((p) => [p.id, p]));
  const kmOf = (r: PlannerRoute) => {
    const a = byId.get(r.from);
    const b = byId.get(r.to);
    return a && b ? distanceKm(a, b) : null;
  };
  const known = routes.filter((r) => !r.transfer && r.mode && r.id === r.routeId);
  const mode = (r: PlannerRoute) => r.mode!;
  const moving = table(
    known.filter((r) => r.minutes).map((r) => ({ mode: mode(r), sample: { value: r.minutes!.max, km: kmOf(r) } })),
  );
  const fares = table(
    known.filter((r) => r.price).map((r) => ({ mode: mode(r), sample: { value: r.price!.min, km: kmOf(r) } })),
  );
  const hires = table(
    known.filter((r) => r.hirePrice).map((r) => ({ mode: mode(r), sample: { value: r.hirePrice!.min, km: kmOf(r) } })),
  );
  const waits = table(
    known
      .map((r) => ({ r, wait: longestWait(r.frequency) }))
      .filter(({ wait }) => wait !== null && wait > 0)
      .map(({ r, wait }) => ({ mode: mode(r), sample: { value: wait!, km: null } })),
  );
  const wholeKm = new Map(known.map((r) => [r.id, kmOf(r)]));
  // The longest known time between the same two places by the same group of modes (a ferry where
  // the public boat's time is known): the surest estimate of all.
  const ends = (r: PlannerRoute) => `${GROUP[mode(r)]}|${[r.from, r.to].sort().join("|")}`;
  const sameEnds = new Map<string, number>();
  for (const r of known) if (r.minutes) sameEnds.set(ends(r), Math.max(sameEnds.get(ends(r)) ?? 0, r.minutes.max));

  function movingFor(route: PlannerRoute, km: number | null, m: PlannerMode) {
    if (route.minutes) return { moving: middle(route.minutes), movingEstimated: false };
    const whole = route.partOfMinutes;
    const same = sameEnds.get(ends(route));
    if (same !== undefined) return { moving: whole ? Math.min(whole.max, same) : same, movingEstimated: true };
    const wk = route.routeId ? wholeKm.get(route.routeId) : null;
    if (whole && km !== null && wk) {
      return { moving: Math.min(whole.max, (whole.max * km) / wk), movingEstimated: true };
    }
    const estimate = fromStats(lookup(moving, m), km, GROUP[m] === "air") ?? defaultFor(m, "minutesPerKm", km);
    return { moving: whole ? Math.min(whole.max, estimate) : estimate, movingEstimated: true };
  }

  function costFor(route: PlannerRoute, km: number | null, m: PlannerMode) {
    if (route.price) return { cost: route.price.min, costEstimated: false };
    if (route.hirePrice) return { cost: route.hirePrice.min, costEstimated: false };
    // A car with driver or a chartered boat, price unknown: as dear as similar hires.
    const hired = m === "car-with-driver" || m === "charter-boat";
    const air = GROUP[m] === "air";
    const estimate = (hired ? fromStats(lookup(hires, m), km, air) : null) ?? fromStats(lookup(fares, m), km, air);
    return { cost: estimate ?? defaultFor(m, "idrPerKm", km), costEstimated: true };
  }

  return {
    figures(route, from, to, timetable) {
      const m = route.mode ?? "bus";
      if (route.transfer) {
        return {
          moving: TRANSFER_RANK_MINUTES,
          movingEstimated: true,
          wait: 0,
          waitMax: 0,
          waitEstimated: false,
          cost: 0,
          costEstimated: false,
        };
      }
      const km = distanceKm(from, to);
      const known = longestWait(timetable.frequency);
      const waitMax =
        known ??
        (timetable.frequency.kind === "irregular"
          ? (lookup(waits, m)?.high ?? ESTIMATE_DEFAULTS.waitMinutes)
          : (fromStats(lookup(waits, m), null, true) ?? ESTIMATE_DEFAULTS.waitMinutes));
      return {
        ...movingFor(route, km, m),
        wait: waitMax / 2,
        waitMax,
        waitEstimated: known === null,
        ...costFor(route, km, m),
      };
    },
  };
}

/** Where no route of the same group is known: the documented defaults (rules.ts). */
function defaultFor(mode: PlannerMode, what: "minutesPerKm" | "idrPerKm", km: number | null): number {
  const d = ESTIMATE_DEFAULTS[GROUP[mode] === "transfer" ? "road" : (GROUP[mode] as "air" | "sea" | "road")];
  return what === "minutesPerKm" ? (km ?? d.km) * d.minutesPerKm : (km ?? d.km) * d.idrPerKm;
}
