import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { resetConfigForTests } from "~/lib/config.server.ts";
import { countFailedJobs, requeueFailedJobs, runDueJobs } from "~/lib/jobs.server.ts";
import { captureLogLines } from "~/lib/log.server.ts";
import { MAIL_JOB, MAIL_MAX_ATTEMPTS, MailError, sendMail } from "~/lib/mail.server.ts";
import { describeBothDatabases } from "./db-harness.ts";

type Received = { from: string; to: string[]; raw: string };

describeBothDatabases("mail", (getDb, ctx) => {
  let server: SMTPServer;
  let port = 0;
  const received: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (raw += chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            // Unfold long header lines so tests can match whole headers.
            raw: raw.replace(/\r?\n[ \t]+/g, " "),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetConfigForTests();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers through SMTP_URL with a text and an HTML part, from the site", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.SITE_URL = "https://sulawesi.example";
    resetConfigForTests();
    try {
      const id = await sendMail({
        to: "traveller@example.com",
        subject: "Confirm your subscription",
        text: "Thanks for subscribing!\n\nConfirm here: https://sulawesi.example/newsletter/confirm?token=abc",
        headers: { "List-Unsubscribe": "<https://sulawesi.example/newsletter/unsubscribe?token=abc>" },
        replyTo: "hello@sulawesi-guide.example",
      });
      // Nothing is sent until the worker runs the job.
      expect(received).toHaveLength(0);
      expect(await runDueJobs()).toBe(1);
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      expect(mail.to).toEqual(["traveller@example.com"]);
      expect(mail.from).toBe("no-reply@sulawesi.example");
      expect(mail.raw).toMatch(/^From: "?Sulawesi Travel Guide"? <no-reply@sulawesi\.example>/m);
      expect(mail.raw).toMatch(/^Subject: Confirm your subscription/m);
      expect(mail.raw).toMatch(/^Reply-To: hello@sulawesi-guide\.example/m);
      expect(mail.raw).toMatch(/^List-Unsubscribe: <https:\/\/sulawesi\.example\/newsletter\/unsubscribe\?token=abc>/m);
      expect(mail.raw).toContain(`Message-ID: <${id}@sulawesi.example>`);
      expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
      expect(mail.raw).toContain("Sulawesi Travel Guide");
      const [job] = await getDb().selectFrom("jobs").selectAll().where("id", "=", id!).execute();
      expect(job!.status).toBe("succeeded");
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.SITE_URL;
      resetConfigForTests();
    }
  });

  it("retries when the relay is down", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    process.env.SMTP_URL = "smtp://127.0.0.1:1"; // nothing listens there
    resetConfigForTests();
    try {
      const id = await sendMail({ to: "a@example.com", subject: "Hi", text: "Hello" });
      await runDueJobs();
      const job = await getDb().selectFrom("jobs").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
      expect(job.status).toBe("pending");
      expect(job.attempts).toBe(1);
      expect(job.last_error).toMatch(/ECONNREFUSED|connect/i);
      await getDb().deleteFrom("jobs").where("id", "=", id!).execute();
    } finally {
      delete process.env.SMTP_URL;
      resetConfigForTests();
      vi.restoreAllMocks();
    }
  });

  it("keeps retrying for about a day, then says loudly that it gave up, and mail:retry sends it again", async () => {
    // The schedule: the default backoff's expected waits add up to at least 24 hours.
    let expectedMs = 0;
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      expectedMs += Math.min(10_000 * 2 ** (attempt - 2), 3_600_000);
    }
    expect(expectedMs).toBeGreaterThanOrEqual(24 * 3_600_000);

    const capture = captureLogLines();
    const errors = capture.lines;
    process.env.SMTP_URL = "smtp://127.0.0.1:1"; // nothing listens there
    resetConfigForTests();
    let id: string | null = null;
    try {
      id = await sendMail({ to: "outage@example.com", subject: "Reset your password", text: "Link" });
      const job = await getDb().selectFrom("jobs").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
      expect(job.max_attempts).toBe(MAIL_MAX_ATTEMPTS);
      // Skip to the last attempt: the relay is still down.
      await getDb()
        .updateTable("jobs")
        .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
        .where("id", "=", id!)
        .execute();
      await runDueJobs();
      const failed = await getDb().selectFrom("jobs").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
      expect(failed.status).toBe("failed");
      expect(errors.some((e) => e.includes("MAIL NOT DELIVERED") && e.includes(`job ${id}`))).toBe(true);
      expect(errors.some((e) => e.includes("npm run mail:retry"))).toBe(true);
      // The log names the job, never the recipient (ADR 0030).
      expect(errors.join("\n")).not.toContain("outage@example.com");
      expect(await countFailedJobs(MAIL_JOB)).toBe(1);
    } finally {
      delete process.env.SMTP_URL;
      resetConfigForTests();
      capture.stop();
      vi.restoreAllMocks();
    }

    // The relay is back: requeue, and the mail goes out.
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetConfigForTests();
    try {
      expect(await requeueFailedJobs(MAIL_JOB)).toBe(1);
      const before = received.length;
      expect(await runDueJobs()).toBe(1);
      expect(received.slice(before).some((m) => m.to.includes("outage@example.com"))).toBe(true);
      const done = await getDb().selectFrom("jobs").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
      expect(done).toMatchObject({ status: "succeeded", attempts: 1 });
      expect(await countFailedJobs(MAIL_JOB)).toBe(0);
    } finally {
      delete process.env.SMTP_URL;
      resetConfigForTests();
    }
  });

  it("without SMTP_URL writes an .eml file to DATA_DIR/outbox and logs its name, not its links", async () => {
    const log = captureLogLines();
    try {
      await sendMail({
        to: "new.member@example.com",
        subject: "Confirm your account",
        text: "Welcome!\n\nConfirm: http://localhost:3000/account/verify?token=xyz",
        html: "<p>Welcome! <a href='http://localhost:3000/account/verify?token=xyz'>Confirm</a></p>",
      });
      await runDueJobs();
      const outbox = path.join(ctx.dataDir(), "outbox");
      const files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(outbox, files[0]!), "utf8");
      expect(eml).toMatch(/^To: new\.member@example\.com/m);
      expect(eml).toMatch(/Content-Type: text\/plain/);
      expect(eml).toMatch(/Content-Type: text\/html/);
      const printed = log.lines.join("\n");
      expect(printed).toContain(files[0]!);
      expect(printed).not.toContain("token=xyz");
      expect(printed).not.toContain("new.member@example.com");
    } finally {
      log.stop();
    }
  });

  it("refuses header injection and bad addresses before storing anything", async () => {
    const before = await getDb().selectFrom("jobs").select("id").execute();
    await expect(
      sendMail({ to: "a@example.com", subject: "Hi\r\nBcc: victim@example.com", text: "x" }),
    ).rejects.toThrow(MailError);
    await expect(sendMail({ to: "a@example.com\nBcc: v@example.com", subject: "Hi", text: "x" })).rejects.toThrow(
      /line breaks|valid email/,
    );
    await expect(sendMail({ to: "not-an-address", subject: "Hi", text: "x" })).rejects.toThrow(/valid email/);
    await expect(
      sendMail({ to: "a@example.com", subject: "Hi", text: "x", headers: { "X-Tag": "a\r\nBcc: v@example.com" } }),
    ).rejects.toThrow(/line breaks/);
    await expect(
      sendMail({ to: "a@example.com", subject: "Hi", text: "x", headers: { Bcc: "v@example.com" } }),
    ).rejects.toThrow(/must not override/);
    const after = await getDb().selectFrom("jobs").select("id").execute();
    expect(after).toHaveLength(before.length);
  });
});
