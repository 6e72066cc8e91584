/**
 * Attack suite, newsletter without confirmation (issue 15, point 4): anyone could sign up a
 * stranger's address, or one that had unsubscribed, and the welcome mail with the guide went out at
 * once, the address counted as a subscriber, was exported and synced to Kit. With double opt-in
 * (docs/decisions/0013-newsletter-double-opt-in.md) the stranger gets one confirmation mail and
 * nothing else until they press the confirm button themselves; a link scanner's GET confirms nothing.
 *
 * Everything here goes through the real request handler and reads the database and the mail queue;
 * it uses nothing the fix added, so it ran against the code before it: the first two tests failed
 * there (the guide went out at once). The third guards what the fix added, the resent confirmation
 * mail: it fails when the resend limit (CONFIRM_RESEND_MS) is taken away.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { dashboardCounts } from "~/features/admin/counts.server.ts";
import { exportResponse } from "~/features/admin/exports.server.ts";
import { CONVERTKIT_JOB } from "~/features/newsletter/newsletter.server.ts";
import { resetConfigForTests } from "~/lib/config.server.ts";
import { MAIL_JOB } from "~/lib/mail.server.ts";
import { get, post, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

type QueuedMail = { to: string; subject: string; text: string };

describeBothDatabases("attack: newsletter signups of someone else's address", (getDb) => {
  beforeAll(() => {
    // Kit configured (never reached: the jobs are only looked at, not run).
    process.env.CONVERTKIT_API_KEY = "kit-attack-key";
    process.env.CONVERTKIT_FORM_ID = "77";
    process.env.CONVERTKIT_API_URL = "http://127.0.0.1:9";
    resetConfigForTests();
  });
  afterAll(() => {
    delete process.env.CONVERTKIT_API_KEY;
    delete process.env.CONVERTKIT_FORM_ID;
    delete process.env.CONVERTKIT_API_URL;
    resetConfigForTests();
  });

  const mailsTo = async (email: string) =>
    (await getDb().selectFrom("jobs").select("payload").where("type", "=", MAIL_JOB).orderBy("created_at").execute())
      .map((j) => JSON.parse(j.payload) as QueuedMail)
      .filter((m) => m.to === email);
  const kitJobsFor = async (email: string) =>
    (await getDb().selectFrom("jobs").select("payload").where("type", "=", CONVERTKIT_JOB).execute()).filter((j) =>
      j.payload.includes(email),
    );
  const exported = async () => (await (await exportResponse("subscribers", getDb())).text()).split("\r\n");
  /** The link in the newest mail to `email` that is not the guide, as a path. */
  const linkIn = (mail: QueuedMail | undefined) => {
    const url = mail?.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0];
    return url ? new URL(url).pathname + new URL(url).search : null;
  };

  it("a stranger's address gets no welcome mail, no guide, no Kit sync, and is not counted or exported", async () => {
    const victim = "victim@example.test";
    const before = await dashboardCounts(getDb());
    const response = await send(post("/newsletter", { email: victim, source: "footer" }));
    expect(response.status).toBe(303);

    const mails = await mailsTo(victim);
    expect(mails.map((m) => m.subject)).not.toContain("Your Sulawesi Transport Guide");
    expect(mails.some((m) => m.text.includes("/transport-guide"))).toBe(false);
    // One mail only: the request to confirm, with its link.
    expect(mails).toHaveLength(1);
    expect(linkIn(mails[0])).toBeTruthy();
    expect(await kitJobsFor(victim)).toEqual([]);
    expect((await dashboardCounts(getDb())).subscribers).toBe(before.subscribers);
    expect((await exported()).some((line) => line.includes(victim))).toBe(false);

    // A mail scanner (or the attacker, who cannot read the mail anyway) fetching the link confirms nothing.
    const scanned = await send(get(linkIn(mails[0]) as string));
    expect(scanned.status).toBe(200);
    expect((await mailsTo(victim)).map((m) => m.subject)).not.toContain("Your Sulawesi Transport Guide");
    expect(await kitJobsFor(victim)).toEqual([]);

    // The owner presses the button: now the guide, Kit, the count and the export.
    const token = new URLSearchParams((linkIn(mails[0]) as string).split("?")[1]).get("token") as string;
    expect((await send(post("/newsletter/confirm", { token }))).status).toBe(200);
    expect((await mailsTo(victim)).map((m) => m.subject)).toContain("Your Sulawesi Transport Guide");
    expect(await kitJobsFor(victim)).toHaveLength(1);
    expect((await dashboardCounts(getDb())).subscribers).toBe(before.subscribers + 1);
    expect((await exported()).some((line) => line.includes(victim))).toBe(true);
  });

  it("re-subscribing an address that unsubscribed sends no guide and does not count it again", async () => {
    const leaver = "leaver@example.test";
    await getDb()
      .insertInto("subscribers")
      .values({
        id: crypto.randomUUID(),
        email: leaver,
        name: null,
        source: "home",
        status: "unsubscribed",
        created_at: "2026-10-01T00:00:00.000Z",
        unsubscribed_at: "2026-10-02T00:00:00.000Z",
      })
      .execute();
    const before = await dashboardCounts(getDb());
    expect((await send(post("/newsletter", { email: leaver, source: "footer" }))).status).toBe(303);
    const mails = await mailsTo(leaver);
    expect(mails.map((m) => m.subject)).not.toContain("Your Sulawesi Transport Guide");
    expect(mails.some((m) => m.text.includes("/transport-guide"))).toBe(false);
    expect(await kitJobsFor(leaver)).toEqual([]);
    expect((await dashboardCounts(getDb())).subscribers).toBe(before.subscribers);
    expect((await exported()).some((line) => line.includes(leaver))).toBe(false);
  });

  it("signing up the same stranger again and again sends one confirmation mail, not a flood", async () => {
    const target = "flooded@example.test";
    for (let i = 0; i < 8; i++) expect((await send(post("/newsletter", { email: target }))).status).toBe(303);
    expect(await mailsTo(target)).toHaveLength(1);
  });
});
