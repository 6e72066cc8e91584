import { expect, test } from "./fixtures.ts";
import { pendingRoutes } from "./site-routes.ts";

/**
 * Follows every internal link from the home page and every asset a page references, and fails on
 * any 404 or 5xx. External links, mailto: and tel: are not followed.
 */
test("every internal link and asset resolves", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const queue: string[] = ["/"];
  const seen = new Set<string>(queue);
  const assets = new Set<string>();
  const failures: string[] = [];
  const referrers = new Map<string, string>();

  const hrefPattern = /\s(?:href|src)="([^"]+)"/g;
  const srcsetPattern = /\ssrcSet="([^"]+)"|\ssrcset="([^"]+)"/g;

  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 5 });
    const status = response.status();
    if (status >= 400) {
      const pathname = new URL(path, origin).pathname;
      if (!(status === 404 && pendingRoutes.has(pathname))) {
        failures.push(`${status} ${path} (linked from ${referrers.get(path) ?? "start"})`);
      }
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    // A <template> is inert (the member's menu, swapped in for members only): no visitor follows its links.
    const html = (await response.text()).replace(/<template[\s\S]*?<\/template>/g, "");
    const found: string[] = [];
    for (const m of html.matchAll(hrefPattern)) found.push(m[1]!);
    for (const m of html.matchAll(srcsetPattern)) {
      for (const candidate of (m[1] ?? m[2]!).split(",")) found.push(candidate.trim().split(/\s+/)[0]!);
    }
    for (const raw of found) {
      const href = raw.replaceAll("&amp;", "&");
      if (/^(mailto:|tel:|#|javascript:|data:)/.test(href)) continue;
      const url = new URL(href, new URL(path, origin));
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}`;
      const isAsset = /\.(css|js|webp|avif|png|jpg|svg|ico|xml|txt|woff2)$/.test(url.pathname);
      if (isAsset) {
        assets.add(url.pathname);
        if (!referrers.has(url.pathname)) referrers.set(url.pathname, path);
      } else if (!seen.has(target)) {
        seen.add(target);
        referrers.set(target, path);
        queue.push(target);
      }
    }
  }

  for (const asset of assets) {
    const response = await request.get(asset);
    if (response.status() >= 400) failures.push(`${response.status()} ${asset} (asset on ${referrers.get(asset)})`);
  }

  expect(failures, `broken links:\n${failures.join("\n")}`).toEqual([]);
  expect(seen.size).toBeGreaterThan(40);
});
