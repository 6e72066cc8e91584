import { HUB_IDS } from "~/features/guide/constants.ts";
import type { HubId, TransportMode, TransportRoute } from "~/features/guide/schema.ts";

/**
 * Pure queries over transport content. They take the content as arguments so they can be unit
 * tested with fixtures; `transport.server.ts` wires them to the real content for the loaders.
 */

/** URL slugs of the mode pages (/transport/flights ...) and the content's mode ids. */
export const MODE_SLUGS = { flights: "flight", ferries: "ferry", overland: "overland" } as const;
export type ModeSlug = keyof typeof MODE_SLUGS;

export const MODE_ORDER: readonly TransportMode[] = ["flight", "ferry", "overland"];

export const MODE_LABELS: Record<TransportMode, { plural: string; page: string; slug: ModeSlug }> = {
  flight: { plural: "Flights", page: "Flight Routes", slug: "flights" },
  ferry: { plural: "Ferries and boats", page: "Ferry Routes", slug: "ferries" },
  overland: { plural: "Overland: buses and shared cars", page: "Overland Routes", slug: "overland" },
};

export function isHubId(value: string | null | undefined): value is HubId {
  return typeof value === "string" && (HUB_IDS as readonly string[]).includes(value);
}

export function modeFromSlug(value: string | undefined): TransportMode | undefined {
  if (value === undefined || !Object.hasOwn(MODE_SLUGS, value)) return undefined;
  return MODE_SLUGS[value as ModeSlug];
}

/** The fields a route table shows (no hub list, no ids the page does not need). */
export type RouteRow = Pick<
  TransportRoute,
  | "id"
  | "mode"
  | "from"
  | "to"
  | "duration"
  | "price"
  | "frequency"
  | "operators"
  | "notes"
  | "unverified"
  | "lastChecked"
>;

export function toRow(r: TransportRoute): RouteRow {
  const row: RouteRow = {
    id: r.id,
    mode: r.mode,
    from: r.from,
    to: r.to,
    duration: r.duration,
    price: r.price,
    frequency: r.frequency,
    operators: r.operators,
    unverified: r.unverified,
    lastChecked: r.lastChecked,
  };
  if (r.notes) row.notes = r.notes;
  return row;
}

const byPlaces = (a: RouteRow, b: RouteRow) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to);

/** Routes of one mode, sorted by origin then destination. */
export function routesOfMode(all: readonly TransportRoute[], mode: TransportMode): RouteRow[] {
  return all
    .filter((r) => r.mode === mode)
    .map(toRow)
    .sort(byPlaces);
}

export type ModeGroup = { mode: TransportMode; routes: RouteRow[] };

/** The routes serving a hub, grouped by mode in the site's mode order; empty groups are left out. */
export function routesForHubByMode(all: readonly TransportRoute[], hub: HubId): ModeGroup[] {
  const serving = all.filter((r) => r.hubs.includes(hub));
  return MODE_ORDER.map((mode) => ({
    mode,
    routes: serving
      .filter((r) => r.mode === mode)
      .map(toRow)
      .sort(byPlaces),
  })).filter((g) => g.routes.length > 0);
}

/** The oldest check date among dated items: the honest "last checked" for a page showing them all. */
export function oldestDate(dates: readonly string[]): string | undefined {
  return dates.length === 0 ? undefined : [...dates].sort()[0];
}
