import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { plannerInput } from "../app/features/planner/from-transport-data.ts";
import { buildGraph } from "../app/features/planner/graph.ts";
import { planTrip } from "../app/features/planner/plan.ts";
import { generatedGraph } from "../app/features/planner/test-graphs.ts";
import type { PlannerGraph } from "../app/features/planner/types.ts";
import type { Place, Route } from "../app/features/transport-data/types.ts";
import { median } from "./lib.ts";

/**
 * Item 7: the route planner's server time per search (the pure search the page runs, on a graph built
 * once as the server does): every pair of places in today's data (target under 5 ms), and random pairs
 * on a generated network of 2,000 places and 20,000 routes (target under 50 ms). In-process, so the
 * figure is the search's own time, not HTTP's; the page's full answer time is item 7's HTTP figure.
 */
export type PlannerFigure = {
  graph: string;
  places: number;
  routes: number;
  searches: number;
  found: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  targetMs: number;
};

const root = path.resolve(import.meta.dirname, "..");

/** Today's data, read as shipped (the build validates it: app/features/transport-data). */
function todaysData(): { places: Place[]; routes: Route[] } {
  const dir = path.join(root, "content/transport");
  const places = JSON.parse(readFileSync(path.join(dir, "places.json"), "utf8")) as Place[];
  const routes = readdirSync(path.join(dir, "routes"))
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => JSON.parse(readFileSync(path.join(dir, "routes", f), "utf8")) as Route[]);
  return { places, routes };
}

function timeSearches(graph: PlannerGraph, pairs: [string, string][], rounds: number) {
  const times: number[] = [];
  let found = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [from, to] of pairs) {
      const start = performance.now();
      const result = planTrip(graph, [from], [to], "fastest");
      times.push(performance.now() - start);
      if (round === 0 && result.kind === "found") found++;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round3 = (n: number) => Math.round(n * 1000) / 1000;
  return {
    searches: pairs.length,
    found,
    medianMs: round3(median(times)),
    p95Ms: round3(sorted[Math.floor(sorted.length * 0.95)]!),
    maxMs: round3(sorted.at(-1)!),
  };
}

export function benchPlanner(runs: number): PlannerFigure[] {
  const today = plannerInput(todaysData());
  const todayGraph = buildGraph(today.places, today.routes);
  const ids = today.places.map((p) => p.id);
  const todayPairs = ids.flatMap((a) => ids.filter((b) => b !== a).map((b): [string, string] => [a, b]));
  // A first pass warms the JIT up, as a server that has answered a few searches.
  timeSearches(todayGraph, todayPairs.slice(0, 200), 1);

  const generated = generatedGraph(2_000, 20_000);
  const bigGraph = buildGraph(generated.places, generated.routes);
  const bigPairs = Array.from({ length: 200 }, (_, i): [string, string] => [
    `p${(i * 7919) % 2_000}`,
    `p${(i * 104_729 + 1_000) % 2_000}`,
  ]).filter(([a, b]) => a !== b);
  timeSearches(bigGraph, bigPairs.slice(0, 20), 1);

  return [
    {
      graph: "today's data",
      places: today.places.length,
      routes: today.routes.length,
      ...timeSearches(todayGraph, todayPairs, runs),
      targetMs: 5,
    },
    {
      graph: "generated",
      places: generated.places.length,
      routes: generated.routes.length,
      ...timeSearches(bigGraph, bigPairs, runs),
      targetMs: 50,
    },
  ];
}

/** A planned page's whole answer (render included), one request at a time, from a running server. */
export async function plannedPageTimes(base: string, requests: number) {
  const page = "/transport/plan?from=makassar&to=togean-islands";
  const times: number[] = [];
  for (let i = 0; i < requests + 5; i++) {
    const start = performance.now();
    const response = await fetch(`${base}${page}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    if (i >= 5) times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    path: page,
    requests,
    medianMs: round(median(times)),
    p95Ms: round(sorted[Math.floor(sorted.length * 0.95)]!),
  };
}
