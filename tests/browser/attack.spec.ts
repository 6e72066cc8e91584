import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
// Playwright's own `test`, not ./fixtures.ts: its per-test client address is an extra request header,
// which would turn the cross-origin requests below into preflighted ones.
import { expect, test } from "@playwright/test";

/**
 * Attack suite, the parts only the real server and a real browser can show: the Express layer
 * (security headers, static pages) never grants another site CORS access; a form auto-submitted by
 * another site's page is refused and subscribes nobody; and a script on another origin cannot read a
 * signed-in page's answers.
 */
const EVIL = "https://evil.example";

test("no answer of the real server grants another site CORS access", async ({ request }) => {
  const paths = [
    "/",
    "/destinations",
    "/community",
    "/account",
    "/admin",
    "/api/auth/get-session",
    "/api/auth/sign-in/email",
    "/newsletter",
    "/healthz",
  ];
  for (const path of paths) {
    for (const method of ["OPTIONS", "GET", "POST"] as const) {
      const response = await request.fetch(path, {
        method,
        headers: {
          Origin: EVIL,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
          ...(method === "POST" ? { "Content-Type": "application/json" } : {}),
        },
        data: method === "POST" ? JSON.stringify({ email: "a@b.test", password: "x" }) : undefined,
        maxRedirects: 0,
      });
      const allow = response.headers()["access-control-allow-origin"];
      expect(allow === EVIL || allow === "*", `${method} ${path}: ${allow}`).toBe(false);
      expect(response.headers()["access-control-allow-credentials"], `${method} ${path}`).toBeUndefined();
      expect(response.status(), `${method} ${path}`).toBeLessThan(500);
      if (method === "POST" && path !== "/healthz") {
        expect([400, 403, 404, 405], `cross-site POST ${path}: ${response.status()}`).toContain(response.status());
      }
    }
  }
});

test("a form auto-submitted from another site's page is refused and subscribes nobody", async ({ page, baseURL }) => {
  const email = `csrf-${Date.now()}@example.com`;
  // about:blank with our markup is another origin: the browser sends Origin: null.
  await page.setContent(
    `<form id="f" method="post" action="${baseURL}/newsletter"><input name="email" value="${email}"><input name="source" value="footer"></form>`,
  );
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().startsWith(`${baseURL}/newsletter`)),
    page.evaluate(() => (document.getElementById("f") as HTMLFormElement).submit()),
  ]);
  expect([400, 403]).toContain(response.status());
  await page.waitForURL(`${baseURL}/newsletter`);
  // The same address subscribed from the site itself is new, so the forged one stored nothing.
  await page.goto("/");
  const footer = page.locator('form[data-newsletter="footer"]');
  await footer.getByLabel("Email address").fill(email);
  const own = page.waitForResponse((r) => r.url().includes("/newsletter") && r.request().method() === "POST");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  expect((await own).status()).toBeLessThan(400);
  await expect(page.getByText(/Successfully subscribed!|Welcome aboard!/).first()).toBeVisible();
  await expect(page.getByText(/Already subscribed/)).toHaveCount(0);
});

test("a script on another origin cannot read the site's answers with the visitor's cookies", async ({
  page,
  baseURL,
}) => {
  // Another site on this machine: a bare page on a loopback port of its own, without the site's CSP
  // (whose connect-src 'self' would stop the request first) and in the same address space (so
  // Chromium's local-network checks do not stop it either). Only the site's own answer headers may
  // refuse the read; a network error of any other kind fails this test.
  const other = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>Another site</title>");
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  const { port } = other.address() as AddressInfo;
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    const outcome = await page.evaluate(async (target) => {
      const url = `${target}/api/auth/get-session`;
      const attempt = async (mode: RequestMode) => {
        try {
          const response = await fetch(url, { mode, credentials: "include" });
          return `read ${response.type} ${response.status}`;
        } catch (error) {
          return error instanceof TypeError ? "refused" : String(error);
        }
      };
      return { cors: await attempt("cors"), noCors: await attempt("no-cors") };
    }, baseURL);
    expect(outcome).toEqual({ cors: "refused", noCors: "refused" });
    // Each refusal for its own reason: the answer arrived without CORS permission, and the opaque copy
    // is withheld by Cross-Origin-Resource-Policy: same-origin.
    await expect
      .poll(() => errors.filter((e) => e.includes("blocked by CORS policy: No 'Access-Control-Allow-Origin' header")))
      .toHaveLength(1);
    await expect.poll(() => errors.filter((e) => e.includes("ERR_BLOCKED_BY_RESPONSE.NotSameOrigin"))).toHaveLength(1);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});
