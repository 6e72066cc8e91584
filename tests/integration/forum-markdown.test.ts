/**
 * Markdown in posts and comments through the real routes, on both databases: the subset renders, XSS
 * payloads stay inert on /community and /community/{id}, and accounts younger than 24 hours cannot post
 * links (403 with a clear message; what they typed comes back in the form).
 */
import { beforeAll, expect, it } from "vitest";
import { USER_LINK_REL } from "~/features/forum/constants.ts";
import { MESSAGES } from "~/features/forum/texts.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, multipartPost, post, send, text } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const TWO_DAYS_AGO = () => new Date(Date.now() - 2 * 86_400_000).toISOString();
const HOURS_AGO = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** The HTML that React escapes back out of an attribute or text ("&quot;" etc.). */
const escaped = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const PAYLOADS = [
  "[click](javascript:alert(document.cookie))",
  "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '[x](https://example.com" onmouseover="alert(1))',
  "![x](https://example.com/x.png)",
  '<a href="javascript:alert(1)">raw link</a>',
  "[v](vbscript:msgbox(1))",
];

/** The members' text areas of a page: every <div class="forum-md ..."> ... </div>. */
function memberHtml(page: string): string {
  return [...page.matchAll(/<div class="forum-md[^"]*">([\s\S]*?)<\/div>/g)].map((m) => m[1]).join("\n");
}

function expectInert(html: string) {
  expect(html).not.toMatch(/<(script|img|iframe|svg|object|embed)\b/i);
  expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i);
}

describeBothDatabases("forum Markdown", (getDb) => {
  let member: { id: string; cookie: string };
  let fresh: { id: string; cookie: string };
  let postId: string;

  beforeAll(async () => {
    const m = await createTestUser(getDb(), { name: "Rina", createdAt: TWO_DAYS_AGO() });
    const f = await createTestUser(getDb(), { name: "Newcomer", createdAt: HOURS_AGO(2) });
    member = { id: m.user.id, cookie: m.cookie };
    fresh = { id: f.user.id, cookie: f.cookie };
    const created = await send(
      await multipartPost(
        "/api/community/posts",
        {
          title: "Ferry **days**",
          content: `**Pelni** sails _twice_ a week.\n\n- Tuesday\n- Friday\n\n> Ask at the port.\n\nSee [the timetable](https://pelni.example.co.id/jadwal).\n\n${PAYLOADS.join("\n\n")}`,
          category: "transport",
        },
        [],
        { cookie: member.cookie },
      ),
    );
    expect(created.status).toBe(201);
    postId = String(((await created.json()) as { postId: string }).postId);
  });

  it("renders the subset on the post page and in the list, with rel=ugc nofollow noopener", async () => {
    for (const path of [`/community/${postId}`, "/community"]) {
      const page = await text(await send(get(path)));
      const html = memberHtml(page);
      expect(html, path).toContain("<strong>Pelni</strong> sails <em>twice</em> a week.");
      expect(html, path).toContain("<li>Tuesday</li>");
      expect(html, path).toContain("<blockquote>");
      expect(html, path).toContain(
        `<a href="https://pelni.example.co.id/jadwal" rel="${USER_LINK_REL}">the timetable</a>`,
      );
      // The title is never Markdown.
      expect(page, path).toContain("Ferry **days**");
    }
  });

  it("keeps XSS payloads inert on every page that shows them", async () => {
    await send(
      post(`/community/${postId}`, { intent: "comment", content: PAYLOADS.join("\n") }, { cookie: member.cookie }),
    );
    for (const path of [`/community/${postId}`, "/community"]) {
      const page = await text(await send(get(path)));
      expectInert(memberHtml(page));
      expect(page).not.toMatch(/<script>alert|<img src=x|href="javascript:|href="data:/i);
    }
    const page = await text(await send(get(`/community/${postId}`)));
    expect(page).toContain(escaped("<script>alert(1)</script>"));
  });

  it("refuses links from an account younger than 24 hours, with a clear message, keeping the text", async () => {
    const content = "Book at https://cheap-tickets.example.com now";
    // The dialog's JSON route.
    const api = await send(
      await multipartPost("/api/community/posts", { title: "Tickets", content, category: "tips" }, [], {
        cookie: fresh.cookie,
      }),
    );
    expect(api.status).toBe(403);
    expect(((await api.json()) as { toast: { description: string } }).toast.description).toBe(
      MESSAGES.en.newAccountNoLinks,
    );
    // The form without JavaScript: the notice, and the form filled again.
    const form = await send(
      await multipartPost("/community", { title: "Tickets", content, category: "tips" }, [], { cookie: fresh.cookie }),
    );
    expect(form.status).toBe(403);
    const formPage = await text(form);
    expect(formPage).toContain(escaped(MESSAGES.en.newAccountNoLinks));
    expect(formPage).toContain(`>${content}</textarea>`);
    // A comment with a Markdown link, without JavaScript.
    const linked = "Try [this agent](https://agent.example.com)";
    const comment = await send(
      post(`/community/${postId}`, { intent: "comment", content: linked }, { cookie: fresh.cookie }),
    );
    expect(comment.status).toBe(403);
    const commentPage = await text(comment);
    expect(commentPage).toContain(escaped(MESSAGES.en.newAccountNoLinks));
    expect(commentPage).toContain(`>${escaped(linked)}</textarea>`);
    // Nothing was stored.
    const stored = await getDb().selectFrom("comments").select("id").where("author_id", "=", fresh.id).execute();
    expect(stored).toEqual([]);
    expect(await getDb().selectFrom("posts").select("id").where("author_id", "=", fresh.id).execute()).toEqual([]);
  });

  it("lets the same new account post text without links, and an established account post links", async () => {
    const plain = await send(
      post(
        `/community/${postId}`,
        { intent: "comment", content: "Thanks, bukan link: javascript:void and pelni.co.id", via: "fetcher" },
        { cookie: fresh.cookie },
      ),
    );
    expect(plain.status).toBe(200);
    const established = await createTestUser(getDb(), { name: "Dewi", createdAt: TWO_DAYS_AGO() });
    const linked = await send(
      post(
        `/community/${postId}`,
        { intent: "comment", content: "Also www.pelni.co.id", via: "fetcher" },
        { cookie: established.cookie },
      ),
    );
    expect(linked.status).toBe(200);
  });

  it("refuses a new account's edit that adds a link, keeping the edit in the form", async () => {
    const young = await createTestUser(getDb(), { name: "Young", createdAt: HOURS_AGO(23) });
    const created = await send(
      await multipartPost(
        "/api/community/posts",
        { title: "Question from a newcomer", content: "Where do I buy ferry tickets?", category: "transport" },
        [],
        { cookie: young.cookie },
      ),
    );
    expect(created.status).toBe(201);
    const id = String(((await created.json()) as { postId: string }).postId);
    const edited = "Where do I buy ferry tickets? <https://tickets.example.com>";
    const response = await send(
      post(
        `/community/${id}`,
        { intent: "edit-post", title: "Question from a newcomer", content: edited, category: "transport" },
        { cookie: young.cookie },
      ),
    );
    expect(response.status).toBe(403);
    const page = await text(response);
    expect(page).toContain(`>${escaped(edited)}</textarea>`);
    const row = await getDb().selectFrom("posts").select("content").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.content).toBe("Where do I buy ferry tickets?");
  });
});
