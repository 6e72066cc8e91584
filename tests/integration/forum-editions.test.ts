/**
 * The forum in both editions (issue 31 point 5, ADR 0036): posting with a language (the form's
 * choice, else the page's), the ?lang= filter, the marker and lang attribute of a post written in
 * the other edition's language, refusals and redirects in the request's edition, and the reply and
 * report-outcome mails in the recipient's language (users.locale).
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAdminAction } from "~/features/admin/admin.server.ts";
import { createComment } from "~/features/forum/comments.server.ts";
import { LANGUAGE_PARAM, LIST_QUERY_PARAMS, parseListQuery } from "~/features/forum/constants.ts";
import { listPosts } from "~/features/forum/listing.server.ts";
import { createPost } from "~/features/forum/posts.server.ts";
import { reportItem } from "~/features/forum/reports.server.ts";
import { COMMUNITY_TEXT, LANGUAGE_TEXTS, MESSAGES, POST_TEXT, TEXTS } from "~/features/forum/texts.ts";
import type { ForumActor } from "~/features/forum/types.ts";
import { runDueJobs } from "~/lib/jobs.server.ts";
import { getToast } from "~/lib/toast.server.ts";
import * as communityRoute from "~/routes/community.tsx";
import * as apiRoute from "~/routes/community-api.ts";
import * as postRoute from "~/routes/community-post.tsx";
import { post as formPost, rawPost, readResult, routeArgs, SITE } from "../support/route-harness.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, send, text } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";
import { insertUser, multipart } from "./forum-fixtures.ts";

const TWO_DAYS_AGO = () => new Date(Date.now() - 2 * 86_400_000).toISOString();
type Mail = { to: string; subject: string; text: string };

function multipartPost(url: string, fields: Record<string, string>, cookie?: string): Request {
  const { body, contentType } = multipart(fields, []);
  return rawPost(url, new Uint8Array(body), contentType, {
    cookie,
    headers: { "Content-Length": String(body.length) },
  });
}

async function flash(headers: Headers): Promise<{ title?: string; description?: string } | null> {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await getToast(new Request(SITE, { headers: { Cookie: cookie } }))).toast;
}

describeBothDatabases("the forum in both editions", (getDb) => {
  let sari: { id: string; email: string; cookie: string; actor: ForumActor };
  let tom: { id: string; email: string; cookie: string; actor: ForumActor };
  let n = 0;

  const member = async (name: string, locale: "en" | "id") => {
    const { user, cookie } = await createTestUser(getDb(), { name, createdAt: TWO_DAYS_AGO() });
    await getDb().updateTable("users").set({ locale }).where("id", "=", user.id).execute();
    const actor: ForumActor = { id: user.id, role: "user", banned: false, createdAt: user.createdAt };
    return { id: user.id, email: user.email, cookie, actor };
  };
  const languageOf = async (id: string) =>
    (await getDb().selectFrom("posts").select("language").where("id", "=", id).executeTakeFirstOrThrow()).language;
  const mails = async (): Promise<Mail[]> =>
    (
      await getDb().selectFrom("jobs").select("payload").where("type", "=", "mail.send").orderBy("created_at").execute()
    ).map((j) => JSON.parse(j.payload) as Mail);

  beforeAll(async () => {
    sari = await member("Sari", "id");
    tom = await member("Tom", "en");
  });
  beforeEach(async () => {
    await runDueJobs();
    await getDb().deleteFrom("jobs").execute();
  });

  describe("posting with a language", () => {
    it("stores the language chosen in the form (no JavaScript) and comes back to /id/community in Indonesian", async () => {
      const res = (await communityRoute.action(
        routeArgs(
          multipartPost(
            "/id/community",
            { title: `Kapal ke Togean ${++n}`, content: "Hari apa?", category: "transport", language: "id" },
            sari.cookie,
          ),
        ),
      )) as Response;
      expect(res.status).toBe(302);
      const location = res.headers.get("Location") ?? "";
      expect(location).toMatch(/^\/id\/community#post-/);
      expect(await flash(res.headers)).toMatchObject({ title: "Postingan dibuat!" });
      expect(await languageOf(location.split("#post-")[1]!)).toBe("id");
    });

    it("defaults to the page's language: the dialog's API with ?locale=id, and English without", async () => {
      // Another member: one post per 30 seconds each (rate-limits.server.ts).
      const rina = await member("Rina", "id");
      const id = await readResult(
        await apiRoute.action(
          routeArgs(
            multipartPost(
              "/api/community/posts?locale=id",
              { title: `Bus ke Rantepao ${++n}`, content: "Jam berapa?", category: "transport" },
              rina.cookie,
            ),
          ),
        ),
      );
      expect(id.status).toBe(201);
      expect(id.data.title).toBe(TEXTS.id.postCreated);
      expect(await languageOf(String(id.data.postId))).toBe("id");
      const en = await readResult(
        await apiRoute.action(
          routeArgs(
            multipartPost(
              "/api/community/posts",
              { title: `Bus to Rantepao ${++n}`, content: "What time?", category: "transport" },
              tom.cookie,
            ),
          ),
        ),
      );
      expect(en.data.title).toBe("Post created!");
      expect(await languageOf(String(en.data.postId))).toBe("en");
    });

    it("refuses an unknown language, and says why in the page's language", async () => {
      const out = await readResult(
        await apiRoute.action(
          routeArgs(
            multipartPost(
              "/api/community/posts?locale=id",
              { title: `Judul ${++n}`, content: "Isi", category: "general", language: "fr" },
              sari.cookie,
            ),
          ),
        ),
      );
      expect(out.status).toBe(400);
      expect(out.data.toast).toMatchObject({
        title: "Gagal membuat postingan",
        description: MESSAGES.id.chooseLanguage,
      });
    });

    it("shows validation errors in Indonesian on /id and exactly as before in English", async () => {
      const fields = { title: "  ", content: "Isi", category: "general" };
      const id = await readResult(
        await communityRoute.action(routeArgs(multipartPost("/id/community", fields, sari.cookie))),
      );
      expect(id.status).toBe(400);
      expect(id.data.toast).toMatchObject({ title: "Informasi belum lengkap", description: "Harap isi semua kolom" });
      const en = await readResult(
        await communityRoute.action(routeArgs(multipartPost("/community", fields, tom.cookie))),
      );
      expect(en.data.toast).toMatchObject({ title: "Missing information", description: "Please fill in all fields" });
      const long = await readResult(
        await apiRoute.action(
          routeArgs(
            multipartPost(
              "/api/community/posts?locale=id",
              { title: "x".repeat(201), content: "Isi", category: "general" },
              sari.cookie,
            ),
          ),
        ),
      );
      expect(long.data.toast).toMatchObject({ description: "Judul paling banyak 200 karakter." });
    });

    it("sends a visitor to sign in on /id and back to /id/community, with the Indonesian texts", async () => {
      const res = (await communityRoute.action(
        routeArgs(multipartPost("/id/community", { title: "t", content: "c", category: "general" })),
      )) as Response;
      expect(res.headers.get("Location")).toBe(`/id/auth?redirectTo=${encodeURIComponent("/id/community?compose=1")}`);
      expect(await flash(res.headers)).toMatchObject({ title: TEXTS.id.mustLogInToPost });
    });
  });

  describe("the list's language filter", () => {
    it("lists only the posts written in ?lang=, newest first, and keeps the parameter in the page cache's list", async () => {
      expect(LIST_QUERY_PARAMS).toContain(LANGUAGE_PARAM);
      const idPost = await createPost(
        sari.actor,
        { title: `Pantai Bira ${++n}`, content: "Indah", category: "tips" },
        {
          language: "id",
        },
      );
      const enPost = await createPost(tom.actor, { title: `Bira beach ${++n}`, content: "Lovely", category: "tips" });
      const query = (lang: string) => parseListQuery(new URLSearchParams(lang ? { lang } : {}));
      const onlyId = await listPosts(query("id"), null, { db: getDb(), pageSize: 50 });
      expect(onlyId.posts.map((p) => p.id)).toContain(idPost);
      expect(onlyId.posts.every((p) => p.language === "id")).toBe(true);
      const onlyEn = await listPosts(query("en"), null, { db: getDb(), pageSize: 50 });
      expect(onlyEn.posts.map((p) => p.id)).toContain(enPost);
      expect(onlyEn.posts.map((p) => p.id)).not.toContain(idPost);
      const all = await listPosts(query(""), null, { db: getDb(), pageSize: 50 });
      expect(all.posts.map((p) => p.id)).toEqual(expect.arrayContaining([idPost, enPost]));
      // An unknown value is no filter, and leaves the query as it was without one.
      expect(query("fr")).toEqual(query(""));
      // English posts carry no language field (a page's data stays as before the editions).
      expect(all.posts.find((p) => p.id === enPost)).not.toHaveProperty("language");
    });
  });

  describe("pages", () => {
    it("marks a post written in the other language, with its lang, on each edition", async () => {
      const title = `Ke Kepulauan Togean ${++n}`;
      const idPost = await createPost(
        sari.actor,
        { title, content: "Naik kapal dari Ampana.", category: "routes" },
        {
          language: "id",
        },
      );
      const enTitle = `To the Togean Islands ${++n}`;
      await createPost(tom.actor, { title: enTitle, content: "Take the ferry.", category: "routes" });

      const english = await text(await send(get("/community?lang=id")));
      expect(english).toContain(title);
      expect(english).not.toContain(enTitle);
      expect(english).toContain(LANGUAGE_TEXTS.en.writtenIn.id);
      expect(english).toMatch(new RegExp(`id="post-title-${idPost}" lang="id"`));

      const indonesian = await text(await send(get("/id/community")));
      expect(indonesian).toContain('<html lang="id"');
      expect(indonesian).toContain(COMMUNITY_TEXT.id.heading);
      expect(indonesian).toContain(LANGUAGE_TEXTS.id.writtenIn.en);
      expect(indonesian).toContain(enTitle);
      // Its own language's posts carry no marker and no lang of their own.
      expect(indonesian).not.toMatch(new RegExp(`id="post-title-${idPost}" lang=`));
      expect(indonesian).toContain(POST_TEXT.id.upvoteCount(0));

      const page = await text(await send(get(`/id/community/${idPost}`)));
      expect(page).toContain(`<title>${title}`);
      expect(page).not.toContain(LANGUAGE_TEXTS.id.writtenIn.id);
    }, 120_000);
  });

  describe("actions in the request's edition", () => {
    it("answers a post action on /id in Indonesian and redirects within /id", async () => {
      const postId = await createPost(tom.actor, { title: `Feri ${++n}`, content: "x", category: "general" });
      const visitor = (await postRoute.action(
        routeArgs(
          formPost(`/id/community/${postId}`, {
            intent: "comment",
            content: "halo",
            returnTo: `/id/community/${postId}`,
          }),
          {
            id: postId,
          },
        ),
      )) as Response;
      expect(visitor.headers.get("Location")).toBe(
        `/id/auth?redirectTo=${encodeURIComponent(`/id/community/${postId}`)}`,
      );
      expect(await flash(visitor.headers)).toMatchObject({
        title: "Perlu masuk",
        description: TEXTS.id.signInToComment,
      });

      const own = await readResult(
        await postRoute.action(
          routeArgs(
            formPost(
              `/id/community/${postId}`,
              { intent: "upvote", value: "1", via: "fetcher" },
              { cookie: tom.cookie },
            ),
            {
              id: postId,
            },
          ),
        ),
      );
      expect(own.status).toBe(403);
      expect(own.data.toast).toMatchObject({ title: TEXTS.id.error, description: MESSAGES.id.ownPostVote });

      const voted = (await postRoute.action(
        routeArgs(formPost(`/id/community/${postId}`, { intent: "upvote", value: "1" }, { cookie: sari.cookie }), {
          id: postId,
        }),
      )) as Response;
      expect(voted.headers.get("Location")).toBe(`/id/community/${postId}#post-${postId}`);
      expect(await flash(voted.headers)).toMatchObject({ title: "Terima kasih atas suara Anda!" });
    });
  });

  describe("mails in the recipient's language", () => {
    it("mails an Indonesian member's reply notification in Indonesian, an English member's in English", async () => {
      const idPost = await createPost(sari.actor, {
        title: `Ferry Ampana ${++n}`,
        content: "?",
        category: "transport",
      });
      const enPost = await createPost(tom.actor, {
        title: `Ferry Gorontalo ${++n}`,
        content: "?",
        category: "transport",
      });
      await createComment(tom.actor, idPost, "Tuesdays.");
      await createComment(sari.actor, enPost, "Hari Jumat.");
      await runDueJobs();
      const all = await mails();
      const toSari = all.find((m) => m.to === sari.email)!;
      expect(toSari.subject).toBe(`Balasan baru untuk “Ferry Ampana ${n - 1}”`);
      expect(toSari.text).toContain(`Ada balasan baru di “Ferry Ampana ${n - 1}”:`);
      expect(toSari.text).toContain("Tom menulis:\nTuesdays.");
      expect(toSari.text).toContain(`${SITE}/id/community/${idPost}#comment-`);
      expect(toSari.text).toContain(`${SITE}/id/account#notifications`);
      expect(toSari.text).toContain(`${SITE}/id/notifications/unsubscribe?token=`);
      expect(toSari.text).toContain("Anda menerima email ini karena ini postingan Anda.");
      const toTom = all.find((m) => m.to === tom.email)!;
      expect(toTom.subject).toBe(`New reply to “Ferry Gorontalo ${n}”`);
      expect(toTom.text).toContain("Sari wrote:\nHari Jumat.");
      expect(toTom.text).toContain(`${SITE}/community/${enPost}#comment-`);
      expect(toTom.text).toContain("You get this because it is your post.");
    });

    it("mails the report outcome to the author in the author's language", async () => {
      const admin = await insertUser(getDb(), { role: "admin" });
      const idPost = await createPost(
        sari.actor,
        { title: `Agen murah ${++n}`, content: "Hubungi saya", category: "general" },
        {
          language: "id",
        },
      );
      await reportItem(
        tom.actor,
        { postId: idPost, commentId: null },
        { reason: "scam", note: "" },
        { ip: "10.9.0.7" },
      );
      // Hidden (as members' reports or a moderator would), so that the review's outcome is mailed.
      await getDb()
        .updateTable("posts")
        .set({ hidden_at: new Date().toISOString() })
        .where("id", "=", idPost)
        .execute();
      await getDb().deleteFrom("jobs").execute();
      await runAdminAction({ id: admin.id }, { intent: "restore-reported", id: idPost, kind: "post" });
      const restored = (await mails()).find((m) => m.to === sari.email);
      expect(restored?.subject).toBe("Postingan Anda tampil kembali");
      expect(restored?.text).toContain(`${SITE}/id/community/${idPost}`);
      expect(restored?.text).toContain("Beberapa anggota melaporkan postingan Anda");

      const enPost = await createPost(tom.actor, {
        title: `Cheap agent ${++n}`,
        content: "Call me",
        category: "general",
      });
      await reportItem(
        sari.actor,
        { postId: enPost, commentId: null },
        { reason: "spam", note: "" },
        { ip: "10.9.1.7" },
      );
      await getDb()
        .updateTable("posts")
        .set({ hidden_at: new Date().toISOString() })
        .where("id", "=", enPost)
        .execute();
      await runAdminAction({ id: admin.id }, { intent: "delete-reported", id: enPost, kind: "post", confirm: "1" });
      const deleted = (await mails()).find((m) => m.to === tom.email);
      expect(deleted?.subject).toBe("Your post was removed");
      expect(deleted?.text).toContain("(spam)");
      expect(deleted?.text).toContain(`${SITE}/terms`);
    });
  });
});
