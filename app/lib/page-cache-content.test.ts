import { gunzipSync } from "node:zlib";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.server.ts";
import { nonceContext } from "./request-context.ts";

/** The content-page variant of the page cache (ADR 0018): rendered without a nonce, compressed once. */
describe("page cache for content pages", () => {
  function setup() {
    const cache = createPageCache({ ttlMs: () => 60_000 });
    const seen: string[] = [];
    let renders = 0;
    const render = (context: RouterContextProvider) => async () => {
      renders++;
      seen.push(context.get(nonceContext));
      return new Response("<html>ferries</html>", { headers: { "Content-Type": "text/html", Vary: "Cookie" } });
    };
    const call = (headers: Record<string, string> = {}) => {
      const context = new RouterContextProvider();
      context.set(nonceContext, `nonce-${Math.random()}`);
      const request = new Request("http://localhost/transport/ferries", { headers });
      return cache.contentMiddleware(
        { request, context, params: {}, unstable_pattern: "" } as never,
        render(context),
      ) as Promise<Response>;
    };
    return { call, seen, renders: () => renders };
  }

  it("renders once without a nonce and answers every visitor with the same gzip bytes", async () => {
    const { call, seen, renders } = setup();
    const first = await call({ "Accept-Encoding": "gzip, deflate" });
    const second = await call({ "Accept-Encoding": "gzip" });
    expect(renders()).toBe(1);
    expect(seen).toEqual([""]);
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.headers.get("Content-Encoding")).toBe("gzip");
    expect(second.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    const [a, b] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer())];
    expect(a.equals(b)).toBe(true);
    expect(gunzipSync(b).toString()).toBe("<html>ferries</html>");
  });

  it("prefers brotli, and sends plain HTML to a client that takes neither", async () => {
    const { call } = setup();
    expect((await call({ "Accept-Encoding": "gzip, br" })).headers.get("Content-Encoding")).toBe("br");
    const plain = await call();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe("<html>ferries</html>");
  });
});
