/**
 * The offline guide (docs/decisions/0019-offline-and-installable.md): paths, cache names and every
 * user-facing text in one place. No zod: the service worker, the page script's markup and the
 * routes all read these.
 */

export const SAVED_PATH = "/saved";
export const OFFLINE_PATH = "/offline";
export const MANIFEST_PATH = "/manifest.webmanifest";
export const SERVICE_WORKER_PATH = "/sw.js";
/** The planner's data for the offline search (app/features/planner/offline). */
export const PLANNER_DATA_PATH = "/transport/plan/data.json";
export const PLANNER_WORKER_PATH = "/planner-worker.js";

/**
 * Cache names. The precache carries its own version (Serwist keys every entry by revision); the
 * others are versioned here so that a build that changes how they are stored starts afresh.
 */
export const CACHE_PREFIX = "sulawesi";
export const PAGES_CACHE = `${CACHE_PREFIX}-pages-v1`;
export const SAVED_CACHE = `${CACHE_PREFIX}-saved-v1`;
export const IMAGES_CACHE = `${CACHE_PREFIX}-images-v1`;
/** Every cache name this build uses; the service worker deletes any other cache of ours on activation. */
export const RUNTIME_CACHES = [PAGES_CACHE, SAVED_CACHE, IMAGES_CACHE] as const;

/** Headers the service worker adds to a saved copy: its title and when it was saved. */
export const SAVED_TITLE_HEADER = "X-Saved-Title";
export const SAVED_AT_HEADER = "X-Saved-At";

/** Seconds a navigation waits for the network before the cached copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 4;
/** Recently visited guide pages kept for offline use (besides the precache and saved pages). */
export const MAX_VISITED_PAGES = 40;
export const MAX_CACHED_IMAGES = 120;
/** The precache (the pages, CSS, scripts and artwork listed below) must stay under this. */
export const PRECACHE_BUDGET_BYTES = 2 * 1024 * 1024;

/** The web app manifest's colours, from the site's palette (app/app.css). */
export const THEME_COLOR = "#0b3f59"; // ocean-800, also <meta name="theme-color">
export const BACKGROUND_COLOR = "#fcf8ef"; // sand-50

/**
 * Pages kept on the device by every installation (besides the transport hub and mode pages), in
 * the edition the traveller uses; their names are OFFLINE_TEXTS' `alwaysAvailable`.
 */
export const ALWAYS_AVAILABLE: readonly string[] = [
  "/transport-guide",
  "/transport",
  "/transport/plan",
  "/planning",
  SAVED_PATH,
];

/**
 * The app icons, drawn by scripts/art/icons.ts and rasterised by scripts/generate-art.ts into
 * public/img/icons. "maskable" ones keep the picture inside the safe zone (the middle 80 %).
 */
export const APPLE_TOUCH_ICON = "/img/icons/apple-touch-icon.png";
export const APP_ICONS = [
  { src: "/img/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/img/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/img/icons/maskable-192.png", size: 192, purpose: "maskable" },
  { src: "/img/icons/maskable-512.png", size: 512, purpose: "maskable" },
  { src: APPLE_TOUCH_ICON, size: 180, purpose: "apple" },
] as const;
