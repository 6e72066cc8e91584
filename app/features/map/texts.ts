/**
 * The map feature's texts: every user-facing string it shows, in one module (issue 29, ADR 0035),
 * so a second language can be added beside it. A text with values is a function.
 */

import { PRICE_AGE_TEXT, ROUTE_CHECK_TEXT, STATUS_TEXT } from "~/features/transport-data/texts.ts";

/** The map's user-facing texts, in one place for translation. */
export const MAP_TEXTS = {
  title: "Map of Sulawesi",
  /** Read by screen readers after the title; the list below the map holds the same facts as text. */
  description:
    "Sulawesi and its islands, with places as links to their pages and routes drawn as lines by way of travel. Lines join the two ends and do not follow the road or the sea lane. The list after the map has every place and route as text.",
  legendHeading: "Key",
  listSummary: "Places and routes on this map, as a list",
  placesHeading: "Places",
  routesHeading: "Routes",
  highlightedRoutesHeading: "Routes of this page",
  otherRoutesHeading: "Other routes",
  highlighted: "highlighted",
  discontinued: "discontinued",
  /** The transport pages' own markers, so a route reads the same in the map's list. */
  unverified: STATUS_TEXT.unverified,
  staleCheck: `${ROUTE_CHECK_TEXT.oldCheck}, ${PRICE_AGE_TEXT.marker}`,
  offMap: "off the map",
  hubMarker: "Hub city",
  placeMarker: "Other place",
  highlightedMarker: "Place of this page",
  discontinuedLine: "Discontinued",
} as const;

/** Headings and introductions of the map sections, per page. */
export const MAP_SECTION_TEXTS = {
  network: {
    heading: "Map of the network",
    sub: "Every hub, town and destination we have a position for, and the routes between them by way of travel. Select a place to open its page.",
  },
  hub: (hub: string) => ({
    heading: `Routes from ${hub} on the map`,
    sub: `The routes of the ${hub} hub are drawn bold; the rest of the network is faded.`,
  }),
  mode: (modes: string) => ({
    heading: `${modes} on the map`,
    sub: "These routes are drawn bold; the rest of the network is faded.",
  }),
  destinations: {
    heading: "Destinations on the map",
    sub: "Every destination guide, at its place on the island. Select one to open its guide.",
  },
  destinationsFiltered: {
    heading: "Destinations on the map",
    sub: "The destinations that match your filters are marked in coral; the others are shown for orientation.",
  },
  destination: (name: string) => ({
    heading: `${name} on the map`,
    sub: "Where it is on the island, and the routes that reach it drawn bold. For streets and exact spots, use View on Map below.",
  }),
  itinerary: { heading: "These itineraries on the map" },
} as const;
