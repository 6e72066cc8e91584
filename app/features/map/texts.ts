/**
 * The map feature's texts: every user-facing string it shows, in one module (issue 29, ADR 0035),
 * in both editions (issue 31, ADR 0036). A text with values is a function.
 */

import { PRICE_AGE_TEXTS, ROUTE_CHECK_TEXT, STATUS_TEXT } from "~/features/transport-data/texts.ts";
import { defineTexts } from "~/lib/locale.ts";

/** The map's user-facing texts: its title, key, list and markers. */
export const MAP_TEXTS = defineTexts({
  en: {
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
    unverified: STATUS_TEXT.en.unverified,
    staleCheck: `${ROUTE_CHECK_TEXT.en.oldCheck}, ${PRICE_AGE_TEXTS.en.marker}`,
    offMap: "off the map",
    hubMarker: "Hub city",
    placeMarker: "Other place",
    highlightedMarker: "Place of this page",
    discontinuedLine: "Discontinued",
  },
  id: {
    title: "Peta Sulawesi",
    description:
      "Sulawesi dan pulau-pulaunya, dengan tempat-tempat sebagai tautan ke halamannya dan rute yang digambar sebagai garis menurut cara bepergian. Garis menghubungkan kedua ujung rute dan tidak mengikuti jalan atau alur laut. Daftar di bawah peta memuat setiap tempat dan rute dalam bentuk teks.",
    legendHeading: "Keterangan",
    listSummary: "Tempat dan rute di peta ini, dalam bentuk daftar",
    placesHeading: "Tempat",
    routesHeading: "Rute",
    highlightedRoutesHeading: "Rute di halaman ini",
    otherRoutesHeading: "Rute lainnya",
    highlighted: "disorot",
    discontinued: "sudah berhenti",
    unverified: STATUS_TEXT.id.unverified,
    staleCheck: `${ROUTE_CHECK_TEXT.id.oldCheck}, ${PRICE_AGE_TEXTS.id.marker}`,
    offMap: "di luar peta",
    hubMarker: "Kota hub",
    placeMarker: "Tempat lain",
    highlightedMarker: "Tempat di halaman ini",
    discontinuedLine: "Sudah berhenti",
  },
});

/** Headings and introductions of the map sections, per page. */
export const MAP_SECTION_TEXT_TABLE = defineTexts({
  en: {
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
  },
  id: {
    network: {
      heading: "Peta jaringan",
      sub: "Setiap hub, kota, dan destinasi yang posisinya kami ketahui, beserta rute di antaranya menurut cara bepergian. Pilih satu tempat untuk membuka halamannya.",
    },
    hub: (hub: string) => ({
      heading: `Rute dari ${hub} di peta`,
      sub: `Rute-rute hub ${hub} digambar tebal; jaringan lainnya dibuat samar.`,
    }),
    mode: (modes: string) => ({
      heading: `${modes} di peta`,
      sub: "Rute-rute ini digambar tebal; jaringan lainnya dibuat samar.",
    }),
    destinations: {
      heading: "Destinasi di peta",
      sub: "Setiap panduan destinasi, di tempatnya di pulau ini. Pilih satu untuk membuka panduannya.",
    },
    destinationsFiltered: {
      heading: "Destinasi di peta",
      sub: "Destinasi yang cocok dengan filter Anda ditandai warna koral; yang lain ditampilkan sebagai patokan.",
    },
    destination: (name: string) => ({
      heading: `${name} di peta`,
      sub: "Letaknya di pulau ini, dengan rute yang menjangkaunya digambar tebal. Untuk jalan dan titik persisnya, pakai Lihat di Peta di bawah.",
    }),
    itinerary: { heading: "Rencana perjalanan ini di peta" },
  },
});
