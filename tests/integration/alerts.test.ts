/**
 * Alerts by mail to the operator (ADR 0030): each problem is found, mailed through the job queue
 * once, not twice the same day (the database's key decides, also for two processes at once), again
 * the next day, and the mail says what to do.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { checkAlerts, findAlerts, raiseAlert } from "~/features/operations/alerts.server.ts";
import { ALERT_KINDS } from "~/features/operations/constants.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { enqueueJob, runDueJobs } from "~/lib/jobs.server.ts";
import { captureLogLines } from "~/lib/log.server.ts";
import { MAIL_JOB } from "~/lib/mail.server.ts";
import { describeBothDatabases } from "./db-harness.ts";

const NOW = new Date("2026-11-26T08:00:00.000Z");
const hoursBefore = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const ROOMY_DISK = { freeBytes: 50e9, totalBytes: 100e9, freeShare: 0.5 };
const FULL_DISK = { freeBytes: 4e9, totalBytes: 100e9, freeShare: 0.04 };

async function operatorMails() {
  return getDb()
    .selectFrom("jobs")
    .select(["payload", "created_at"])
    .where("type", "=", MAIL_JOB)
    .where("payload", "like", "%ops@sulawesi.example%")
    .execute();
}

describeBothDatabases("operator alerts", (getTestDb, ctx) => {
  it("finds nothing on a quiet site", async () => {
    expect(await findAlerts(getTestDb(), NOW, ROOMY_DISK)).toEqual([]);
  });

  it("mails each problem once a day, with what to do, to OPERATOR_EMAIL", async () => {
    process.env.OPERATOR_EMAIL = "ops@sulawesi.example";
    const { resetConfigForTests } = await import("~/lib/config.server.ts");
    resetConfigForTests();
    const logs = captureLogLines();
    try {
      const db = getTestDb();
      await db
        .insertInto("transport_updates")
        .values({
          id: randomUUID(),
          name: "Ana",
          route: "Makassar - Rantepao",
          travel_date: null,
          changes: "The night bus leaves at 21:00 now",
          price: null,
          operator: null,
          evidence_url: null,
          created_at: hoursBefore(30),
          review_note: null,
          reviewed_at: null,
          reviewed_by: null,
        })
        .execute();
      // A mail queued two hours ago and still not delivered.
      const mailId = await enqueueJob(MAIL_JOB, { to: "someone@example.com", subject: "Hi", text: "x" });
      await db
        .updateTable("jobs")
        .set({ created_at: hoursBefore(2), run_at: NOW.toISOString() })
        .where("id", "=", mailId!)
        .execute();
      // A job that failed three times and is due again.
      const failing = await enqueueJob("kit.sync", {});
      await db
        .updateTable("jobs")
        .set({ attempts: 3, last_error: "Kit answered 500" })
        .where("id", "=", failing!)
        .execute();
      if (ctx.dialect === "sqlite") {
        await db
          .insertInto("backups")
          .values({
            id: randomUUID(),
            started_at: hoursBefore(1),
            finished_at: hoursBefore(1),
            status: "failed",
            file: "app-x.db",
            size_bytes: null,
            checked: 0,
            s3_key: null,
            copy_error: null,
            error: "ENOSPC: no space left on device",
          })
          .execute();
      }

      const expected = [
        ...(ctx.dialect === "sqlite" ? ["backup-failed"] : []),
        "mail-undelivered",
        "job-failing",
        "disk-low",
        "update-unreviewed",
      ];
      expect(await checkAlerts(db, NOW, FULL_DISK)).toEqual(expected);
      // Ten minutes later, and from a second process at the same time: nothing new.
      const later = new Date(NOW.getTime() + 600_000);
      expect(await checkAlerts(db, later, FULL_DISK)).toEqual([]);
      // (node:sqlite blocks its thread while waiting for the write lock: on SQLite one after the other.)
      const second = ctx.connect();
      const again = { kind: "disk-low", detail: "again" } as const;
      const [a, b] =
        ctx.dialect === "postgres"
          ? await Promise.all([raiseAlert(again, db, later), raiseAlert(again, second, later)])
          : [await raiseAlert(again, db, later), await raiseAlert(again, second, later)];
      expect([a, b]).toEqual([false, false]);
      expect(await operatorMails()).toHaveLength(expected.length);

      // The next day each is mailed again (the problems are still there).
      const nextDay = new Date(NOW.getTime() + 86_400_000);
      expect((await checkAlerts(db, nextDay, FULL_DISK)).sort()).toEqual([...expected].sort());
      expect(await operatorMails()).toHaveLength(expected.length * 2);

      // Sent through the queue like every mail; each says what happened and what to do.
      await db.deleteFrom("jobs").where("id", "in", [mailId!, failing!]).execute();
      await runDueJobs();
      const outbox = path.join(ctx.dataDir(), "outbox");
      // Quoted-printable: long lines are folded with "=" at the end.
      const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), "utf8").replace(/=\r?\n/g, ""));
      const disk = mails.find((m) => m.includes("The disk is almost full"));
      expect(disk).toMatch(/^To: ops@sulawesi\.example/m);
      expect(disk).toContain("What to do: Free space or grow the disk");
      expect(disk).toContain("3.7 GB free of 93.1 GB (4 %)");
      const update = mails.find((m) => m.includes("waits past the promised 24 hours"));
      expect(update).toContain("1 update(s) are pending for more than 24 hours");
      expect(update).toContain("Updates tab");
    } finally {
      logs.stop();
      delete process.env.OPERATOR_EMAIL;
      const { resetConfigForTests } = await import("~/lib/config.server.ts");
      resetConfigForTests();
    }
  });

  it("knows every kind it can send", () => {
    expect(new Set(ALERT_KINDS).size).toBe(6);
  });
});
