import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import { afterEach, expect, it, vi } from "vitest";
import type { Database } from "~/lib/db/schema.ts";
import {
  enqueueJob,
  JobWorker,
  registerJobHandler,
  releaseJobsOf,
  runDueJobs,
  runMaintenance,
} from "~/lib/jobs.server.ts";
import { describeBothDatabases } from "./db-harness.ts";

async function jobsOf(getDb: () => Kysely<Database>, type: string) {
  return getDb().selectFrom("jobs").selectAll().where("type", "=", type).orderBy("created_at").execute();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describeBothDatabases("job queue", (getDb, ctx) => {
  it("runs a job with its payload", async () => {
    const seen: unknown[] = [];
    registerJobHandler<{ n: number }>("test.payload", (payload, job) => {
      seen.push({ payload, attempt: job.attempt });
    });
    const id = await enqueueJob("test.payload", { n: 42 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await runDueJobs()).toBe(1);
    expect(seen).toEqual([{ payload: { n: 42 }, attempt: 1 }]);
    const [job] = await jobsOf(getDb, "test.payload");
    expect(job).toMatchObject({ status: "succeeded", attempts: 1, locked_until: null });
    expect(job!.finished_at).not.toBeNull();
  });

  it("retries after a failure and keeps the error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    registerJobHandler(
      "test.flaky",
      () => {
        calls++;
        if (calls === 1) throw new Error("relay unavailable");
      },
      { backoff: () => 0 },
    );
    await enqueueJob("test.flaky", {});
    await runDueJobs();
    expect(calls).toBe(2);
    const [job] = await jobsOf(getDb, "test.flaky");
    expect(job).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(job!.last_error).toContain("relay unavailable");
  });

  it("backs off before a retry, then fails for good after maxAttempts", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    registerJobHandler("test.broken", () => {
      calls++;
      throw new Error(`broken #${calls}`);
    });
    await enqueueJob("test.broken", {}, { maxAttempts: 3 });
    expect(await runDueJobs()).toBe(1);
    let [job] = await jobsOf(getDb, "test.broken");
    expect(job!.status).toBe("pending");
    // Default backoff: about 10 s (+-25 %) before the first retry.
    const wait = Date.parse(job!.run_at) - Date.now();
    expect(wait).toBeGreaterThan(6_000);
    expect(wait).toBeLessThan(13_000);
    expect(await runDueJobs()).toBe(0);

    for (let i = 0; i < 2; i++) {
      await getDb()
        .updateTable("jobs")
        .set({ run_at: new Date(0).toISOString() })
        .where("type", "=", "test.broken")
        .execute();
      await runDueJobs();
    }
    [job] = await jobsOf(getDb, "test.broken");
    expect(job).toMatchObject({ status: "failed", attempts: 3 });
    expect(job!.last_error).toContain("broken #3");
    expect(calls).toBe(3);
    await getDb()
      .updateTable("jobs")
      .set({ run_at: new Date(0).toISOString() })
      .where("type", "=", "test.broken")
      .execute();
    expect(await runDueJobs()).toBe(0);
  });

  it("never stores a job twice for one dedupeKey, even when enqueued concurrently", async () => {
    registerJobHandler("test.dedupe", () => {});
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, i) => enqueueJob("test.dedupe", { i }, { dedupeKey: "welcome:user-1" })),
    );
    expect(ids.filter(Boolean)).toHaveLength(1);
    expect(await jobsOf(getDb, "test.dedupe")).toHaveLength(1);
    // Also after it ran.
    await runDueJobs();
    expect(await enqueueJob("test.dedupe", {}, { dedupeKey: "welcome:user-1" })).toBeNull();
    expect(await enqueueJob("test.dedupe", {}, { dedupeKey: "welcome:user-2" })).not.toBeNull();
  });

  it("enqueues inside a transaction: no job when it rolls back", async () => {
    registerJobHandler("test.trx", () => {});
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await enqueueJob("test.trx", { kept: true }, { trx });
      });
    await expect(
      getDb()
        .transaction()
        .execute(async (trx) => {
          await enqueueJob("test.trx", { kept: false }, { trx });
          throw new Error("the feature's insert failed");
        }),
    ).rejects.toThrow();
    const jobs = await jobsOf(getDb, "test.trx");
    expect(jobs.map((j) => JSON.parse(j.payload))).toEqual([{ kept: true }]);
    await runDueJobs();
  });

  it("does not run a job before runAt", async () => {
    const ran: string[] = [];
    registerJobHandler("test.later", () => {
      ran.push("x");
    });
    await enqueueJob("test.later", {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await runDueJobs()).toBe(0);
    expect(ran).toEqual([]);
    await getDb().deleteFrom("jobs").where("type", "=", "test.later").execute();
  });

  it("retries a job whose worker died (lease expired)", async () => {
    const ran: number[] = [];
    registerJobHandler("test.orphan", (_p, job) => {
      ran.push(job.attempt);
    });
    const id = (await enqueueJob("test.orphan", {}))!;
    // A worker claimed it and crashed: running, lease in the past.
    await getDb()
      .updateTable("jobs")
      .set({
        status: "running",
        attempts: 1,
        locked_by: "dead-worker:1",
        locked_until: new Date(Date.now() - 1000).toISOString(),
      })
      .where("id", "=", id)
      .execute();
    await runDueJobs();
    expect(ran).toEqual([2]);
    const [job] = await jobsOf(getDb, "test.orphan");
    expect(job!.status).toBe("succeeded");
  });

  it("runs a dead worker's jobs again at once when its replacement releases them (WEB_CONCURRENCY)", async () => {
    const ran: string[] = [];
    registerJobHandler<{ n: string }>("test.released", (payload) => {
      ran.push(payload.n);
    });
    const lease = new Date(Date.now() + 60_000).toISOString();
    const claim = async (n: string, lockedBy: string, attempts = 1) => {
      const id = (await enqueueJob("test.released", { n }, { maxAttempts: 3 }))!;
      await getDb()
        .updateTable("jobs")
        .set({ status: "running", attempts, locked_by: lockedBy, locked_until: lease })
        .where("id", "=", id)
        .execute();
    };
    await claim("dead", "host-a:4242:0b1f");
    await claim("dead-last-attempt", "host-a:4242:9c2e", 3);
    await claim("other-pid", "host-a:42420:77aa");
    await claim("other-host", "host-b:4242:5d3c");
    // Still leased: nothing is due.
    expect(await runDueJobs()).toBe(0);
    expect(await releaseJobsOf("host-a:4242")).toBe(1);
    expect(await runDueJobs()).toBe(1);
    expect(ran).toEqual(["dead"]);
    const statuses = (await jobsOf(getDb, "test.released")).map((j) => j.status).sort();
    expect(statuses).toEqual(["running", "running", "running", "succeeded"]);
  });

  it("marks an abandoned job on its last attempt as failed (maintenance)", async () => {
    registerJobHandler("test.abandoned", () => {});
    const id = (await enqueueJob("test.abandoned", {}, { maxAttempts: 1 }))!;
    await getDb()
      .updateTable("jobs")
      .set({
        status: "running",
        attempts: 1,
        locked_by: "dead:1",
        locked_until: new Date(Date.now() - 1000).toISOString(),
      })
      .where("id", "=", id)
      .execute();
    expect(await runDueJobs()).toBe(0);
    await runMaintenance(getDb());
    const [job] = await jobsOf(getDb, "test.abandoned");
    expect(job).toMatchObject({ status: "failed" });
    expect(job!.last_error).toMatch(/lease expired/);
  });

  it("two workers on separate connections never run the same job", async () => {
    const runs = new Map<string, number>();
    const byWorker = { a: 0, b: 0 };
    registerJobHandler<{ i: number }>("test.parallel", async (_p, job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await sleep(2);
    });
    const total = 40;
    await Promise.all(Array.from({ length: total }, (_, i) => enqueueJob("test.parallel", { i })));
    const a = new JobWorker({ db: ctx.connect(), pollIntervalMs: 5, maintenance: false, id: "a" });
    const b = new JobWorker({ db: ctx.connect(), pollIntervalMs: 5, maintenance: false, id: "b" });
    a.start();
    b.start();
    const deadline = Date.now() + 15_000;
    for (;;) {
      const pending = await getDb()
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("type", "=", "test.parallel")
        .where("status", "!=", "succeeded")
        .executeTakeFirstOrThrow();
      if (pending.n === 0 || Date.now() > deadline) break;
      await sleep(20);
    }
    await Promise.all([a.stop(), b.stop()]);
    expect(runs.size).toBe(total);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const jobs = await jobsOf(getDb, "test.parallel");
    for (const job of jobs) {
      expect(job.attempts).toBe(1);
      if (job.locked_by?.startsWith("a:")) byWorker.a++;
      if (job.locked_by?.startsWith("b:")) byWorker.b++;
    }
    expect(byWorker.a + byWorker.b).toBe(total);
  });

  it("stop() waits for the running job", async () => {
    let finished = false;
    let started!: () => void;
    const startedPromise = new Promise<void>((resolve) => {
      started = resolve;
    });
    registerJobHandler("test.slow", async () => {
      started();
      await sleep(300);
      finished = true;
    });
    await enqueueJob("test.slow", {});
    const worker = new JobWorker({ db: getDb(), pollIntervalMs: 10, maintenance: false });
    worker.start();
    await startedPromise;
    await worker.stop();
    expect(finished).toBe(true);
    const [job] = await jobsOf(getDb, "test.slow");
    expect(job!.status).toBe("succeeded");
  });

  it("deletes finished jobs after their retention", async () => {
    registerJobHandler("test.old", () => {});
    const id = (await enqueueJob("test.old", {}))!;
    await runDueJobs();
    await getDb()
      .updateTable("jobs")
      .set({ finished_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where("id", "=", id)
      .execute();
    await runMaintenance(getDb());
    expect(await jobsOf(getDb, "test.old")).toEqual([]);
  });
});
