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
  // 127.0.0.1 and localhost are different origins for the browser, served by the same server.
  const foreign = (baseURL ?? "").replace("localhost", "127.0.0.1");
  await page.goto(`${foreign}/`);
  const outcome = await page.evaluate(async (target) => {
    try {
      const response = await fetch(`${target}/api/auth/get-session`, { credentials: "include" });
      return `read ${response.status}`;
    } catch {
      return "blocked";
    }
  }, baseURL);
  expect(outcome).toBe("blocked");
});
