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

/** Pages a visitor may open but not use: they answer with this status and still render a heading. */
export const expectedStatus: Record<string, number> = { "/admin": 401 };

/**
 * Routes owned by capabilities that have not landed yet. The Foundation issue lets the crawler
 * accept exactly these until their issues land; remove each one as it lands.
 */
export const pendingRoutes = new Set<string>([]);
