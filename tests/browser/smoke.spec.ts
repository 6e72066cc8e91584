import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";

test("unknown paths show the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("hashed assets: a year of immutable caching, brotli and gzip variants; rendered pages compressed", async ({
  request,
}) => {
  const home = await (await request.get("/")).text();
  const asset = /(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  expect(asset).toBeTruthy();
  for (const encoding of ["br", "gzip"]) {
    const response = await request.get(asset as string, { headers: { "Accept-Encoding": encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe(encoding);
    const page = await request.get("/planning", { headers: { "Accept-Encoding": encoding } });
    expect(page.headers()["content-encoding"]).toBe(encoding);
  }
  const identity = await request.get(asset as string, { headers: { "Accept-Encoding": "identity" } });
  expect(identity.headers()["content-encoding"]).toBeUndefined();
  // Rendered per request (a query string): compressed on the fly.
  const rendered = await request.get("/destinations?region=north", { headers: { "Accept-Encoding": "gzip" } });
  expect(rendered.headers()["content-encoding"]).toBe("gzip");
  expect(await rendered.text()).toContain("Showing");
});

test("HSTS only over https", async ({ request }) => {
  // The test server runs on http://localhost: no HSTS.
  expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();
  expect((await request.get("/destinations?region=north")).headers()["strict-transport-security"]).toBeUndefined();
});

/** Starts the production server with extra environment; resolves with its output once it stops or listens. */
type TestServer = { port?: number; output: string; code?: number | null; log(): string; stop(): void };

function startServer(env: Record<string, string>): Promise<TestServer> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server/index.ts"], {
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: mkdtempSync(path.join(tmpdir(), "srv-")), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const stop = () => child.kill("SIGTERM");
    const log = () => output;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ port: Number(port), output, log, stop });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => resolve({ output, code, log, stop }));
    setTimeout(() => resolve({ output, log, stop }), 20_000).unref();
  });
}

test("over https: HSTS on every response, and a loud warning when the build has another SITE_URL", async ({
  request,
}) => {
  const server = await startServer({
    NODE_ENV: "production",
    SITE_URL: "https://sulawesi.example",
    TRUST_PROXY: "true",
  });
  try {
    expect(server.port, server.output).toBeTruthy();
    for (const path of ["/", "/destinations?region=north"]) {
      const response = await request.get(`http://127.0.0.1:${server.port}${path}`);
      expect(response.headers()["strict-transport-security"], path).toMatch(/max-age=\d+/);
    }
    // This build was made for localhost (as in CI): the server says so at start.
    expect(server.output).toContain("WARNING: the build was made with SITE_URL=http://localhost:3000");
  } finally {
    server.stop();
  }
});

test("started on another local port than the build's, the server says where the prerendered pages' links point", async ({
  request,
}) => {
  const server = await startServer({ NODE_ENV: "production", PORT: "0", SITE_URL: "http://localhost:4999" });
  try {
    expect(server.port, server.output).toBeTruthy();
    expect(server.output).toContain(
      "WARNING: the build was made with SITE_URL=http://localhost:3000, but this server runs with SITE_URL=http://localhost:4999",
    );
    // What the warning is about: a prerendered page keeps the build's origin.
    const html = await (await request.get(`http://127.0.0.1:${server.port}/planning`)).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/planning"/>');
  } finally {
    server.stop();
  }
});

test("the server logs the bad path of every 404", async ({ request }) => {
  const server = await startServer({ NODE_ENV: "production" });
  try {
    expect(server.port, server.output).toBeTruthy();
    for (const path of ["/no-such-page", "/transport/bali", "/experiences/skiing", "/destinations/atlantis"]) {
      expect((await request.get(`http://127.0.0.1:${server.port}${path}`)).status()).toBe(404);
      await expect.poll(() => server.log()).toContain(`404 Not Found: ${path}`);
    }
  } finally {
    server.stop();
  }
});

test("a bad configuration stops the server with one line per problem", async () => {
  const server = await startServer({ PORT: "not-a-port", LOG_LEVEL: "loud", SITE_URL: "ftp://example" });
  expect(server.code).toBe(1);
  expect(server.output).toContain("Invalid configuration:");
  for (const name of ["PORT", "LOG_LEVEL", "SITE_URL"]) expect(server.output).toMatch(new RegExp(`^  ${name}: `, "m"));
  expect(server.output).not.toMatch(/at .*\.ts:\d+/);
});

test("html.js is set before first paint: the header keeps its layout while the enhancement script loads", async ({
  page,
}) => {
  // The enhancement script never arrives: the class comes from the inline head script, allowed by the CSP.
  await page.route("**/assets/enhance*.js", (route) => route.abort());
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  expect(await page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(true);
  expect(violations).toEqual([]);
});

for (const [path, width] of [
  ["/", 390],
  ["/destinations/bunaken", 1280],
  ["/blog/toraja-cultural-experience", 390],
] as const) {
  test(`no layout shift, and the largest image is sized and eager, on ${path} at ${width}px`, async ({ page }) => {
    // A slow enhancement script, as on a weak mobile connection.
    await page.route("**/assets/enhance*.js", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.setViewportSize({ width, height: 844 });
    await page.goto(path, { waitUntil: "load" });
    await page.waitForTimeout(1000);
    const result = await page.evaluate(
      () =>
        new Promise<{
          cls: number;
          headerShifts: string[];
          lcp: { tag?: string; loading?: string; width?: string; height?: string };
        }>((resolve) => {
          let cls = 0;
          // Any shift at all inside the header (chevrons or the menu toggle appearing late).
          const headerShifts: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) {
                cls += entry.value;
                const sources = (entry as unknown as { sources?: { node?: Node }[] }).sources ?? [];
                for (const source of sources)
                  if (
                    (source.node instanceof Element ? source.node : source.node?.parentElement)?.closest(
                      "[data-site-header]",
                    )
                  ) {
                    const el = source.node instanceof Element ? source.node : source.node?.parentElement;
                    const rects = source as unknown as { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
                    headerShifts.push(
                      `${el?.tagName} ${el?.className}: ${JSON.stringify(rects.previousRect)} -> ${JSON.stringify(rects.currentRect)}`,
                    );
                  }
              }
          }).observe({ type: "layout-shift", buffered: true });
          let lcp: Element | null = null;
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
            if (last) lcp = last.element;
          }).observe({ type: "largest-contentful-paint", buffered: true });
          setTimeout(() => {
            const el = lcp as Element | null;
            resolve({
              cls,
              headerShifts,
              lcp: {
                tag: el?.tagName,
                loading: el?.getAttribute("loading") ?? undefined,
                width: el?.getAttribute("width") ?? undefined,
                height: el?.getAttribute("height") ?? undefined,
              },
            });
          }, 300);
        }),
    );
    expect(result.cls).toBeLessThan(0.1);
    expect(result.headerShifts).toEqual([]);
    const largest = await page.evaluate(() => {
      const images = [...document.images].filter((img) => img.getBoundingClientRect().width > 0);
      const area = (img: HTMLImageElement) => img.getBoundingClientRect().width * img.getBoundingClientRect().height;
      const top = images
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
        .sort((a, b) => area(b) - area(a))[0];
      return top
        ? { loading: top.getAttribute("loading"), width: top.getAttribute("width"), height: top.getAttribute("height") }
        : null;
    });
    if (result.lcp.tag === "IMG") {
      expect(result.lcp.loading).not.toBe("lazy");
      expect(Number(result.lcp.width)).toBeGreaterThan(0);
      expect(Number(result.lcp.height)).toBeGreaterThan(0);
    }
    // The largest image in the first screen is sized and not lazy.
    if (largest) {
      expect(largest.loading).not.toBe("lazy");
      expect(Number(largest.width)).toBeGreaterThan(0);
      expect(Number(largest.height)).toBeGreaterThan(0);
    }
  });
}

test("newsletter forms show their own failure text when no JSON answer arrives", async ({ page }) => {
  // A proxy's error page instead of the app's JSON answer.
  await page.route("**/newsletter", (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" }),
  );
  await page.goto("/");
  const home = page.locator('form[data-newsletter="home"]');
  await home.getByRole("textbox", { name: /email/i }).fill("traveller@example.com");
  await home.getByRole("button").click();
  await expect(home.locator("[data-newsletter-status]")).toHaveText("Failed to subscribe. Please try again.");

  const footer = page.locator('form[data-newsletter="footer"]');
  await footer.getByRole("textbox", { name: /email/i }).fill("traveller@example.com");
  await footer.getByRole("button").click();
  await expect(footer.locator("[data-newsletter-status]")).toHaveText("Error Something went wrong. Please try again.");
});
