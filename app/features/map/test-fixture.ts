import type { MapPlace, MapRoute } from "./types.ts";

/** A small, realistic network for the map's unit tests (approximate coordinates). */
export const FIXTURE_PLACES: MapPlace[] = [
  { id: "makassar", name: "Makassar", lat: -5.135, lon: 119.42, href: "/transport/makassar", kind: "hub" },
  { id: "manado", name: "Manado", lat: 1.49, lon: 124.84, href: "/transport/manado", kind: "hub" },
  { id: "palu", name: "Palu", lat: -0.9, lon: 119.87, href: "/transport/palu", kind: "hub" },
  { id: "gorontalo", name: "Gorontalo", lat: 0.54, lon: 123.06, href: "/transport/gorontalo", kind: "hub" },
  { id: "kendari", name: "Kendari", lat: -3.97, lon: 122.51, href: "/transport/kendari", kind: "hub" },
  { id: "rantepao", name: "Rantepao", lat: -2.97, lon: 119.9, href: "/destinations/tana-toraja", kind: "town" },
  { id: "ampana", name: "Ampana", lat: -0.87, lon: 121.58, href: "/destinations/ampana", kind: "town" },
  { id: "wakai", name: "Wakai", lat: -0.41, lon: 121.87, href: "/destinations/togean-islands", kind: "destination" },
  { id: "baubau", name: "Baubau", lat: -5.47, lon: 122.6, href: "/destinations/buton-baubau", kind: "town" },
  { id: "wanci", name: "Wanci", lat: -5.32, lon: 123.54, href: "/destinations/wakatobi", kind: "destination" },
  { id: "bunaken", name: "Bunaken", lat: 1.62, lon: 124.76, href: "/destinations/bunaken", kind: "destination" },
  { id: "bitung", name: "Bitung", lat: 1.44, lon: 125.19, href: "/transport/manado", kind: "port" },
  { id: "tahuna", name: "Tahuna", lat: 3.61, lon: 125.49, href: "/transport/manado", kind: "town" },
  { id: "jakarta", name: "Jakarta", lat: -6.2, lon: 106.85, href: "/transport/flights", kind: "airport" },
  { id: "denpasar", name: "Denpasar", lat: -8.65, lon: 115.22, href: "/transport/flights", kind: "airport" },
];

export const FIXTURE_ROUTES: MapRoute[] = [
  { id: "jakarta-makassar-flight", from: "jakarta", to: "makassar", mode: "flight" },
  { id: "jakarta-denpasar-flight", from: "jakarta", to: "denpasar", mode: "flight" },
  { id: "makassar-manado-flight", from: "makassar", to: "manado", mode: "flight" },
  { id: "makassar-rantepao-bus", from: "makassar", to: "rantepao", mode: "bus" },
  { id: "makassar-baubau-pelni", from: "makassar", to: "baubau", mode: "pelni" },
  { id: "makassar-baubau-flight", from: "makassar", to: "baubau", mode: "flight" },
  { id: "ampana-wakai-boat", from: "ampana", to: "wakai", mode: "public-boat" },
  { id: "gorontalo-wakai-ferry", from: "gorontalo", to: "wakai", mode: "car-ferry", discontinued: true },
  { id: "palu-ampana-travel", from: "palu", to: "ampana", mode: "travel", unverified: true, lastChecked: "2026-11-22" },
  { id: "kendari-wanci-fast-boat", from: "kendari", to: "wanci", mode: "fast-boat" },
  { id: "manado-bunaken-boat", from: "manado", to: "bunaken", mode: "public-boat" },
  { id: "bitung-tahuna-ferry", from: "bitung", to: "tahuna", mode: "car-ferry", lastChecked: "2019-05-01" },
  { id: "makassar-nowhere", from: "makassar", to: "atlantis", mode: "bus" },
];
