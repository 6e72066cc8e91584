/**
 * Attack suite, report brigading (issue 26 point 1), through POST /community/{id} (intent=report) on
 * both databases. The review's attack: three accounts signed up from one address, confirmed, left for
 * 24 hours, each report a post, and the third report hid it from everyone, the admin's post included;
 * after a restore, three more accounts hid it again, about 20 items an hour. Now the automatic hide
 * needs a quorum (ADR 0025): established members (a week old, three visible contributions written
 * more than a day before), from three different networks (/24, /48), never for an admin's item, each
 * member and network helping hide at most two items a day; the admin is mailed when an item is hidden.
 * Every report still reaches the admin's queue.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import type { Database } from "~/lib/db/schema.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, insertPost, post, send, text } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Member = { id: string; cookie: string };

/** A confirmed account `ageDays` old with `contributions` visible comments written two days ago. */
async function account(db: Kysely<Database>, ageDays: number, contributions: number, role: "user" | "admin" = "user") {
  const { user, cookie } = await createTestUser(db, {
    createdAt: new Date(Date.now() - ageDays * DAY).toISOString(),
    role,
  });
  if (contributions > 0) {
    const thread = await insertPost(db, user.id, { title: `Own thread ${randomUUID().slice(0, 6)}` });
    const written = new Date(Date.now() - 2 * DAY).toISOString();
    await db.updateTable("posts").set({ created_at: written }).where("id", "=", thread).execute();
    for (let i = 1; i < contributions; i++) {
      await db
        .insertInto("comments")
        .values({
          id: randomUUID(),
          post_id: thread,
          author_id: user.id,
          content: `A helpful answer ${i}`,
          created_at: written,
          updated_at: written,
          edited_at: null,
          hidden_at: null,
        })
        .execute();
    }
  }
  return { id: user.id, cookie } satisfies Member;
}

let network = 0;
/** An address in a /24 no other test uses. */
const newNetwork = () => `198.18.${++network}.20`;

describeBothDatabases("attack: report brigading", (getDb) => {
  const established = (count: number) => Promise.all(Array.from({ length: count }, () => account(getDb(), 30, 3)));
  const report = (member: Member, postId: string, ip: string, commentId?: string) =>
    send(
      post(
        `/community/${postId}`,
        { intent: "report", reason: "spam", ...(commentId ? { commentId } : {}) },
        {
          cookie: member.cookie,
        },
      ),
      ip,
    );
  const visible = async (postId: string) => (await send(get(`/community/${postId}`))).status === 200;
  const openReports = async (postId: string) =>
    Number(
      (
        await getDb()
          .selectFrom("report_cases")
          .select("reports")
          .where("target_key", "=", `post:${postId}`)
          .executeTakeFirst()
      )?.reports ?? 0,
    );
  const adminMails = async () =>
    (await getDb().selectFrom("jobs").select("payload").where("type", "=", "mail.send").execute())
      .map((j) => JSON.parse(j.payload) as { to: string; subject: string; text: string })
      .filter((m) => m.subject.startsWith("Members' reports hid"));
  const victimPost = async () => insertPost(getDb(), (await account(getDb(), 30, 0)).id);

  it("three day-old sock puppets from one address no longer hide a post; their reports reach the queue", async () => {
    const postId = await victimPost();
    const address = newNetwork();
    const puppets = await Promise.all([0, 1, 2].map(() => account(getDb(), 2, 0)));
    for (const puppet of puppets) expect((await report(puppet, postId, address)).status).toBeLessThan(400);
    expect(await visible(postId)).toBe(true);
    expect(await openReports(postId)).toBe(3);
  });

  it("aged accounts without visible activity, even from three networks, do not hide", async () => {
    const postId = await victimPost();
    const quiet = await Promise.all([0, 1, 2].map(() => account(getDb(), 60, 0)));
    for (const member of quiet) await report(member, postId, newNetwork());
    expect(await visible(postId)).toBe(true);
    // Two contributions are one short; a contribution written an hour ago does not count yet.
    const almost = await Promise.all([0, 1, 2].map(() => account(getDb(), 60, 2)));
    for (const member of almost) {
      const now = new Date().toISOString();
      await getDb()
        .insertInto("comments")
        .values({
          id: randomUUID(),
          post_id: postId,
          author_id: member.id,
          content: "Just now",
          created_at: now,
          updated_at: now,
          edited_at: null,
          hidden_at: null,
        })
        .execute();
      await report(member, postId, newNetwork());
    }
    expect(await visible(postId)).toBe(true);
    expect(await openReports(postId)).toBe(6);
  });

  it("established members from one network (/24, or one IPv6 /48) do not hide; from three networks they do", async () => {
    const postId = await victimPost();
    const members = await established(6);
    for (const [i, member] of members.slice(0, 3).entries()) await report(member, postId, `198.18.200.${i + 1}`);
    expect(await visible(postId)).toBe(true);
    for (const [i, member] of members.slice(3, 5).entries()) await report(member, postId, `2001:db8:77:${i}::1`);
    expect(await visible(postId)).toBe(true);
    const before = (await adminMails()).length;
    // The third network completes the quorum.
    const third = await report(members[5]!, postId, newNetwork());
    expect(third.status).toBe(302);
    expect(third.headers.get("Location")).toBe("/community");
    expect(await visible(postId)).toBe(false);
    // Mailed to the operator, in the hide's transaction; no reporter named, no address.
    const mails = (await adminMails()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("hello@sulawesi-guide.example");
    expect(mails[0]!.text).toContain(`/community/${postId}`);
    expect(mails[0]!.text).toContain("/admin?tab=community");
    for (const member of members) expect(mails[0]!.text).not.toContain(member.id);
    expect(mails[0]!.text).not.toMatch(/198\.18\.|2001:db8/);
    // Only the network is stored, never the address.
    const stored = await getDb()
      .selectFrom("reports")
      .select("reporter_network")
      .where("target_key", "=", `post:${postId}`)
      .execute();
    const networksStored = stored.map((r) => r.reporter_network);
    expect(networksStored.filter((n) => n === "198.18.200.0/24")).toHaveLength(3);
    expect(networksStored.filter((n) => n === "2001:db8:77::/48")).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain("198.18.200.1");
  });

  it("never hides an admin's post automatically; the reports still reach the queue", async () => {
    const admin = await account(getDb(), 30, 0, "admin");
    const postId = await insertPost(getDb(), admin.id, { title: "Official: ferry timetable" });
    for (const member of await established(5)) await report(member, postId, newNetwork());
    expect(await visible(postId)).toBe(true);
    expect(await openReports(postId)).toBe(5);
    const queue = await (await send(get("/admin?tab=community", { cookie: admin.cookie }))).text();
    expect(queue).toContain("Official: ferry timetable");
  });

  it("one group of reporters hides at most two items a day, also after restores and with new accounts on its networks", async () => {
    const group = await established(3);
    const networks = [newNetwork(), newNetwork(), newNetwork()];
    const targets = await Promise.all([0, 1, 2].map(() => victimPost()));
    for (const postId of targets) {
      for (const [i, member] of group.entries()) await report(member, postId, networks[i]!);
    }
    expect(await Promise.all(targets.map(visible))).toEqual([false, false, true]);
    expect(await openReports(targets[2]!)).toBe(3);
    // The admin restores the first item; fresh established accounts on the same networks try again.
    const admin = await account(getDb(), 30, 0, "admin");
    const restored = await send(
      post(
        "/admin?tab=community",
        { intent: "restore-reported", id: targets[0]!, kind: "post" },
        { cookie: admin.cookie },
      ),
    );
    expect(restored.status).toBeLessThan(400);
    expect(await visible(targets[0]!)).toBe(true);
    const others = await established(3);
    for (const [i, member] of others.entries()) await report(member, targets[0]!, networks[i]!);
    for (const [i, member] of others.entries()) await report(member, targets[2]!, networks[i]!);
    expect(await visible(targets[0]!)).toBe(true);
    expect(await visible(targets[2]!)).toBe(true);
    // Members from other networks are not held back by that group's cap.
    for (const member of await established(3)) await report(member, targets[2]!, newNetwork());
    expect(await visible(targets[2]!)).toBe(false);
  });

  it("keeps one report per member and the answer says nothing about other reporters", async () => {
    const postId = await victimPost();
    const [member] = await established(1);
    const ip = newNetwork();
    expect((await report(member!, postId, ip)).status).toBe(302);
    const again = await send(
      post(`/community/${postId}`, { intent: "report", reason: "scam", via: "fetcher" }, { cookie: member!.cookie }),
      ip,
    );
    const body = await text(again);
    expect(body).toContain("Already reported");
    expect(body).not.toMatch(/qualif|network|quorum/i);
    expect(await openReports(postId)).toBe(1);
  });
});
