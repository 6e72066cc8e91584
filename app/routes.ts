import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { isLocalizablePath } from "./lib/locale.ts";

/**
 * Every URL of the site. Content pages are prerendered (see react-router.config.ts and
 * app/features/content/paths.ts); the rest render per request.
 */
const english = [
  index("routes/home.tsx"),
  route("destinations", "routes/destinations.tsx"),
  // Region pages (/destinations/north ...) and destination pages share one segment.
  route("destinations/:slug", "routes/destination.tsx"),
  route("transport", "routes/transport.tsx"),
  route("transport/plan", "routes/transport-plan.tsx"),
  // A route's change history, and the RSS feed of every route change (app/features/route-changes).
  route("transport/routes/changes.xml", "routes/transport-route-changes-rss.ts"),
  route("transport/routes/:routeId", "routes/transport-route.tsx"),
  route("transport/routes/:routeId/history", "routes/transport-route-history.tsx"),
  // The offline planner's data (JSON; precached by the service worker, ADR 0019).
  route("transport/plan/data.json", "routes/transport-plan.data.ts"),
  // Hub cities (/transport/makassar ...) and modes (/transport/flights ...) share one segment.
  route("transport/:id", "routes/transport-page.tsx"),
  route("transport-guide", "routes/transport-guide.tsx"),
  // The open transport data (app/features/open-data, ADR 0031): the page, then its files.
  route("data", "routes/data.tsx"),
  route("data/:file", "routes/data.file.ts"),
  route("experiences", "routes/experiences.tsx"),
  route("experiences/:id", "routes/experience.tsx"),
  route("planning", "routes/planning.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/article.tsx"),
  route("contact", "routes/contact.tsx"),
  // Site search over the guide and the forum (GET ?q=, rendered per request).
  route("search", "routes/search.tsx"),
  // Newsletter signup (the footer, home and blog forms post here) and unsubscribe; public forms.
  route("newsletter", "routes/newsletter.tsx"),
  // Double opt-in: the confirmation mail's link (GET shows a button, POST confirms).
  route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  // RFC 8058 one-click unsubscribe (List-Unsubscribe in the newsletter mail): a plain-text answer.
  route("unsubscribe/one-click", "routes/unsubscribe.one-click.ts"),
  route("submit-update", "routes/submit-update.tsx"),
  route("partners", "routes/partners.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // The offline guide (app/features/offline, ADR 0019): manifest, saved pages, the offline page.
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("saved", "routes/saved.tsx"),
  route("offline", "routes/offline.tsx"),
  route("robots.txt", "routes/robots.ts"),
  // Liveness (cheap) and readiness (database and storage) for load balancers: ADR 0030.
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("community", "routes/community.tsx"),
  route("community/:id", "routes/community-post.tsx"),
  // Earlier versions of a post, or of a comment (?comment=<id>): ADR 0023.
  route("community/:id/history", "routes/community-history.tsx"),
  // Member profiles (name, badge, avatar, joined, visible posts and comments): ADR 0023.
  route("members/:id", "routes/member.tsx"),
  // Uploaded forum media (photos and videos), served by the app from local disk or S3.
  route("media/*", "routes/media.$.ts"),
  route("api/community/posts", "routes/community-api.ts"),
  // Accounts (app/features/accounts): better-auth's endpoints, the /auth pages and /account.
  route("api/auth/*", "routes/api.auth.ts"),
  // The header's signed-in state for prerendered pages (JSON, never cached; ADR 0016).
  route("api/session", "routes/api.session.ts"),
  route("auth", "routes/auth.tsx"),
  route("auth/confirm", "routes/auth.confirm.tsx"),
  route("auth/forgot", "routes/auth.forgot.tsx"),
  route("auth/reset", "routes/auth.reset.tsx"),
  route("account", "routes/account.tsx"),
  route("account/data.json", "routes/account.data.ts"),
  // Reply notifications (ADR 0022): the /account form's target, and the reply mail's unsubscribe.
  route("account/notifications", "routes/account.notifications.ts"),
  route("notifications/unsubscribe", "routes/notifications.unsubscribe.tsx"),
  route("notifications/unsubscribe/one-click", "routes/notifications.unsubscribe.one-click.ts"),
  // The operator's dashboard and its CSV exports (admins only, checked on the server).
  route("admin", "routes/admin.tsx"),
  route("admin/export/:kind", "routes/admin.export.$kind.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfigEntry[];

/**
 * The Bahasa Indonesia edition (issue 31, ADR 0036): every page again under /id, from the same route
 * module (its own route id). Files, feeds, APIs, uploads, probes and the admin exist once.
 */
function indonesian(entry: RouteConfigEntry): RouteConfigEntry[] {
  const path = entry.index ? "" : (entry.path ?? "");
  if (path !== "*" && path !== "" && !isLocalizablePath(`/${path}`)) return [];
  if (path === "data/:file" || path.endsWith("one-click")) return [];
  const twin = path === "" ? "id" : `id/${path}`;
  return [route(twin, entry.file, { id: `id/${entry.file.replace(/\.tsx?$/, "")}` })];
}

export default [...english, ...english.flatMap(indonesian)] satisfies RouteConfig;
