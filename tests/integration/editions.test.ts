/**
 * Issue 31 (ADR 0036): a request's language is its URL's and nothing else, so two requests in
 * different languages handled at the same time never mix. Pages of both editions are rendered
 * concurrently, many times, through the app's own request handler; each answer must carry its own
 * `<html lang>`, its own canonical and frame texts, and none of the other edition's. Also the sitemap's
 * two editions with their hreflang alternates, and robots.txt.
 */
import { expect, it } from "vitest";
import { get, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

/** A content page, a form page, the planner with a query, the forum, the legal page, a missing page. */
const PAGES = [
  "/planning",
  "/contact",
  "/transport/plan?from=makassar&to=togean-islands",
  "/community",
  "/privacy",
  "/no-such-page",
];

const FRAME = {
  en: { lang: '<html lang="en">', skip: "Skip to main content", footer: "Quick Links", nav: "Route Planner" },
  id: { lang: '<html lang="id">', skip: "Langsung ke konten utama", footer: "Tautan Cepat", nav: "Perencana Rute" },
} as const;

const twin = (path: string) => (path === "/" ? "/id" : `/id${path}`);

function expectEdition(html: string, edition: "en" | "id", path: string): void {
  const own = FRAME[edition];
  const other = FRAME[edition === "en" ? "id" : "en"];
  for (const text of Object.values(own)) expect(html, `${edition} ${path}`).toContain(text);
  for (const text of Object.values(other)) expect(html, `${edition} ${path}`).not.toContain(text);
}

describeBothDatabases("editions: concurrent requests in two languages", () => {
  it("never mixes the languages of requests handled at the same time", async () => {
    for (let round = 0; round < 4; round++) {
      const requests = PAGES.flatMap((path) => [
        { path, edition: "en" as const },
        { path: twin(path), edition: "id" as const },
      ]);
      // Interleaved, and in another order each round.
      if (round % 2) requests.reverse();
      const answers = await Promise.all(
        requests.map(async ({ path, edition }) => {
          const response = await send(get(path));
          return { path, edition, status: response.status, html: await response.text() };
        }),
      );
      for (const { path, edition, status, html } of answers) {
        expect(status, path).toBe(path.includes("no-such-page") ? 404 : 200);
        expectEdition(html, edition, path);
      }
    }
  }, 120_000);

  it("gives each edition its canonical URL and both hreflang alternates", async () => {
    const [en, id] = await Promise.all([send(get("/privacy")), send(get("/id/privacy"))]);
    const enHtml = await en.text();
    const idHtml = await id.text();
    expect(enHtml).toMatch(/<link rel="canonical" href="[^"]*\/privacy"/);
    expect(idHtml).toMatch(/<link rel="canonical" href="[^"]*\/id\/privacy"/);
    for (const html of [enHtml, idHtml]) {
      expect(html).toMatch(/<link rel="alternate" hrefLang="id" href="[^"]*\/id\/privacy"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/privacy"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/privacy"/);
    }
    expect(idHtml).toContain("<title>Kebijakan Privasi | ");
    expect(enHtml).toContain("<title>Privacy Policy | ");
  });

  it("lists both editions in the sitemap, each URL with its hreflang alternates", async () => {
    const xml = await (await send(get("/sitemap.xml"))).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => new RegExp(`<url><loc>[^<]*${loc}</loc>(.*?)</url>`).exec(xml)?.[1] ?? "";
    for (const loc of ["/planning", "/id/planning"]) {
      const links = entry(loc);
      expect(links, loc).toMatch(/hreflang="en" href="[^"]*\/planning"/);
      expect(links, loc).toMatch(/hreflang="id" href="[^"]*\/id\/planning"/);
      expect(links, loc).toMatch(/hreflang="x-default" href="[^"]*\/planning"/);
    }
    expect(xml).toMatch(/<loc>[^<]*\/id<\/loc>/);
    expect(xml).toContain("/id/transport/plan</loc>");
    expect(xml).toContain("/id/transport/routes/makassar-baubau-pelni/history</loc>");
    // Each page once per edition.
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((l) => l?.includes("/id/")).length).toBeGreaterThan(locs.length / 2 - 2);
  });

  it("keeps robots.txt valid, the private areas of both editions disallowed", async () => {
    const robots = await (await send(get("/robots.txt"))).text();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ["/admin", "/auth", "/account", "/api/", "/id/auth", "/id/account"])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toMatch(/\nSitemap: https?:\/\/[^\s]+\/sitemap\.xml\n$/);
  });
});
