import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIRM_LIMIT } from "~/features/newsletter/confirm-action.server.ts";
import {
  CONFIRM_RESEND_MS,
  CONVERTKIT_JOB,
  confirmSubscription,
  purgeUnconfirmed,
  subscribe,
  UNCONFIRMED_TTL_MS,
} from "~/features/newsletter/newsletter.server.ts";
import { safeReturnTo } from "~/features/newsletter/newsletter-action.server.ts";
import { CONFIRM_FIRST_NOTE, newsletterTexts, SUBSCRIBING_TEXT } from "~/features/newsletter/texts.ts";
import { confirmToken, unsubscribeToken, verifyUnsubscribeToken } from "~/features/newsletter/tokens.server.ts";
import { UNSUBSCRIBE_LIMIT } from "~/features/newsletter/unsubscribe-action.server.ts";
import { resetConfigForTests } from "~/lib/config.server.ts";
import { up as newsletterDoubleOptIn } from "~/lib/db/migrations/0007_newsletter_double_opt_in.ts";
import { runDueJobs } from "~/lib/jobs.server.ts";
import { MAIL_JOB, renderMail } from "~/lib/mail.server.ts";
import * as newsletterRoute from "~/routes/newsletter.tsx";
import * as unsubscribeRoute from "~/routes/unsubscribe.tsx";
import { callRoute, get, post, routeArgs, SITE } from "../support/route-harness.ts";
import { send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

/** A POST to /newsletter as the footer form sends it (`json`: as its script does, asking for JSON). */
function signupRequest(
  fields: Record<string, string>,
  { json = true, origin }: { json?: boolean; origin?: string | null } = {},
): Request {
  return post("/newsletter", fields, { origin, headers: json ? { Accept: "application/json" } : {} });
}

async function signup(fields: Record<string, string>, ip?: string) {
  const response = (await newsletterRoute.action(routeArgs(signupRequest(fields), {}, ip))) as Response;
  return { status: response.status, body: (await response.json()) as { ok: boolean; outcome: string; toast: unknown } };
}

describe("newsletter texts (specification sections 4 and 8)", () => {
  it("uses the footer, home and blog texts exactly", () => {
    expect(SUBSCRIBING_TEXT.en).toBe("Subscribing...");
    expect(newsletterTexts.en.footer).toEqual({
      subscribed: {
        title: "Successfully subscribed!",
        description: "You'll receive the Sulawesi Transport Guide soon.",
      },
      already: { title: "Already subscribed!", description: "This email is already on our list." },
      error: { title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" },
    });
    expect(newsletterTexts.en.home).toEqual({
      subscribed: { title: "Welcome aboard!", description: "You'll receive our free transport guide soon." },
      already: { title: "Already subscribed", description: "This email is already on our mailing list." },
      error: { title: "Failed to subscribe. Please try again.", variant: "destructive" },
    });
    expect(newsletterTexts.en.blog.subscribed.title).toBe("Successfully subscribed!");
  });

  it("only returns to a path on this site", () => {
    expect(safeReturnTo("/blog?category=Diving")).toBe("/blog?category=Diving");
    expect(safeReturnTo("//evil.example/")).toBe("/");
    expect(safeReturnTo("https://evil.example/")).toBe("/");
    expect(safeReturnTo("/\\evil.example")).toBe("/");
    expect(safeReturnTo(null)).toBe("/");
    // Anything a Location header cannot carry: the redirect would throw after the row is stored.
    for (const bad of ["/a\u0000b", "/a\u0001b", "/日本", "/a b", "/a\tb", "/a\u007fb", "", "blog"]) {
      expect(safeReturnTo(bad)).toBe("/");
    }
    expect(safeReturnTo("/%E6%97%A5%E6%9C%AC?q=a%20b#top")).toBe("/%E6%97%A5%E6%9C%AC?q=a%20b#top");
  });
});

type QueuedMail = { to: string; subject: string; text: string; headers?: Record<string, string> };

describeBothDatabases("newsletter", (getDb, ctx) => {
  const row = (email: string) =>
    getDb().selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
  /** Every mail queued to `email`, oldest first. */
  const mailsTo = async (email: string) => {
    const jobs = await getDb()
      .selectFrom("jobs")
      .select("payload")
      .where("type", "=", MAIL_JOB)
      .orderBy("created_at")
      .execute();
    return jobs.map((j) => JSON.parse(j.payload) as QueuedMail).filter((m) => m.to === email);
  };
  /** Confirms the signup of `email` as its owner would (the button behind the mail's link). */
  const confirm = async (email: string) => {
    const id = (await row(email))?.id;
    expect(id).toBeTruthy();
    expect(await confirmSubscription(id!)).toBe("confirmed");
  };

  it("footer: subscribes, then answers 'Already subscribed!' for the same address in another case", async () => {
    const first = await signup({ email: "  Ana@Example.COM ", source: "footer" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ok: true,
      outcome: "subscribed",
      toast: { ...newsletterTexts.en.footer.subscribed, note: CONFIRM_FIRST_NOTE.en },
    });
    const stored = await row("ana@example.com");
    expect(stored).toMatchObject({ email: "ana@example.com", name: null, source: "footer", status: "subscribed" });
    expect(stored?.confirmed_at).toBeNull();
    // Not confirmed yet: the same answer again (the owner may have lost the mail), not "already".
    const pending = await signup({ email: "ana@example.com", source: "footer" });
    expect(pending.body).toMatchObject({
      ok: true,
      outcome: "subscribed",
      toast: newsletterTexts.en.footer.subscribed,
    });
    await confirm("ana@example.com");

    const again = await signup({ email: "ANA@example.com", source: "footer" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      outcome: "already",
      toast: { title: "Already subscribed!", description: "This email is already on our list." },
    });
  });

  it("home: 'Welcome aboard!' then 'Already subscribed'; the name is stored, or null when empty", async () => {
    const first = await signup({ email: "budi@example.com", name: " Budi ", source: "home" });
    // The spec's texts, and beside them that the confirmation mail must be opened first (issue 28).
    expect(first.body.toast).toEqual({
      title: "Welcome aboard!",
      description: "You'll receive our free transport guide soon.",
      note: "We have sent you a confirmation email: open it and confirm your address first. Nothing else is sent until you do.",
    });
    expect((await row("budi@example.com"))?.name).toBe("Budi");
    await confirm("budi@example.com");
    const again = await signup({ email: "budi@example.com", name: "", source: "home" });
    expect(again.body.toast).toEqual({
      title: "Already subscribed",
      description: "This email is already on our mailing list.",
    });
    await signup({ email: "citra@example.com", name: "   ", source: "blog" });
    expect(await row("citra@example.com")).toMatchObject({ name: null, source: "blog" });
  });

  it("20 parallel signups of one address in different cases give one row, one confirmation mail, no error", async () => {
    const variants = Array.from({ length: 20 }, (_, i) => {
      const base = "parallel.person@example.com";
      const mixed = [...base].map((c, j) => ((i >> (j % 5)) & 1 ? c.toUpperCase() : c)).join("");
      return i % 3 === 0 ? ` ${mixed} ` : mixed;
    });
    const results = await Promise.all(variants.map((email) => signup({ email, source: "footer" })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    // Pending until confirmed: each gets the spec's success toast, and only one confirmation mail goes out.
    expect(results.filter((r) => r.body.outcome === "subscribed")).toHaveLength(20);
    expect(await mailsTo("parallel.person@example.com")).toHaveLength(1);
    const rows = await getDb()
      .selectFrom("subscribers")
      .select("id")
      .where("email", "=", "parallel.person@example.com")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a bad address with 400 and stores nothing", async () => {
    for (const email of ["", "not-an-email", `${"a".repeat(250)}@example.com`, "a@b.com\r\nBcc: x@y.com"]) {
      const out = await signup({ email, source: "home" });
      expect(out.status).toBe(400);
      expect(out.body.ok).toBe(false);
    }
  });

  it("without JavaScript redirects back to the page with the toast cookie", async () => {
    const response = (await newsletterRoute.action(
      routeArgs(
        signupRequest(
          { email: "dewi@example.com", source: "blog", returnTo: "/blog?category=Diving" },
          { json: false },
        ),
      ),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blog?category=Diving");
    expect(response.headers.get("Set-Cookie")).toMatch(/^toast=/);
    expect(await row("dewi@example.com")).toBeTruthy();

    const offsite = (await newsletterRoute.action(
      routeArgs(signupRequest({ email: "eka@example.com", returnTo: "//evil.example/" }, { json: false })),
    )) as Response;
    expect(offsite.headers.get("Location")).toBe("/");
  });

  it("accepts a filled honeypot silently without storing it", async () => {
    const out = await signup({ email: "bot@example.com", source: "footer", website: "http://spam.example" });
    expect(out.status).toBe(200);
    // The same answer as a real signup: a bot learns nothing from it.
    expect(out.body.toast).toEqual({ ...newsletterTexts.en.footer.subscribed, note: CONFIRM_FIRST_NOTE.en });
    expect(await row("bot@example.com")).toBeUndefined();
  });

  it("limits signups per IP address: 429 with a clear message", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 10; i++) expect((await signup({ email: `limit${i}@example.com` }, ip)).status).toBe(200);
    const response = (await newsletterRoute.action(
      routeArgs(signupRequest({ email: "limit10@example.com" }), {}, ip),
    )) as Response;
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    const body = (await response.json()) as { toast: { title: string; description: string } };
    expect(body.toast.title).toBe("Too many attempts");
    expect(body.toast.description).toMatch(/Please wait \d+ minutes? and try again\./);
  });

  it("refuses a post from another site (403), never a 500", async () => {
    await expect(
      newsletterRoute.action(routeArgs(signupRequest({ email: "x@example.com" }, { origin: "https://evil.example" }))),
    ).rejects.toSatisfy((r: unknown) => r instanceof Response && r.status === 403);
  });

  it("signup: pending, a confirmation mail and nothing else (no welcome mail, no guide)", async () => {
    await signup({ email: "welcome@example.com", source: "footer" });
    const subscriber = await row("welcome@example.com");
    expect(subscriber).toMatchObject({ status: "subscribed", confirmed_at: null });
    const mails = await mailsTo("welcome@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Please confirm your subscription");
    const link = `${SITE}/newsletter/confirm?token=${encodeURIComponent(confirmToken(subscriber!.id))}`;
    expect(mails[0]?.text).toContain(link);
    expect(mails[0]?.text).not.toContain("/transport-guide");
    expect(mails[0]?.headers).toBeUndefined();
  });

  it("confirm: GET shows a button and changes nothing; POST confirms, then the welcome mail with the guide", async () => {
    await signup({ email: "confirm-me@example.com", source: "home" });
    const subscriber = await row("confirm-me@example.com");
    const token = confirmToken(subscriber!.id);
    const path = `/newsletter/confirm?token=${encodeURIComponent(token)}`;

    // A mail scanner's GET: the page with the button, nothing confirmed.
    const page = await send(get(path));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(await page.text()).toContain("Confirm subscription");
    expect((await row("confirm-me@example.com"))?.confirmed_at).toBeNull();

    // An unsubscribe token is not a confirmation token, nor is a forged one.
    for (const bad of [unsubscribeToken(subscriber!.id), `${subscriber!.id}.AAAA`, "nope"]) {
      const refused = await send(post("/newsletter/confirm", { token: bad }));
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("This confirmation link is not valid");
    }
    expect((await row("confirm-me@example.com"))?.confirmed_at).toBeNull();

    const done = await send(post("/newsletter/confirm", { token }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Subscription confirmed");
    expect((await row("confirm-me@example.com"))?.confirmed_at).toBeTruthy();
    const again = await send(post("/newsletter/confirm", { token }));
    expect(await again.text()).toContain("Already confirmed");

    const mails = await mailsTo("confirm-me@example.com");
    expect(mails.map((m) => m.subject)).toEqual(["Please confirm your subscription", "Your Sulawesi Transport Guide"]);
    const welcome = mails[1]!;
    const link = `${SITE}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(subscriber!.id))}`;
    const oneClick = `${SITE}/unsubscribe/one-click?token=${encodeURIComponent(unsubscribeToken(subscriber!.id))}`;
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(welcome.text).toContain(`${SITE}/transport-guide`);
    expect(welcome.text).toContain(link);
    const { html, text } = renderMail(welcome);
    expect(html).toContain(`href="${SITE}/transport-guide"`);
    expect(text).toContain(link);
    expect(await runDueJobs()).toBeGreaterThan(0);
  });

  it("confirm: a foreign Origin is refused and the per-IP limit holds (429, Retry-After, no-store)", async () => {
    await signup({ email: "confirm-limit@example.com", source: "footer" });
    const token = confirmToken((await row("confirm-limit@example.com"))!.id);
    const foreign = await send(post("/newsletter/confirm", { token }, { origin: "https://evil.example" }));
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    const noOrigin = await send(post("/newsletter/confirm", { token }, { origin: null }));
    expect(noOrigin.status).toBe(403);
    expect((await row("confirm-limit@example.com"))?.confirmed_at).toBeNull();

    const ip = "203.0.113.94";
    for (let i = 0; i < CONFIRM_LIMIT.limit; i++) {
      expect((await send(post("/newsletter/confirm", { token: "nope.nope" }), ip)).status).toBe(400);
    }
    const limited = await send(post("/newsletter/confirm", { token }), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.headers.get("Cache-Control")).toBe("no-store");
    expect((await row("confirm-limit@example.com"))?.confirmed_at).toBeNull();
  });

  it("resends the confirmation at most once per interval, and only while pending", async () => {
    const now = new Date("2026-11-24T08:00:00.000Z");
    const input = { email: "resend@example.com", name: null, source: "footer" as const };
    expect(await subscribe(input, getDb(), now)).toMatchObject({ outcome: "pending", mailed: true });
    const soon = new Date(now.getTime() + CONFIRM_RESEND_MS - 1000);
    expect(await subscribe(input, getDb(), soon)).toMatchObject({ outcome: "pending", mailed: false });
    const later = new Date(now.getTime() + CONFIRM_RESEND_MS + 1000);
    expect(await subscribe(input, getDb(), later)).toMatchObject({ outcome: "pending", mailed: true });
    expect(await mailsTo("resend@example.com")).toHaveLength(2);
    await confirm("resend@example.com");
    const afterConfirm = new Date(later.getTime() + 2 * CONFIRM_RESEND_MS);
    expect(await subscribe(input, getDb(), afterConfirm)).toMatchObject({ outcome: "already", mailed: false });
    expect((await mailsTo("resend@example.com")).map((m) => m.subject)).toEqual([
      "Please confirm your subscription",
      "Please confirm your subscription",
      "Your Sulawesi Transport Guide",
    ]);
  });

  it("purges unconfirmed signups after 7 days; a returning address goes back to unsubscribed", async () => {
    const start = new Date("2026-11-01T08:00:00.000Z");
    const sub = (email: string, at: Date) => subscribe({ email, name: null, source: "footer" }, getDb(), at);
    const stale = await sub("stale@example.com", start);
    const kept = await sub("kept@example.com", start);
    await confirmSubscription(kept.id!, getDb(), start);
    const returning = await sub("returning@example.com", start);
    await confirmSubscription(returning.id!, getDb(), start);
    await getDb()
      .updateTable("subscribers")
      .set({ status: "unsubscribed", unsubscribed_at: start.toISOString() })
      .where("id", "=", returning.id!)
      .execute();
    expect(await sub("returning@example.com", start)).toMatchObject({ outcome: "pending", mailed: true });
    const fresh = new Date(start.getTime() + UNCONFIRMED_TTL_MS - 60_000);
    await sub("fresh@example.com", fresh);

    // One minute before the 7 days are up nothing goes; one minute after, the stale ones do.
    expect(await purgeUnconfirmed(getDb(), new Date(start.getTime() + UNCONFIRMED_TTL_MS - 60_000))).toEqual({
      deleted: 0,
      restored: 0,
    });
    const after = new Date(start.getTime() + UNCONFIRMED_TTL_MS + 60_000);
    expect(await purgeUnconfirmed(getDb(), after)).toEqual({ deleted: 1, restored: 1 });
    expect(await row("stale@example.com")).toBeUndefined();
    expect(await row("kept@example.com")).toMatchObject({ status: "subscribed" });
    expect(await row("returning@example.com")).toMatchObject({
      id: returning.id,
      status: "unsubscribed",
      unsubscribed_at: start.toISOString(),
    });
    expect(await row("fresh@example.com")).toMatchObject({ status: "subscribed", confirmed_at: null });
    // The purged signup's link no longer confirms anything.
    expect(await confirmSubscription(stale.id!)).toBe("invalid");
    expect(await confirmSubscription(returning.id!)).toBe("invalid");
  });

  it("unsubscribes by signed token on POST only (GET shows a button), keeps the record, and resubscribes", async () => {
    const { id } = await subscribe({ email: "leaving@example.com", name: null, source: "home" });
    const token = unsubscribeToken(id!);
    expect(verifyUnsubscribeToken(token)).toBe(id);
    expect(verifyUnsubscribeToken(`${id}.AAAA`)).toBeNull();
    expect(verifyUnsubscribeToken(`${token}x`)).toBeNull();

    const shown = await callRoute(() =>
      unsubscribeRoute.loader(routeArgs(get(`/unsubscribe?token=${encodeURIComponent(token)}`))),
    );
    expect(shown.data.token).toBe(token);
    // Through React Router: the loader's headers reach the browser.
    const page = await send(get(`/unsubscribe?token=${encodeURIComponent(token)}`));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(await page.text()).toContain("Stop receiving our newsletter?");
    expect((await row("leaving@example.com"))?.status).toBe("subscribed");

    // The one-click POST of a mail provider: no Origin, no cookie, RFC 8058 body; plain text back.
    const oneClickUrl = `/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
    const foreign = await send(
      post(oneClickUrl, { "List-Unsubscribe": "One-Click" }, { origin: "https://evil.example" }),
    );
    expect(foreign.status).toBe(403);
    expect((await row("leaving@example.com"))?.status).toBe("subscribed");

    const oneClick = await send(post(oneClickUrl, { "List-Unsubscribe": "One-Click" }, { origin: null }));
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(oneClick.headers.get("Cache-Control")).toBe("no-store");
    expect(await oneClick.text()).toBe("Unsubscribed.\n");
    const gone = await row("leaving@example.com");
    expect(gone).toMatchObject({ status: "unsubscribed" });
    expect(gone?.unsubscribed_at).toBeTruthy();

    const bad = await send(
      post("/unsubscribe/one-click?token=nope.nope", { "List-Unsubscribe": "One-Click" }, { origin: null }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("This unsubscribe link is not valid.\n");

    // Signing up again needs a new confirmation: pending, no welcome mail, until the owner confirms.
    const mailsBefore = (await mailsTo("leaving@example.com")).length;
    const back = await signup({ email: "Leaving@example.com", source: "footer" });
    expect(back.body.outcome).toBe("subscribed");
    expect(await row("leaving@example.com")).toMatchObject({ id, status: "subscribed", confirmed_at: null });
    const resent = (await mailsTo("leaving@example.com")).slice(mailsBefore);
    expect(resent.map((m) => m.subject)).toEqual(["Please confirm your subscription"]);
    await confirm("leaving@example.com");
    expect(await row("leaving@example.com")).toMatchObject({ id, status: "subscribed", unsubscribed_at: null });
  });

  it("refuses control characters (NUL and others) with 400 and a clear message, never a 500", async () => {
    for (const name of ["Ana\u0000", "A\u0001na", "Ana\nBcc: x@y.com", "Ana\u007f"]) {
      const out = await signup({ email: "control@example.com", name, source: "home" });
      expect(out.status).toBe(400);
      expect(out.body.toast).toMatchObject({ description: "Name must be on one line, without control characters." });
    }
    expect((await signup({ email: "ctl\u0000@example.com", source: "footer" })).status).toBe(400);
    expect(await row("control@example.com")).toBeUndefined();
    // A tab is fine.
    expect((await signup({ email: "control@example.com", name: "Ana\tMaria", source: "home" })).status).toBe(200);
  });

  it("without JavaScript, a refused signup renders the page with the message and keeps the status", async () => {
    const invalid = await send(post("/newsletter", { email: "not-an-email", source: "home", returnTo: "/" }));
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("Cache-Control")).toBe("no-store");
    const html = await invalid.text();
    expect(html).toContain("Please enter a valid email address, such as name@example.com.");
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('action="/newsletter"');

    const ip = "203.0.113.91";
    for (let i = 0; i < 10; i++) {
      const ok = await send(post("/newsletter", { email: `nojs-limit${i}@example.com`, returnTo: "/blog" }), ip);
      expect(ok.status).toBe(303);
      expect(ok.headers.get("Location")).toBe("/blog");
    }
    const limited = await send(post("/newsletter", { email: "nojs-limit10@example.com" }), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.headers.get("Cache-Control")).toBe("no-store");
    expect(await limited.text()).toMatch(/Too many attempts[\s\S]*Please wait \d+ minutes? and try again\./);
    expect(await row("nojs-limit10@example.com")).toBeUndefined();
  });

  it("the script's request (Accept: application/json) gets JSON through React Router, not the page", async () => {
    const json = { headers: { Accept: "application/json" } };
    const ip = "203.0.113.93";
    const first = await send(post("/newsletter", { email: "Script@Example.com", source: "home" }, json), ip);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await first.json()).toEqual({
      ok: true,
      outcome: "subscribed",
      toast: { ...newsletterTexts.en.home.subscribed, note: CONFIRM_FIRST_NOTE.en },
    });
    await confirm("script@example.com");
    const again = await send(post("/newsletter", { email: "script@example.com", source: "home" }, json), ip);
    expect(await again.json()).toMatchObject({ ok: true, outcome: "already", toast: newsletterTexts.en.home.already });
    const invalid = await send(post("/newsletter", { email: "nope", source: "footer" }, json), ip);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ ok: false, outcome: "invalid" });
    for (let i = 0; i < 7; i++) await send(post("/newsletter", { email: `script${i}@example.com` }, json), ip);
    const limited = await send(post("/newsletter", { email: "script-late@example.com" }, json), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({
      ok: false,
      outcome: "limited",
      toast: { title: "Too many attempts" },
    });
  });

  it("a returnTo a Location header cannot carry goes back to / (303), never a 500 after storing", async () => {
    for (const [i, returnTo] of ["/a\u0000b", "/日本", "/a\u0001b"].entries()) {
      const response = await send(post("/newsletter", { email: `return${i}@example.com`, returnTo }));
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/");
      expect(await row(`return${i}@example.com`)).toBeTruthy();
    }
  });

  it("a database error answers the home form's 'Failed to subscribe. Please try again.' (500)", async () => {
    // Only the subscribers table goes away, so the rate limit (same database) still works.
    await sql`alter table subscribers rename to subscribers_away`.execute(getDb());
    try {
      const out = await signup({ email: "broken@example.com", source: "home" });
      expect(out.status).toBe(500);
      expect(out.body).toMatchObject({ ok: false, outcome: "error" });
      expect(out.body.toast).toEqual({ title: "Failed to subscribe. Please try again.", variant: "destructive" });

      const page = await send(post("/newsletter", { email: "broken@example.com", source: "home" }));
      expect(page.status).toBe(500);
      expect(await page.text()).toContain("Failed to subscribe. Please try again.");
    } finally {
      await sql`alter table subscribers_away rename to subscribers`.execute(getDb());
    }
  });

  it("the database itself refuses a second spelling of an address (migration 0006)", async () => {
    const insert = (email: string) =>
      getDb()
        .insertInto("subscribers")
        .values({
          id: crypto.randomUUID(),
          email,
          name: null,
          source: "footer",
          status: "subscribed",
          created_at: new Date().toISOString(),
          unsubscribed_at: null,
        })
        .execute();
    await insert("spelled@example.com");
    await expect(insert("Spelled@Example.com")).rejects.toThrow(/subscribers_email_normalised/);
    await expect(insert(" other@example.com")).rejects.toThrow(/subscribers_email_normalised/);
    await expect(
      getDb()
        .updateTable("subscribers")
        .set({ email: "SPELLED@example.com" })
        .where("email", "=", "spelled@example.com")
        .execute(),
    ).rejects.toThrow(/subscribers_email_normalised/);
    const rows = await getDb()
      .selectFrom("subscribers")
      .select("email")
      .where(sql`lower(email)`, "=", "spelled@example.com")
      .execute();
    expect(rows).toEqual([{ email: "spelled@example.com" }]);
  });

  it("/unsubscribe: per-IP limit (429, Retry-After, no-store) and a foreign Origin is refused", async () => {
    const { id } = await subscribe({ email: "limit-unsub@example.com", name: null, source: "footer" });
    const token = unsubscribeToken(id!);
    // React Router refuses a foreign Origin on page actions itself (400), before the action runs.
    const foreign = await send(post("/unsubscribe", { token }, { origin: "https://evil.example" }));
    expect(foreign.status).toBe(400);
    expect((await row("limit-unsub@example.com"))?.status).toBe("subscribed");

    const ip = "203.0.113.92";
    for (let i = 0; i < UNSUBSCRIBE_LIMIT.limit; i++) {
      expect((await send(post("/unsubscribe", { token: "nope.nope" }), ip)).status).toBe(400);
    }
    const limited = await send(post("/unsubscribe", { token }), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.headers.get("Cache-Control")).toBe("no-store");
    expect(limited.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(await limited.text()).toContain("Too many attempts");
    const oneClick = await send(post(`/unsubscribe/one-click?token=${token}`, {}, { origin: null }), ip);
    expect(oneClick.status).toBe(429);
    expect(oneClick.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await row("limit-unsub@example.com"))?.status).toBe("subscribed");

    const done = await send(post("/unsubscribe", { token }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You have been unsubscribed");
  });

  // Last in this block: it rebuilds the columns, and every row then stored counts as confirmed.
  it("migration 0007 counts every subscriber stored before double opt-in as confirmed", async () => {
    const db = getDb();
    // Back to the table as 0006 left it.
    await db.schema.dropIndex("subscribers_unconfirmed").execute();
    await db.schema.alterTable("subscribers").dropColumn("confirm_sent_at").execute();
    await db.schema.alterTable("subscribers").dropColumn("confirmed_at").execute();
    await sql`insert into subscribers (id, email, name, source, status, created_at, unsubscribed_at)
      values ('00000000-0000-4000-8000-0000000000a1', 'old-sub@example.com', null, 'footer', 'subscribed',
              '2025-01-02T03:04:05.000Z', null),
             ('00000000-0000-4000-8000-0000000000a2', 'old-gone@example.com', null, 'home', 'unsubscribed',
              '2025-02-02T03:04:05.000Z', '2025-03-01T00:00:00.000Z')`.execute(db);
    await newsletterDoubleOptIn(db, ctx.dialect);
    expect(await row("old-sub@example.com")).toMatchObject({
      status: "subscribed",
      confirmed_at: "2025-01-02T03:04:05.000Z",
      confirm_sent_at: null,
    });
    expect(await row("old-gone@example.com")).toMatchObject({
      status: "unsubscribed",
      confirmed_at: "2025-02-02T03:04:05.000Z",
    });
    // Confirmed: a signup of the old subscriber's address is "already", and no mail goes out.
    expect(await subscribe({ email: "old-sub@example.com", name: null, source: "footer" })).toMatchObject({
      outcome: "already",
      mailed: false,
    });
    expect(await mailsTo("old-sub@example.com")).toEqual([]);
    // Nothing of theirs is purged, however old.
    expect(await purgeUnconfirmed(db, new Date("2030-01-01T00:00:00.000Z"))).toMatchObject({ restored: 0 });
    expect(await row("old-sub@example.com")).toBeTruthy();
  });
});

describeBothDatabases("newsletter Kit (ConvertKit) sync", (getDb) => {
  let server: Server;
  const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  let failuresLeft = 0;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = "";
      req.setEncoding("utf8");
      req.on("data", (c: string) => (raw += c));
      req.on("end", () => resolve(raw));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      requests.push({ url: req.url ?? "", body: JSON.parse(await readBody(req)) });
      if (failuresLeft > 0) {
        failuresLeft--;
        res.writeHead(503, { "Content-Type": "application/json" }).end('{"error":"try later"}');
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"subscription":{"id":1}}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    process.env.CONVERTKIT_API_KEY = "kit-test-key";
    process.env.CONVERTKIT_FORM_ID = "4242";
    process.env.CONVERTKIT_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    resetConfigForTests();
  });

  afterAll(async () => {
    delete process.env.CONVERTKIT_API_KEY;
    delete process.env.CONVERTKIT_FORM_ID;
    delete process.env.CONVERTKIT_API_URL;
    resetConfigForTests();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("keeps the subscriber when Kit fails, retries with backoff, and does not duplicate", async () => {
    failuresLeft = 1;
    requests.length = 0;
    const result = await subscribe({ email: "kit@example.com", name: "Kit", source: "home" });
    expect(result.outcome).toBe("pending");
    // Not confirmed: no Kit job at all.
    expect(await getDb().selectFrom("jobs").select("id").where("type", "=", CONVERTKIT_JOB).execute()).toEqual([]);
    await runDueJobs();
    expect(requests).toHaveLength(0);
    expect(await confirmSubscription(result.id!)).toBe("confirmed");
    // The answer did not wait for Kit: nothing was sent yet.
    expect(requests).toHaveLength(0);

    await runDueJobs();
    expect(requests).toHaveLength(1);
    const job = await getDb()
      .selectFrom("jobs")
      .selectAll()
      .where("type", "=", CONVERTKIT_JOB)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe("pending");
    expect(job.last_error).toContain("503");
    expect(job.run_at > new Date().toISOString()).toBe(true);
    expect(
      await getDb()
        .selectFrom("subscribers")
        .select("status")
        .where("email", "=", "kit@example.com")
        .executeTakeFirst(),
    ).toEqual({
      status: "subscribed",
    });

    // The retry comes due.
    await getDb()
      .updateTable("jobs")
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", job.id)
      .execute();
    await runDueJobs();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual({
      url: "/v3/forms/4242/subscribe",
      body: { api_key: "kit-test-key", email: "kit@example.com", first_name: "Kit" },
    });
    const done = await getDb().selectFrom("jobs").select("status").where("id", "=", job.id).executeTakeFirstOrThrow();
    expect(done.status).toBe("succeeded");

    // A repeat signup of the same address sends nothing more.
    expect((await subscribe({ email: "KIT@example.com", name: null, source: "footer" })).outcome).toBe("already");
    await runDueJobs();
    expect(requests).toHaveLength(2);
    const kitJobs = await getDb().selectFrom("jobs").select("id").where("type", "=", CONVERTKIT_JOB).execute();
    expect(kitJobs).toHaveLength(1);
  });
});
