import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every URL of the site. Content pages are prerendered (see react-router.config.ts and
 * app/features/guide/paths.ts); the rest render per request.
 */
export default [
  index("routes/home.tsx"),
  route("destinations", "routes/destinations.tsx"),
  // Region pages (/destinations/north ...) and destination pages share one segment.
  route("destinations/:slug", "routes/destination.tsx"),
  route("transport", "routes/transport.tsx"),
  // Hub cities (/transport/makassar ...) and modes (/transport/flights ...) share one segment.
  route("transport/:id", "routes/transport-page.tsx"),
  route("transport-guide", "routes/transport-guide.tsx"),
  route("experiences", "routes/experiences.tsx"),
  route("experiences/:id", "routes/experience.tsx"),
  route("planning", "routes/planning.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("healthz", "routes/healthz.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
