/**
 * Cache abuse (issue 26, points 3, 4 and 7), through React Router's own request handler on both
 * databases: refused posts, a sign-out and a honeypot's answer leave the visitors' page cache alone
 * (only a request that wrote empties it); unknown query parameters cannot multiply stored pages; and
 * `Accept-Encoding` q-values are honoured by the page cache (the static handler's side is in
 * server/static.test.ts).
 */
import { gunzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import { CACHE_STATUS_HEADER, pageCache } from "~/lib/page-cache.server.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, insertPost, marker, post, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const TWO_DAYS_AGO = () => new Date(Date.now() - 2 * 86_400_000).toISOString();

describeBothDatabases("attack: page cache abuse", (getDb) => {
  let postId: string;
  let memberCookie: string;

  beforeAll(async () => {
    const member = await createTestUser(getDb(), { createdAt: TWO_DAYS_AGO() });
    memberCookie = member.cookie;
    postId = await insertPost(getDb(), member.user.id, { title: `Cache target ${marker()}` });
  });

  const status = async (path: string) => {
    const res = await send(get(path));
    await res.arrayBuffer();
    return res.headers.get(CACHE_STATUS_HEADER);
  };

  it("is not emptied by refused posts, a sign-out or a honeypot's answer; a real write empties it", async () => {
    const page = `/community/${postId}`;
    pageCache.invalidate();
    expect(await status(page)).toBe("MISS");
    expect(await status(page)).toBe("HIT");

    // An anonymous upvote: sent to sign in (302), nothing written.
    const upvote = await send(post(page, { intent: "upvote" }));
    expect(upvote.status).toBe(302);
    expect(await status(page)).toBe("HIT");

    // The newsletter honeypot: answered as if it worked, nothing stored.
    const honeypot = await send(post("/newsletter", { email: `bot-${marker()}@example.com`, website: "spam" }));
    expect(honeypot.status).toBeLessThan(400);
    expect(await status(page)).toBe("HIT");

    // A sign-out deletes a session, which no visitor page shows.
    const throwaway = await createTestUser(getDb(), { createdAt: TWO_DAYS_AGO() });
    const signout = await send(post("/account", { intent: "signout" }, { cookie: throwaway.cookie }));
    expect([302, 303]).toContain(signout.status);
    expect(await status(page)).toBe("HIT");

    // A comment is a write: the next visitor gets a fresh render.
    const comment = await send(
      post(page, { intent: "comment", content: `A real comment ${marker()}` }, { cookie: memberCookie }),
    );
    expect(comment.status).toBe(302);
    expect(await status(page)).toBe("MISS");
  });

  it("does not store a page per unknown query parameter, and stays within its byte bound", async () => {
    const history = `/community/${postId}/history`;
    pageCache.invalidate();
    for (let v = 1; v <= 50; v++) {
      const res = await send(get(`${history}?v=${v}`));
      expect(res.status).toBeLessThan(500);
      await res.arrayBuffer();
      // Rendered for the request, never stored.
      expect(res.headers.has(CACHE_STATUS_HEADER)).toBe(false);
    }
    expect(pageCache.size()).toBe(0);
    // Declared parameters are still cached: the forum list with a sort.
    expect(await status("/community?sort=top")).toBe("MISS");
    expect(await status("/community?sort=top")).toBe("HIT");
    expect(await status("/community?sort=top&utm_source=x")).toBeNull();
    expect(pageCache.size()).toBe(1);
  });

  it("honours Accept-Encoding q-values: `gzip, br;q=0` gets gzip, never brotli", async () => {
    pageCache.invalidate();
    const ask = (acceptEncoding: string) =>
      send(get("/transport/ferries", { headers: { "Accept-Encoding": acceptEncoding } }));
    const first = await ask("gzip, br;q=0");
    // A stored content page (the second answer is a hit) is sent in the coding the client takes.
    const second = await ask("gzip, br;q=0");
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(second.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString("utf8")).toContain("</html>");
    await first.arrayBuffer();

    const none = await ask("br;q=0, gzip;q=0");
    expect(none.headers.get("Content-Encoding")).toBeNull();
    expect(await none.text()).toContain("</html>");

    const brotli = await ask("gzip;q=0.5, br");
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    await brotli.arrayBuffer();
  });
});
