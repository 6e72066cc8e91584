import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { GeneratedPages, keepGenerated } from "./generated-pages.ts";

/** A site whose pages show the current "data"; each test changes it and its failures. */
function site(paths = ["/", "/transport"]) {
  const state = {
    data: "v1",
    renders: 0,
    fail: new Map<string, () => Response | Promise<Response>>(),
    databaseUp: true,
    beforeAnswer: undefined as (() => void) | undefined,
    keys: new Map<string, string>(),
  };
  const logs = { info: [] as string[], warn: [] as string[], error: [] as string[] };
  let clock = 1_000;
  const pages = new GeneratedPages({
    async render(pathname) {
      state.renders++;
      const failure = state.fail.get(pathname);
      if (failure) return failure();
      const html = `<!doctype html><p>${pathname} shows ${state.data}</p>`;
      state.beforeAnswer?.();
      return new Response(html, {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=5" },
      });
    },
    paths: () => paths.map((path) => ({ path, key: state.keys.get(path) })),
    databaseAnswers: async () => state.databaseUp,
    securityHeaders: [["X-Content-Type-Options", "nosniff"]],
    staleGraceMs: 500,
    outageRetryMs: 10,
    log: {
      info: (m) => logs.info.push(m),
      warn: (m) => logs.warn.push(m),
      error: (m) => logs.error.push(m),
    },
    now: () => clock,
  });
  const body = (pathname: string) => {
    const answers = pages.answerFor(pathname);
    return answers?.br?.body ? brotliDecompressSync(answers.br.body).toString("utf8") : undefined;
  };
  return { pages, state, logs, body, advance: (ms: number) => (clock += ms) };
}

describe("generated pages", () => {
  it("serves every page of a version, compressed, with headers computed once", async () => {
    const { pages, body } = site();
    expect(pages.answerFor("/")).toBeUndefined();
    await pages.versionChanged("1");
    expect(body("/")).toBe("<!doctype html><p>/ shows v1</p>");
    const answers = pages.answerFor("/transport")!;
    expect(answers.codings).toEqual(["br", "gzip"]);
    const headers = answers.gz!.headers;
    expect(headers).toContain("nosniff");
    expect(headers).toContain("public, max-age=0, s-maxage=5");
    expect(headers[headers.indexOf("Content-Encoding") + 1]).toBe("gzip");
    expect(pages.answerFor("/elsewhere")).toBeUndefined();
  });

  it("serves the previous page for at most the grace period after a new version, then hands over", async () => {
    const { pages, state, body, advance } = site();
    await pages.versionChanged("1");
    state.data = "v2";
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The new version's pass is slow: its first page waits.
    state.fail.set("/", async () => {
      await gate;
      state.fail.delete("/");
      return new Response("<p>/ shows v2</p>", { headers: { "Content-Type": "text/html" } });
    });
    const pass = pages.versionChanged("2");
    expect(body("/")).toContain("v1");
    advance(501);
    // Past the grace: Express renders from the new data instead.
    expect(pages.answerFor("/")).toBeUndefined();
    release();
    await pass;
    expect(body("/")).toContain("v2");
    expect(body("/transport")).toContain("v2");
  });

  it("keeps the previous page and says why when a regeneration fails", async () => {
    const { pages, state, logs, body, advance } = site();
    await pages.versionChanged("1");
    state.data = "v2";
    state.fail.set("/", () => {
      throw new Error("route record does not parse");
    });
    state.fail.set("/transport", () => new Response("Service unavailable", { status: 503 }));
    await pages.versionChanged("2");
    advance(10_000);
    expect(body("/")).toContain("v1");
    expect(body("/transport")).toContain("v1");
    expect(logs.warn).toEqual([
      "Generated page /: regeneration failed (route record does not parse); the previous page stays.",
      "Generated page /transport: regeneration failed (answered 503); the previous page stays.",
    ]);

    // A database outage while rendering: the page may show degraded data, so it is not taken.
    state.fail.clear();
    state.databaseUp = false;
    state.data = "v3";
    await pages.versionChanged("3");
    advance(10_000);
    expect(body("/")).toContain("v1");
    expect(body("/transport")).toContain("v1");
    expect(logs.warn.at(-1)).toBe(
      "Generated pages: regeneration stopped (the database did not answer while / rendered); every previous page stays, trying again in 0 s.",
    );
    // The database is back: the retry brings the pages up to date.
    state.databaseUp = true;
    await vi.waitFor(() => expect(body("/transport")).toContain("v3"));
  });

  it("never stores a page with a cookie, a nonce or a private answer", async () => {
    const { pages, state, logs } = site(["/toast", "/nonce", "/member"]);
    const html = { "Content-Type": "text/html" };
    state.fail.set("/toast", () => new Response("<p>Saved</p>", { headers: { ...html, "Set-Cookie": "toast=1" } }));
    state.fail.set("/nonce", () => new Response('<script nonce="abc">1</script>', { headers: html }));
    state.fail.set("/member", () => new Response("<p>Hi</p>", { headers: { ...html, "Cache-Control": "private" } }));
    await pages.versionChanged("1");
    for (const p of ["/toast", "/nonce", "/member"]) expect(pages.answerFor(p)).toBeUndefined();
    expect(logs.warn.map((m) => m.replace(/^Generated page \S+ /, ""))).toEqual([
      "regeneration failed (the answer sets a cookie); rendered per request until it succeeds.",
      "regeneration failed (the page carries a nonce); rendered per request until it succeeds.",
      "regeneration failed (the answer is private); rendered per request until it succeeds.",
    ]);
  });

  it("never stores a page rendered across a version change: it is rendered again from the new data", async () => {
    const { pages, state, body } = site(["/"]);
    await pages.versionChanged("1");
    state.data = "v2";
    // While the v2 render runs, the data moves to v3 and the store hears of it.
    state.beforeAnswer = () => {
      state.beforeAnswer = undefined;
      state.data = "v3";
      void pages.versionChanged("3");
    };
    await pages.versionChanged("2");
    await pages.versionChanged("3");
    expect(body("/")).toBe("<!doctype html><p>/ shows v3</p>");
  });

  it("keeps a page whose own key did not change, and regenerates it when it does", async () => {
    const { pages, state, body } = site(["/history", "/"]);
    state.keys.set("/history", "revision 0");
    await pages.versionChanged("1");
    const renders = state.renders;
    state.data = "v2";
    await pages.versionChanged("2");
    expect(state.renders).toBe(renders + 1);
    expect(body("/history")).toContain("v1");
    expect(body("/")).toContain("v2");
    state.keys.set("/history", "revision 1");
    await pages.versionChanged("3");
    expect(body("/history")).toContain("v2");
  });

  it("follows the data version: a check on every tick, a pass on every new version", async () => {
    const { pages, state, body } = site(["/"]);
    let version = "a";
    let listener: (v: string) => void = () => {};
    const check = vi.fn(async () => {
      listener(version);
      return true;
    });
    const stop = keepGenerated(pages, {
      check,
      current: () => "",
      onChange: (l) => {
        listener = l;
        return () => {};
      },
    });
    try {
      await vi.waitFor(() => expect(body("/")).toContain("v1"));
      state.data = "v2";
      version = "b";
      await vi.waitFor(() => expect(body("/")).toContain("v2"));
      expect(check.mock.calls.length).toBeGreaterThanOrEqual(2);
    } finally {
      stop();
    }
  });
});
