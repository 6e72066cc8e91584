/**
 * The forum pages' micro-cache (ADR 0011) through React Router's own request handler: visitors
 * without cookies share a render, members never do, and a write shows at once on this instance.
 */
import { expect, it } from "vitest";
import { CACHE_STATUS_HEADER } from "~/lib/page-cache.server.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, marker, multipartPost, post, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const TWO_DAYS_AGO = () => new Date(Date.now() - 2 * 86_400_000).toISOString();

describeBothDatabases("page cache on the forum pages", (getDb) => {
  it("serves visitors a shared render, members a fresh one, and shows a write at once", async () => {
    const member = await createTestUser(getDb(), { createdAt: TWO_DAYS_AGO() });
    const title = `Cached ${marker()}`;
    const created = await send(
      await multipartPost("/api/community/posts", { title, content: "Ferry times?", category: "transport" }, [], {
        cookie: member.cookie,
      }),
    );
    expect(created.status).toBe(201);
    const { postId } = (await created.json()) as { postId: string };

    for (const path of ["/community", `/community/${postId}`]) {
      const first = await send(get(path));
      const firstBody = await first.text();
      expect(first.status).toBe(200);
      expect(first.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
      expect(firstBody).toContain(title);

      const second = await send(get(path));
      const secondBody = await second.text();
      expect(second.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
      expect(secondBody).toBe(firstBody);
      // The stored page's nonce placeholder is always replaced by the request's own nonce.
      expect(secondBody).toContain('nonce="attacknonce"');
      expect(secondBody).not.toContain("page-cache-nonce");

      const asMember = await send(get(path, { cookie: member.cookie }));
      expect(asMember.status).toBe(200);
      expect(asMember.headers.has(CACHE_STATUS_HEADER)).toBe(false);

      const data = await send(get(`${path}.data`));
      expect(data.headers.has(CACHE_STATUS_HEADER)).toBe(false);
    }

    // A comment (a write through this instance) empties the cache: the next visitor sees it.
    const comment = `Comment ${marker()}`;
    const commented = await send(
      post(`/community/${postId}`, { intent: "comment", content: comment }, { cookie: member.cookie }),
    );
    expect(commented.status).toBe(302);
    const after = await send(get(`/community/${postId}`));
    expect(after.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(await after.text()).toContain(comment);

    // So does a post created through the JSON API (a resource route under the same root middleware).
    expect((await send(get("/community"))).headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect((await send(get("/community"))).headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    const second = await createTestUser(getDb(), { createdAt: TWO_DAYS_AGO() });
    const secondTitle = `Second ${marker()}`;
    const apiPost = await send(
      await multipartPost("/api/community/posts", { title: secondTitle, content: "Bus?", category: "transport" }, [], {
        cookie: second.cookie,
      }),
    );
    expect(apiPost.status).toBe(201);
    const listed = await send(get("/community"));
    expect(listed.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(await listed.text()).toContain(secondTitle);
  });

  it("does not store a page that does not exist", async () => {
    const path = "/community/00000000-0000-4000-8000-000000000000";
    const first = await send(get(path));
    expect(first.status).toBe(404);
    const second = await send(get(path));
    expect(second.status).toBe(404);
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
  });
});
