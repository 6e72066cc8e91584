/**
 * Site search (/search?q=) and the not-found page's suggestions, through React Router's request
 * handler on both databases: guide pages and forum posts are found whatever the case or accents,
 * with the matches marked; hidden posts stay out; junk gets a clear 400, never a 500.
 */
import { expect, it } from "vitest";
import { SEARCH_TEXTS } from "~/features/search/texts.ts";
import {
  type Actors,
  createActors,
  get,
  insertPost,
  marker,
  quietExpectedRefusalLogs,
  send,
} from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

quietExpectedRefusalLogs();

describeBothDatabases("site search", (getDb) => {
  let actors: Actors;
  it("sets up members", async () => {
    actors = await createActors(getDb());
  });

  it("finds a destination by name, marks the match and links to its page", async () => {
    const response = await send(get("/search?q=bunaken"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/destinations/bunaken"');
    expect(html).toMatch(/<mark[^>]*>Bunaken<\/mark>/);
    expect(html).toContain(SEARCH_TEXTS.en.guideHeading);
  });

  it("ignores case and accents, and forgives an Indonesian spelling", async () => {
    for (const q of ["TOMOHÓN", "tomohon"]) {
      const html = await (await send(get(`/search?q=${encodeURIComponent(q)}`))).text();
      expect(html, q).toContain('href="/destinations/tomohon"');
    }
    const togian = await (await send(get("/search?q=togian"))).text();
    expect(togian).toContain('href="/destinations/togean-islands"');
  });

  it("covers articles, hubs, routes and experiences", async () => {
    const html = await (await send(get("/search?q=makassar"))).text();
    for (const kind of ["Destination", "Article", "Transport hub", "Route"]) expect(html, kind).toContain(kind);
    expect(html).toContain('href="/transport/makassar"');
    const diving = await (await send(get("/search?q=diving"))).text();
    expect(diving).toContain('href="/experiences/diving"');
  });

  it("finds visible forum posts and never a hidden one", async () => {
    const word = marker();
    const visible = await insertPost(getDb(), actors.member.id, { title: `Ferry timetable ${word}` });
    const hidden = await insertPost(getDb(), actors.member.id, { title: `Scam agent ${word}` });
    await getDb().updateTable("posts").set({ hidden_at: new Date().toISOString() }).where("id", "=", hidden).execute();
    const html = await (await send(get(`/search?q=${word}`))).text();
    expect(html).toContain(`href="/community/${visible}"`);
    expect(html).not.toContain(hidden);
    expect(html).toContain(SEARCH_TEXTS.en.forumHeading);
  });

  it("shows a forum post's snippet as readers see it, not its Markdown source", async () => {
    const word = marker();
    const id = await insertPost(getDb(), actors.member.id, {
      title: `Ampana boat ${word}`,
      content: `The **slow boat** to _Wakai_ leaves at noon, see [the harbour board](https://example.org/board) ${word}`,
    });
    const html = await (await send(get(`/search?q=${word}`))).text();
    expect(html).toContain(`href="/community/${id}"`);
    expect(html).toContain("slow boat to Wakai leaves at noon, see the harbour board");
    expect(html).not.toContain("**slow boat**");
    expect(html).not.toContain("](https://example.org/board)");
  });

  it("finds forum posts whatever the accents, both ways (PostgreSQL: unaccent, migration 0012)", async () => {
    const word = marker();
    const accented = await insertPost(getDb(), actors.member.id, { title: `Kafé Tomohón ${word}` });
    const plain = await insertPost(getDb(), actors.member.id, { title: `Pasar Tondano ${word}` });
    const unaccented = await (await send(get(`/search?q=${encodeURIComponent(`kafe tomohon ${word}`)}`))).text();
    expect(unaccented).toContain(`href="/community/${accented}"`);
    const withAccents = await (await send(get(`/search?q=${encodeURIComponent(`PASÁR tondanó ${word}`)}`))).text();
    expect(withAccents).toContain(`href="/community/${plain}"`);
    const forum = await (await send(get(`/community?q=${encodeURIComponent(`kafe ${word}`)}`))).text();
    expect(forum).toContain(`/community/${accented}`);
  });

  it("answers junk with a clear message and a 400, and text stays text", async () => {
    const symbols = await send(get("/search?q=%25%25%25%20***"));
    expect(symbols.status).toBe(400);
    expect(await symbols.text()).toContain(SEARCH_TEXTS.en.noWords);
    const long = await send(get(`/search?q=${"a".repeat(500)}`));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(SEARCH_TEXTS.en.tooLong);
    const script = await send(get(`/search?q=${encodeURIComponent("<script>alert(1)</script> zzqxw")}`));
    expect(script.status).toBe(200);
    const html = await script.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("Nothing matched “&lt;script&gt;alert(1)&lt;/script&gt; zzqxw”");
    const empty = await send(get("/search"));
    expect(empty.status).toBe(200);
  });

  it("suggests pages close to a path that was not found", async () => {
    const response = await send(get("/destinaton/bunakn"));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('href="/destinations/bunaken"');
    expect(html).toContain("Were you looking for one of these?");
    expect(html).toContain('action="/search"');
  });
});
