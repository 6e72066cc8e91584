import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markWritten } from "./db/writes.server.ts";
import { CACHE_STATUS_HEADER, createPageCache } from "./page-cache.server.ts";
import { nonceContext } from "./request-context.ts";

const SITE = "http://localhost:3000";

/** A render that writes the nonce it was given into the page, as entry.server does. */
function renderer(status = 200, extraHeaders: Record<string, string> = {}, { writes = false } = {}) {
  let renders = 0;
  let content = "first";
  const next = (context: RouterContextProvider) => async () => {
    renders++;
    if (writes) markWritten();
    const nonce = context.get(nonceContext);
    return new Response(`<script nonce="${nonce}"></script><p>${content}</p>`, {
      status,
      headers: { "Content-Type": "text/html; charset=utf-8", ...extraHeaders },
    });
  };
  return {
    next,
    renders: () => renders,
    setContent: (c: string) => {
      content = c;
    },
  };
}

function call(
  cache: ReturnType<typeof createPageCache>,
  render: ReturnType<typeof renderer>,
  { path = "/community", nonce = `n${Math.random().toString(36).slice(2)}`, headers = {}, method = "GET" } = {} as {
    path?: string;
    nonce?: string;
    headers?: Record<string, string>;
    method?: string;
  },
) {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  const request = new Request(`${SITE}${path}`, { method, headers });
  const middleware = method === "GET" ? cache.middlewareFor(["q", "slow", "sort"]) : cache.invalidateOnWrite;
  return {
    nonce,
    response: middleware({ request, context, params: {} } as never, render.next(context)) as Promise<Response>,
  };
}

async function page(result: ReturnType<typeof call>) {
  const response = await result.response;
  return { response, body: await response.text(), nonce: result.nonce };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("page cache", () => {
  it("renders once for visitors without cookies and gives every answer its own nonce", async () => {
    const cache = createPageCache({ ttlMs: () => 1000 });
    const render = renderer();
    const first = await page(call(cache, render));
    const second = await page(call(cache, render));
    expect(render.renders()).toBe(1);
    expect(first.response.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(second.response.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(first.body).toBe(`<script nonce="${first.nonce}"></script><p>first</p>`);
    expect(second.body).toBe(`<script nonce="${second.nonce}"></script><p>first</p>`);
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.body).not.toContain("page-cache-nonce");
  });

  it("drops a stored Content-Length, which the nonce's replacement would make wrong", async () => {
    const cache = createPageCache({ ttlMs: () => 1000 });
    const render = renderer(200, { "Content-Length": "999" });
    await page(call(cache, render));
    const second = await page(call(cache, render, { nonce: "a-much-longer-nonce-than-the-placeholder-itself-has" }));
    expect(second.response.headers.get("content-length")).toBeNull();
    expect(second.body).toContain('nonce="a-much-longer-nonce-than-the-placeholder-itself-has"');
  });

  it("keys pages by their full URL", async () => {
    const cache = createPageCache({ ttlMs: () => 1000 });
    const render = renderer();
    await page(call(cache, render, { path: "/community?sort=oldest" }));
    await page(call(cache, render, { path: "/community?sort=newest" }));
    await page(call(cache, render, { path: "/community?sort=oldest" }));
    expect(render.renders()).toBe(2);
  });

  it("always renders for members, single-fetch data requests and other methods", async () => {
    const cache = createPageCache({ ttlMs: () => 1000 });
    const render = renderer();
    await page(call(cache, render));
    const member = await page(call(cache, render, { headers: { Cookie: "session=abc" } }));
    const bearer = await page(call(cache, render, { headers: { Authorization: "Bearer x" } }));
    await page(call(cache, render, { path: "/community.data" }));
    await page(call(cache, render, { path: "/community.data" }));
    expect(render.renders()).toBe(5);
    expect(member.response.headers.has(CACHE_STATUS_HEADER)).toBe(false);
    expect(bearer.body).toContain(`nonce="${bearer.nonce}"`);
  });

  it("stores only 200 pages without Set-Cookie", async () => {
    const cache = createPageCache({ ttlMs: () => 1000 });
    const missing = renderer(404);
    const a = await page(call(cache, missing, { path: "/community/nope" }));
    await page(call(cache, missing, { path: "/community/nope" }));
    expect(missing.renders()).toBe(2);
    expect(a.body).toContain(`nonce="${a.nonce}"`);

    const cookie = renderer(200, { "Set-Cookie": "toast=; Max-Age=0" });
    await page(call(cache, cookie));
    await page(call(cache, cookie));
    expect(cookie.renders()).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it("serves a page for the configured time only, and not at all with 0", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let ttl = 1000;
    const cache = createPageCache({ ttlMs: () => ttl });
    const render = renderer();
    await page(call(cache, render));
    vi.advanceTimersByTime(999);
    await page(call(cache, render));
    expect(render.renders()).toBe(1);
    vi.advanceTimersByTime(2);
    render.setContent("second");
    expect((await page(call(cache, render))).body).toContain("second");
    expect(render.renders()).toBe(2);

    ttl = 0;
    const off = await page(call(cache, render));
    expect(off.response.headers.has(CACHE_STATUS_HEADER)).toBe(false);
    expect(render.renders()).toBe(3);
  });

  it("is emptied by a mutation that wrote, and neither stores nor shares a render that overlapped one", async () => {
    const cache = createPageCache({ ttlMs: () => 60_000 });
    const render = renderer();
    const writer = renderer(303, {}, { writes: true });
    await page(call(cache, render));
    render.setContent("after the write");
    // A refused mutation (4xx, or a redirect to sign in) wrote nothing and keeps the cache.
    await page(call(cache, renderer(403), { method: "POST" }));
    await page(call(cache, renderer(302), { method: "POST" }));
    expect((await page(call(cache, render))).body).toContain("first");
    await page(call(cache, writer, { method: "POST" }));
    expect((await page(call(cache, render))).body).toContain("after the write");

    // A render that began before a write finished is sent, not stored.
    const slow = renderer();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const context = new RouterContextProvider();
    context.set(nonceContext, "slow");
    const pending = cache.middlewareFor(["slow"])(
      { request: new Request(`${SITE}/community?slow`), context, params: {} } as never,
      async () => {
        // Reads the data before the write, answers after it.
        const response = await slow.next(context)();
        await gate;
        return response;
      },
    ) as Promise<Response>;
    await page(call(cache, writer, { method: "POST" }));
    // A visitor who arrives after the write must not be given the render that began before it.
    slow.setContent("after the write");
    const late = call(cache, slow, { path: "/community?slow" });
    release();
    await (await pending).text();
    expect((await page(late)).body).toContain("after the write");
    expect(cache.size()).toBe(0);
  });

  it("lets concurrent misses for one URL share a single render", async () => {
    const cache = createPageCache({ ttlMs: () => 1000 });
    const render = renderer();
    const pages = await Promise.all(Array.from({ length: 16 }, () => page(call(cache, render))));
    expect(render.renders()).toBe(1);
    for (const p of pages) expect(p.body).toBe(`<script nonce="${p.nonce}"></script><p>first</p>`);
    expect(new Set(pages.map((p) => p.response.headers.get(CACHE_STATUS_HEADER)))).toEqual(new Set(["MISS", "HIT"]));
  });

  it("keeps at most maxEntries pages, dropping the oldest", async () => {
    const cache = createPageCache({ ttlMs: () => 1000, maxEntries: 2 });
    const render = renderer();
    for (const q of ["a", "b", "c"]) await page(call(cache, render, { path: `/community?q=${q}` }));
    expect(cache.size()).toBe(2);
    await page(call(cache, render, { path: "/community?q=a" }));
    expect(render.renders()).toBe(4);
  });

  it("keeps at most maxBytes over all pages, and drops expired pages even when nothing else is stored", async () => {
    vi.useFakeTimers();
    const render = renderer();
    const probe = createPageCache({ ttlMs: () => 1000 });
    await page(call(probe, render, { path: "/community?q=a" }));
    // Room for two and a half pages.
    const maxBytes = Math.floor(probe.bytes() * 2.5);
    const cache = createPageCache({ ttlMs: () => 1000, maxBytes });
    for (const q of ["a", "b", "c", "d"]) await page(call(cache, render, { path: `/community?q=${q}` }));
    expect(cache.size()).toBe(2);
    expect(cache.bytes()).toBeLessThanOrEqual(maxBytes);
    vi.advanceTimersByTime(1_100);
    expect(cache.size()).toBe(0);
  });
});
