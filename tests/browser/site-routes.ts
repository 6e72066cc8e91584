import { prerenderPaths } from "../../app/features/guide/paths.ts";

/** Every public page of the guide: the prerendered ones plus those rendered per request. */
export const contentRoutes: string[] = [...prerenderPaths(), "/contact"];

/**
 * Routes owned by capabilities that have not landed yet. The Foundation issue lets the crawler
 * accept exactly these until their issues land; remove each one as it lands.
 */
export const pendingRoutes = new Set<string>(["/submit-update", "/partners", "/community", "/auth", "/admin"]);
