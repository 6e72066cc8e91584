/**
 * The generated-page store (ADR 0029) against leaks, on both databases: after a member has visited
 * every generated page signed in and with a pending flash toast, and has written to the forum, the
 * store generates every page through the app's own request handler exactly as the server does. No
 * stored page carries the member's name, a nonce or a toast, and none was refused (every page is a
 * shareable 200).
 */
import { brotliDecompressSync } from "node:zlib";
import { expect, it } from "vitest";
import { generatedPaths } from "~/lib/data-version.server.ts";
import { TOAST_COOKIE } from "~/lib/toast.server.ts";
import { GeneratedPages } from "../../server/generated-pages.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, marker, post, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

describeBothDatabases("attack: generated pages carry nothing personal", (getDb) => {
  it("stores every registered page without a member's data, a nonce or a toast", async () => {
    const name = `Leaky Member ${marker()}`;
    const member = await createTestUser(getDb(), {
      name,
      createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    // The member subscribes (a flash toast waits in a cookie) and visits every page signed in.
    const subscribed = await send(
      post("/newsletter", { email: `leak-${marker()}@example.com`, source: "footer" }, { cookie: member.cookie }),
    );
    const toastCookie = subscribed.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${TOAST_COOKIE}=`))
      ?.split(";")[0];
    expect(toastCookie).toBeDefined();
    // Loading the merged transport data registers the pages (as the server's root middleware does).
    await import("~/features/route-edits/merged.server.ts");
    const paths = generatedPaths();
    expect(paths.length).toBeGreaterThan(40);
    let toastTitle = "";
    for (const { path } of paths.slice(0, 10)) {
      const page = await send(get(path, { cookie: `${member.cookie}; ${toastCookie}` }));
      const html = await page.text();
      expect(html).toContain(name);
      toastTitle ||= /role="(?:status|alert)"[^>]*><p class="font-semibold">([^<]+)<\/p>/.exec(html)?.[1] ?? "";
    }
    // The toast was shown to the member (then cleared): its text is what must not reach the store.
    expect(toastTitle).not.toBe("");

    const warnings: string[] = [];
    const store = new GeneratedPages({
      render: (pathname) => send(get(pathname), "generated", ""),
      paths: generatedPaths,
      databaseAnswers: async () => true,
      securityHeaders: [],
      pauseCapMs: 0,
      log: { info: () => {}, warn: (m) => warnings.push(m), error: (m) => warnings.push(m) },
    });
    await store.versionChanged("leak-check");
    expect(warnings).toEqual([]);
    for (const { path } of paths) {
      const answers = store.answerFor(path);
      expect(answers, path).toBeDefined();
      const html = brotliDecompressSync(answers!.br!.body!).toString("utf8");
      expect(html, path).not.toContain(name);
      expect(html, path).not.toMatch(/ nonce="/);
      expect(html, path).not.toContain(toastTitle);
      expect(answers!.br!.headers.map((h) => h.toLowerCase())).not.toContain("set-cookie");
    }
  }, 480_000); // Every page in both editions (ADR 0036): twice as many as before.
});
