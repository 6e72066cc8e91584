import { withParts } from "./from-transport-data.ts";
import { buildGraph } from "./graph.ts";
import type { PlannerFrequency, PlannerPlace, PlannerRoute } from "./types.ts";

/** Small hand-made graphs for the planner's tests and the bench's generated network. */
export function place(id: string, lat: number | null = null, lon: number | null = null): PlannerPlace {
  return { id, name: id.toUpperCase(), lat, lon };
}

type RouteOptions = {
  mode?: PlannerRoute["mode"];
  via?: string[];
  operators?: string[];
  closedMonths?: number[];
  departures?: string[];
  minutes?: [number, number] | null;
  price?: [number, number] | null;
  priceUnit?: PlannerRoute["priceUnit"];
  frequency?: PlannerFrequency;
  bothWays?: boolean;
  discontinued?: boolean;
};

export function route(id: string, from: string, to: string, options: RouteOptions = {}): PlannerRoute {
  const minutes: [number, number] | null = options.minutes === undefined ? [60, 60] : options.minutes;
  const price: [number, number] | null = options.price === undefined ? [100_000, 100_000] : options.price;
  return {
    id,
    routeId: id,
    mode: options.mode ?? "bus",
    via: options.via ?? [],
    operators: options.operators ?? [],
    closedMonths: options.closedMonths ?? [],
    departures: options.departures ?? [],
    from,
    to,
    bothWays: options.bothWays ?? true,
    minutes: minutes ? { min: minutes[0], max: minutes[1] } : null,
    price: price && options.priceUnit !== "vehicle" ? { min: price[0], max: price[1] } : null,
    priceUnit: options.priceUnit === undefined ? (price ? "seat" : null) : options.priceUnit,
    hirePrice: price && options.priceUnit === "vehicle" ? { min: price[0], max: price[1] } : null,
    frequency: options.frequency ?? { kind: "daily", perDay: 24 },
    discontinued: options.discontinued ?? false,
  };
}

/** The graph of these routes, each stretch between two stops of a route a route too (as plannerInput does). */
export function graphOf(places: PlannerPlace[], routes: PlannerRoute[]) {
  return buildGraph(places, routes.flatMap(withParts));
}

/** A random network of `placeCount` places and `routeCount` routes, the same for a given seed. */
export function generatedGraph(placeCount: number, routeCount: number, seed = 17) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const places = Array.from({ length: placeCount }, (_, i) => place(`p${i}`, -6 + random() * 8, 118 + random() * 8));
  const frequencies: PlannerFrequency[] = [
    { kind: "daily", perDay: 3 },
    { kind: "daily" },
    { kind: "weekly", perWeek: 2 },
    { kind: "weekdays", days: [1, 4] },
    { kind: "unknown" },
  ];
  const routes: PlannerRoute[] = [];
  for (let i = 0; i < routeCount; i++) {
    const from = Math.floor(random() * placeCount);
    // Mostly short hops to nearby indices (a regional network), some long ones (flights).
    const to = random() < 0.8 ? (from + 1 + Math.floor(random() * 20)) % placeCount : Math.floor(random() * placeCount);
    const minutes = 30 + Math.floor(random() * 600);
    const fare = 50_000 + Math.floor(random() * 1_500_000);
    routes.push(
      route(`r${i}`, `p${from}`, `p${to}`, {
        minutes: random() < 0.1 ? null : [minutes, Math.round(minutes * 1.3)],
        price: random() < 0.15 ? null : [fare, Math.round(fare * 1.4)],
        frequency: frequencies[Math.floor(random() * frequencies.length)],
        discontinued: random() < 0.03,
      }),
    );
  }
  return { places, routes };
}
