/**
 * The service worker (docs/decisions/0019-offline-and-installable.md), bundled after prerendering by
 * scripts/build-sw.ts, which also injects the precache list (`self.__SW_MANIFEST`) and the build id.
 *
 * - Precache (Serwist): the transport guide and pages, the planner with its data, /planning, the
 *   offline and saved pages, and the CSS, scripts, icons and map they use. Pages are fetched at
 *   install time by URL, without cookies, whether or not they are files of the build.
 * - Navigations to guide pages: network first with a short timeout; then the visited, saved or
 *   precached copy; then the offline page, in the page's edition (issue 31).
 * - The precache is the English edition's. Once a traveller opens an Indonesian page, the worker
 *   also keeps the Indonesian twins of the precached pages (/id/transport-guide, /id/transport/...,
 *   /id/planning, the planner, /id/offline, /id/saved), packed like the precache, so that
 *   traveller's guide opens offline in Indonesian; an English visitor's caches stay as they were. The pages open when the worker starts (a visit's first
 *   page) are kept as visited too (keepOpenPages). Other pages (members, admin, forms, the forum, /api) are
 *   never stored and fall back to the offline page only when the network fails.
 * - Only responses that isStorable() allows are stored, always without their per-request CSP nonce.
 * - "Save for offline": the page script posts SAVE_PAGE / REMOVE_PAGE; saved copies (with the
 *   stylesheets, scripts and images they use) live in their own cache, which updates keep.
 * - A new build's worker activates at once (skipWaiting) and deletes the previous build's caches;
 *   pages already open keep what they loaded, the next navigation uses the new build.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, type PrecacheEntry, Serwist, type SerwistPlugin } from "serwist";
import {
  CACHE_PREFIX,
  IMAGES_CACHE,
  MAX_CACHED_IMAGES,
  MAX_VISITED_PAGES,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PATH,
  PAGES_CACHE,
  PLANNER_DATA_PATH,
  SAVED_AT_HEADER,
  SAVED_CACHE,
  SAVED_TITLE_HEADER,
} from "../constants.ts";
import {
  editionOf,
  inEdition,
  isNeverCached,
  isOfflinePage,
  isStorable,
  otherRenditions,
  pageResources,
  pageTitle,
  storedHeaders,
} from "../rules.ts";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };
/** Replaced at build time by scripts/build-sw.ts: a hash of this build's precache list. */
declare const __BUILD_ID__: string;
/** Replaced at build time by scripts/build-sw.ts: the Indonesian twins of the precached pages. */
declare const __INDONESIAN_PAGES__: string[];

const BUILD_ID = __BUILD_ID__;
const INDONESIAN_PAGES = __INDONESIAN_PAGES__;
const PLAN_PATH = "/transport/plan";
/** This build's cache of visited pages; the saved pages' cache outlives builds. */
const VISITED_CACHE = `${PAGES_CACHE}-${BUILD_ID}`;
/** This build's Indonesian twins of the precached pages, kept once a traveller opens an Indonesian page. */
const INDONESIAN_CACHE = `${CACHE_PREFIX}-edition-id-${BUILD_ID}`;

/** A copy of the response fit for storage (CSP without nonce, decoded body), or null when it may not be stored. */
async function storable(response: Response): Promise<Response | null> {
  if (!isStorable(response)) return null;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: storedHeaders(response.headers),
  });
}

const storeSafely: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => storable(response),
};

/**
 * Precached pages and data are kept gzipped (marked by STORED_ENCODING_HEADER) and unpacked when read:
 * the transport pages' HTML is about ten times smaller that way, which keeps the whole precache under
 * its budget as stored on the phone, not only as downloaded (ADR 0019).
 */
const STORED_ENCODING_HEADER = "X-Stored-Encoding";

async function packed(response: Response): Promise<Response> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.body || !/text\/html|application\/json/.test(type)) return response;
  const headers = new Headers(response.headers);
  headers.set(STORED_ENCODING_HEADER, "gzip");
  headers.delete("Content-Length");
  const body = await new Response(response.body.pipeThrough(new CompressionStream("gzip"))).blob();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** A stored response as the page needs it: unpacked when it was kept gzipped (safe to call twice). */
function unpacked(response: Response | undefined): Response | undefined {
  if (!response?.body || response.headers.get(STORED_ENCODING_HEADER) !== "gzip") return response;
  const headers = new Headers(response.headers);
  headers.delete(STORED_ENCODING_HEADER);
  const body = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

const storePacked: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const copy = await storable(response);
    return copy && packed(copy);
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => unpacked(cachedResponse) ?? null,
};

/** The precached copy of a URL, unpacked. */
async function precached(url: string): Promise<Response | undefined> {
  return unpacked(await serwist.matchPrecache(url));
}

/** The kept Indonesian copy of one of the precached pages' twins, unpacked. */
async function indonesianCopy(path: string): Promise<Response | undefined> {
  return unpacked(await (await caches.open(INDONESIAN_CACHE)).match(path));
}

/** The kept copy of a page the precache or its Indonesian twins hold, in the page's own edition. */
async function editionCopy(path: string): Promise<Response | undefined> {
  return editionOf(path) === "id" ? indonesianCopy(path) : precached(path);
}

let keepingIndonesian: Promise<void> | undefined;

/**
 * Keeps the Indonesian twins of the precached pages (as a visitor without cookies sees them, packed
 * like the precache), once per build: called when a traveller opens an Indonesian page.
 */
function keepIndonesianPages(): Promise<void> {
  keepingIndonesian ??= (async () => {
    const cache = await caches.open(INDONESIAN_CACHE);
    const queue = [...INDONESIAN_PAGES];
    const fetchNext = async (): Promise<void> => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (await cache.match(path)) continue;
        const copy = await storable(await fetch(path, { credentials: "omit" }));
        if (copy) await cache.put(path, await packed(copy));
      }
    };
    await Promise.all([fetchNext(), fetchNext(), fetchNext(), fetchNext()]);
  })().catch(() => {
    // Offline or refused: tried again at the next Indonesian page.
    keepingIndonesian = undefined;
  });
  return keepingIndonesian;
}

/** Precached pages are fetched as a visitor sees them: never with the member's cookies. */
const withoutCookies: SerwistPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { credentials: "omit" }),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4, plugins: [withoutCookies, storePacked] },
  skipWaiting: true,
  clientsClaim: false,
  cacheId: CACHE_PREFIX,
  runtimeCaching: [
    {
      // Artwork and the map on visited pages; a saved page's own images are kept with it.
      matcher: ({ url, request }) =>
        url.origin === self.location.origin && (request.destination === "image" || url.pathname.startsWith("/img/")),
      handler: new CacheFirst({
        cacheName: IMAGES_CACHE,
        plugins: [
          storeSafely,
          new ExpirationPlugin({ maxEntries: MAX_CACHED_IMAGES, purgeOnQuotaError: true }),
          { handlerDidError: async ({ request }) => anyRendition(request.url) },
        ],
      }),
    },
  ],
});

/** Offline, an image from any cache; for artwork, the same picture in another width if that one is missing. */
async function anyRendition(url: string): Promise<Response | undefined> {
  for (const candidate of [url, ...otherRenditions(url)]) {
    const found = await caches.match(candidate);
    if (found) return found;
  }
  return undefined;
}

/**
 * The saved copy, the precached copy (the bare path) or its Indonesian twin, or for a plan the
 * planner page of the same edition (it plans offline).
 */
async function keptCopy(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const saved = await (await caches.open(SAVED_CACHE)).match(url.href);
  if (saved) return saved;
  if (!url.search) return editionCopy(url.pathname);
  const plan = inEdition(PLAN_PATH, editionOf(url.pathname));
  if (url.pathname === plan) return editionCopy(plan);
  return undefined;
}

const pages = new NetworkFirst({
  cacheName: VISITED_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    storeSafely,
    new ExpirationPlugin({ maxEntries: MAX_VISITED_PAGES, purgeOnQuotaError: true }),
    // No visited copy (also when the network is merely slow): a saved or precached one.
    { cachedResponseWillBeUsed: async ({ request, cachedResponse }) => cachedResponse ?? (await keptCopy(request)) },
  ],
});

/**
 * The planner's data changes without a build (the operator's edits, ADR 0018): the precached copy is
 * the fallback, and each online visit of the planner refreshes a newer copy.
 */
const plannerData = new NetworkFirst({
  cacheName: VISITED_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    storeSafely,
    {
      cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse ?? (await precached(PLANNER_DATA_PATH)),
    },
  ],
});

/** The offline page in the edition of the page asked for (the English one if the Indonesian is not kept yet). */
async function offlinePage(pathname: string): Promise<Response> {
  const own = await editionCopy(inEdition(OFFLINE_PATH, editionOf(pathname)));
  return own ?? (await precached(OFFLINE_PATH)) ?? Response.error();
}

/** Keeps a saved page's copy current when it is visited online. */
async function refreshSaved(url: string, response: Response): Promise<void> {
  const cache = await caches.open(SAVED_CACHE);
  const old = await cache.match(url);
  const fresh = old ? await storable(response) : null;
  if (!old || !fresh) return;
  const headers = new Headers(fresh.headers);
  headers.set(SAVED_TITLE_HEADER, old.headers.get(SAVED_TITLE_HEADER) ?? "");
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  await cache.put(url, new Response(await fresh.blob(), { status: 200, headers }));
}

async function guidePage(event: FetchEvent): Promise<Response> {
  const { pathname } = new URL(event.request.url);
  try {
    const response = await pages.handle({ event, request: event.request });
    if (response.status < 500) {
      if (response.ok) event.waitUntil(refreshSaved(event.request.url, response.clone()));
      if (response.ok && editionOf(pathname) === "id") event.waitUntil(keepIndonesianPages());
      if (response.ok && pathname === inEdition(PLAN_PATH, editionOf(pathname))) {
        const request = new Request(PLANNER_DATA_PATH, { credentials: "omit" });
        event.waitUntil(
          plannerData.handle({ event, request }).then(
            () => undefined,
            () => undefined,
          ),
        );
      }
      return response;
    }
    return (await keptCopy(event.request)) ?? response;
  } catch {
    return (await keptCopy(event.request)) ?? offlinePage(pathname);
  }
}

async function otherPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlinePage(new URL(request.url).pathname);
  }
}

/** This build's copy of the artwork the precached pages show (found in their HTML at install time). */
const ARTWORK_CACHE = `${CACHE_PREFIX}-artwork-${BUILD_ID}`;

/**
 * The precached pages are rendered per request, so the build cannot know their images: read them
 * from the stored pages, one rendition each (the image route answers other widths with it).
 */
async function cacheArtwork(): Promise<void> {
  const cache = await caches.open(ARTWORK_CACHE);
  const images = new Set<string>();
  for (const url of serwist.getPrecachedUrls()) {
    const response = await precached(url);
    if (!response?.headers.get("Content-Type")?.includes("text/html")) continue;
    for (const m of (await response.text()).matchAll(/ src="(\/img\/[^"]+)"/g)) images.add(m[1] ?? "");
  }
  await Promise.all(
    [...images].map(async (path) => {
      const file = await storable(await fetch(path, { credentials: "omit" }));
      if (file) await cache.put(path, file);
    }),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(serwist.handleInstall(event).then(() => cacheArtwork()));
});

/**
 * The pages open when the worker starts were loaded before it existed, so no fetch of theirs passed
 * through it: above all a visit's first page, usually the home page. Kept as visited pages (as a
 * visitor without cookies sees them, like the precache), they open offline like the pages visited after.
 */
async function keepOpenPages(): Promise<void> {
  const cache = await caches.open(VISITED_CACHE);
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  // A traveller reading the Indonesian edition gets its pages kept from the start.
  if (windows.some((client) => editionOf(new URL(client.url).pathname) === "id")) await keepIndonesianPages();
  await Promise.all(
    windows.map(async (client) => {
      const url = new URL(client.url);
      url.hash = "";
      if (url.origin !== self.location.origin || !isOfflinePage(url.pathname) || (await cache.match(url.href))) return;
      const copy = await storable(await fetch(url.href, { credentials: "omit" }));
      if (copy) await cache.put(url.href, copy);
    }),
  );
}

self.addEventListener("activate", (event) => {
  serwist.handleActivate(event);
  // Offline or refused: the page is simply not kept, as any page not visited.
  event.waitUntil(keepOpenPages().catch(() => undefined));
  // The previous builds' visited pages and images go; saved pages stay (they carry their own files).
  const keep = new Set([VISITED_CACHE, ARTWORK_CACHE, INDONESIAN_CACHE, SAVED_CACHE, IMAGES_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith(`${CACHE_PREFIX}-`) && !n.includes("-precache-") && !keep.has(n))
            .map((n) => caches.delete(n)),
        ),
      ),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(isOfflinePage(url.pathname) ? guidePage(event) : otherPage(request));
    return;
  }
  if (isNeverCached(url.pathname)) return;
  if (url.pathname === PLANNER_DATA_PATH) {
    event.respondWith(plannerData.handle({ event, request }));
    return;
  }
  serwist.handleFetch(event);
});

/** Saves a guide page as a visitor sees it, with the files it uses; false when it may not be kept. */
async function savePage(href: string): Promise<boolean> {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || !isOfflinePage(url.pathname)) return false;
  url.hash = "";
  const response = await fetch(url, { credentials: "omit", cache: "no-cache" });
  const copy = await storable(response);
  if (!copy) return false;
  const html = await copy.text();
  const headers = new Headers(copy.headers);
  headers.set(SAVED_TITLE_HEADER, encodeURIComponent(pageTitle(html) || url.pathname));
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const cache = await caches.open(SAVED_CACHE);
  const files = pageResources(html).filter((path) => !isNeverCached(path));
  // The files first: a page listed as saved is complete.
  await Promise.all(
    files.map(async (path) => {
      if (await cache.match(path)) return;
      const file = await storable(await fetch(path, { credentials: "omit" }));
      if (file) await cache.put(path, file);
    }),
  );
  await cache.put(url.href, new Response(html, { status: 200, headers }));
  return true;
}

/** Removes a saved page, and the files no other saved page uses. */
async function removePage(href: string): Promise<boolean> {
  const cache = await caches.open(SAVED_CACHE);
  const url = new URL(href, self.location.origin);
  url.hash = "";
  await cache.delete(url.href);
  const keys = await cache.keys();
  const used = new Set<string>();
  for (const key of keys) {
    const response = await cache.match(key);
    if (response?.headers.has(SAVED_TITLE_HEADER))
      for (const path of pageResources(await response.text())) used.add(path);
  }
  await Promise.all(
    keys
      .filter((key) => {
        const path = new URL(key.url).pathname;
        return !used.has(path) && (path.startsWith("/img/") || path.startsWith("/assets/") || path === "/favicon.svg");
      })
      .map((key) => cache.delete(key)),
  );
  return true;
}

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  const port = event.ports[0];
  if (!port || typeof data?.url !== "string") return;
  const job =
    data.type === "SAVE_PAGE" ? savePage(data.url) : data.type === "REMOVE_PAGE" ? removePage(data.url) : null;
  if (!job) return;
  event.waitUntil(
    job.then(
      (ok) => port.postMessage({ ok }),
      () => port.postMessage({ ok: false }),
    ),
  );
});
