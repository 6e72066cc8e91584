import { guidePaths } from "../../app/features/content/paths.ts";

/** Every public page of the guide: the prerendered ones plus those rendered per request. */
export const contentRoutes: string[] = [
  // English: every page. Indonesian: one page of each kind (the same templates; every /id page is
  // checked for its language and links by the editions and *-id specs), so the suite stays in time.
  ...guidePaths().filter((p) => !p.startsWith("/id")),
  ...[
    "/id",
    "/id/destinations",
    "/id/destinations/north",
    "/id/destinations/bunaken",
    "/id/transport",
    "/id/transport/ferries",
    "/id/transport/makassar",
    "/id/transport-guide",
    "/id/planning",
    "/id/blog",
    "/id/experiences",
    "/id/experiences/diving",
    "/id/privacy",
    "/id/contact",
    "/id/auth",
    "/id/submit-update",
    "/id/community",
    "/id/data",
  ],
  "/contact",
  "/auth",
  "/auth?tab=signup",
  "/auth/forgot",
  "/submit-update",
  "/partners",
  "/admin",
  "/community",
  // A route's page and its change history (rendered per request; issues 28 and 18).
  "/transport/routes/makassar-baubau-pelni",
  "/transport/routes/makassar-baubau-pelni/history",
  // The open transport data (rendered per request; issue 33).
  "/data",
];

/**
 * The pages axe checks in full (accessibility.spec.ts): every page of a kind of its own, and of each
 * template shared by many pages (destinations, regions, hubs, articles; the Indonesian edition), the
 * first one and one more. An axe run costs one to three seconds of the two cores whatever the page,
 * so all 140 pages would take most of the suite's time; the pages left out share their template, and
 * no-javascript.spec.ts checks on every page the rules that depend on a page's own content (images'
 * alternative text, the names of links and buttons, the labels of fields, the language).
 */
const AXE_SAMPLE_OF_TEMPLATE: [RegExp, string[]][] = [
  [/^\/destinations\/(north|central|south|southeast)$/, ["/destinations/north", "/destinations/southeast"]],
  [/^\/destinations\/[a-z-]+$/, ["/destinations/bunaken", "/destinations/togean-islands", "/destinations/wakatobi"]],
  [
    /^\/transport\/(makassar|manado|gorontalo|luwuk|ampana|palu|kendari)$/,
    ["/transport/makassar", "/transport/kendari"],
  ],
  [/^\/transport\/(flights|ferries|overland)$/, ["/transport/ferries", "/transport/overland"]],
  [/^\/blog\/[a-z-]+$/, ["/blog/ultimate-diving-guide-bunaken", "/blog/getting-from-makassar-to-the-togean-islands"]],
  [/^\/experiences\/[a-z-]+$/, ["/experiences/diving"]],
  [/^\/(privacy|terms)$/, ["/privacy"]],
  [
    /^\/id(\/|$)/,
    [
      "/id",
      "/id/destinations/bunaken",
      "/id/transport",
      "/id/transport/makassar",
      "/id/transport-guide",
      "/id/auth",
      "/id/submit-update",
      "/id/community",
    ],
  ],
];
export const axeRoutes: string[] = contentRoutes.filter((route) => {
  const template = AXE_SAMPLE_OF_TEMPLATE.find(([pattern]) => pattern.test(route));
  return template ? template[1].includes(route) : true;
});

/** Pages a visitor may open but not use: they answer with this status and still render a heading. */
export const expectedStatus: Record<string, number> = { "/admin": 401 };

/**
 * Routes owned by capabilities that have not landed yet. The Foundation issue lets the crawler
 * accept exactly these until their issues land; remove each one as it lands.
 */
export const pendingRoutes = new Set<string>([]);
