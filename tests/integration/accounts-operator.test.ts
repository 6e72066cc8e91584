/**
 * The operator's commands, run as the operator runs them (a separate process on the same database):
 * admin:create, admin:grant / --revoke, mail:retry and db:backup while the site writes.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { signIn } from "~/features/accounts/accounts.server.ts";
import { getSessionUser } from "~/features/accounts/session.server.ts";
import { enqueueJob } from "~/lib/jobs.server.ts";
import { MAIL_JOB } from "~/lib/mail.server.ts";
import { createTestSession, createTestUser, TEST_PASSWORD } from "./accounts-harness.ts";
import { describeBothDatabases, type HarnessContext } from "./db-harness.ts";

const root = path.resolve(import.meta.dirname, "../..");

type Run = { code: number | null; out: string };

/** Runs `node <args>` in the project with the test database's settings (as `npm run ...` would). */
function run(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", ...args], {
      env: { ...process.env, ...env },
      cwd: root,
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => resolve({ code, out }));
  });
}

async function envFor(
  getDb: () => import("kysely").Kysely<import("~/lib/db/schema.ts").Database>,
  ctx: HarnessContext,
) {
  const env: Record<string, string> = { DATA_DIR: ctx.dataDir(), NODE_ENV: "test", DATABASE_URL: "" };
  if (ctx.dialect === "postgres") {
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(getDb());
    const url = new URL(process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
    url.pathname = `/${rows[0]!.db}`;
    env.DATABASE_URL = url.toString();
  }
  return env;
}

/**
 * A separate process writing pairs of rows into backup_probe until its stdin closes. `started`
 * resolves after its first 20 transactions; `stop()` closes stdin, lets it commit one more
 * transaction, and resolves with the number of pairs written.
 */
function startWriter(file: string): { started: Promise<void>; stop: () => Promise<number> } {
  const source = `
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 10000");
    const insert = db.prepare("INSERT INTO backup_probe (n, half) VALUES (?, ?)");
    let n = 0;
    let stopping = false;
    process.stdin.on("end", () => { stopping = true; });
    process.stdin.resume();
    const pair = () => {
      n++;
      db.exec("BEGIN IMMEDIATE");
      insert.run(n, 1);
      insert.run(n, 2);
      db.exec("COMMIT");
    };
    while (!stopping) {
      pair();
      if (n === 20) console.log("STARTED");
      if (n % 20 === 0) await new Promise((r) => setTimeout(r, 1));
    }
    pair();
    console.log("WROTE=" + n);
    db.close();`;
  const child = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "--input-type=module", "-e", source],
    {
      cwd: root,
    },
  );
  let out = "";
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  child.stdout.on("data", (d) => {
    out += d;
    if (out.includes("STARTED")) markStarted();
  });
  child.stderr.on("data", (d) => (out += d));
  const closed = new Promise<number | null>((resolve) => child.on("close", resolve));
  return {
    started: Promise.race([started, closed.then(() => Promise.reject(new Error(`writer ended early: ${out}`)))]),
    stop: async () => {
      child.stdin.end();
      const code = await closed;
      expect(code, out).toBe(0);
      return Number(/WROTE=(\d+)/.exec(out)?.[1] ?? 0);
    },
  };
}

const req = (cookie: string) => new Request("http://localhost:3000/account", { headers: { Cookie: cookie } });

describeBothDatabases("accounts: operator commands", (getDb, ctx) => {
  it("admin:create turns an existing account into a confirmed admin and ends its old sessions", async () => {
    const { user, cookie } = await createTestUser(getDb(), { emailVerified: false });
    const other = await createTestSession(getDb(), user.id);
    expect(await getSessionUser(req(cookie))).not.toBeNull();

    const result = await run(
      ["scripts/admin-create.ts", "--email", user.email.toUpperCase(), "--password", "operator-chosen-pass-1"],
      await envFor(getDb, ctx),
    );
    expect(result.out).toContain(`${user.email} existed: it is now a confirmed admin with the new password`);
    expect(result.out).toContain("(2 session(s) ended)");
    expect(result.code).toBe(0);

    const row = await getDb()
      .selectFrom("users")
      .select(["role", "email_verified"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: "admin", email_verified: 1 });
    expect(await getSessionUser(req(cookie))).toBeNull();
    expect(await getSessionUser(req(other))).toBeNull();
    expect(
      (
        await signIn(new Request("http://localhost:3000/auth"), "192.0.2.31", {
          email: user.email,
          password: TEST_PASSWORD,
        })
      ).ok,
    ).toBe(false);
    const signedIn = await signIn(new Request("http://localhost:3000/auth"), "192.0.2.32", {
      email: user.email,
      password: "operator-chosen-pass-1",
    });
    expect(signedIn.ok).toBe(true);
  });

  it("admin:create makes a new confirmed admin, and refuses bad input", async () => {
    const env = await envFor(getDb, ctx);
    const email = `boss-${ctx.dialect}@example.com`;
    const created = await run(["scripts/admin-create.ts", "--email", email, "--password", "a-long-passphrase-9"], env);
    expect(created.out).toContain(`Created admin account ${email} (email confirmed).`);
    expect(created.code).toBe(0);
    const row = await getDb().selectFrom("users").select("role").where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.role).toBe("admin");

    const common = await run(["scripts/admin-create.ts", "--email", email, "--password", "password123"], env);
    expect(common.code).toBe(1);
    expect(common.out).toContain("most common passwords");
    const bad = await run(["scripts/admin-create.ts", "--email", "not-an-email", "--password", "long-enough-1"], env);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("--email must be a valid email address.");
  });

  it("admin:grant gives the admin role and --revoke takes it away; an unknown email fails", async () => {
    const env = await envFor(getDb, ctx);
    const { user, cookie } = await createTestUser(getDb());
    const roleOf = async () =>
      (await getDb().selectFrom("users").select("role").where("id", "=", user.id).executeTakeFirstOrThrow()).role;

    const granted = await run(["scripts/admin-grant.ts", "--email", ` ${user.email.toUpperCase()} `], env);
    expect(granted.out).toContain(`${user.email} is now an admin.`);
    expect(granted.code).toBe(0);
    expect(await roleOf()).toBe("admin");
    // The existing session sees the new role at once (it is read from the database on each request).
    expect((await getSessionUser(req(cookie)))?.role).toBe("admin");

    const revoked = await run(["scripts/admin-grant.ts", "--email", user.email, "--revoke"], env);
    expect(revoked.out).toContain(`${user.email} is no longer an admin.`);
    expect(revoked.code).toBe(0);
    expect(await roleOf()).toBe("user");
    expect((await getSessionUser(req(cookie)))?.role).toBe("user");

    const unknown = await run(["scripts/admin-grant.ts", "--email", "nobody@example.com"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("No account with the email nobody@example.com");
    const missing = await run(["scripts/admin-grant.ts"], env);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain("--email is required.");
  });

  it("mail:retry requeues failed mail (and --dry-run only counts it)", async () => {
    const env = await envFor(getDb, ctx);
    const id = await enqueueJob(MAIL_JOB, { to: "late@example.com", subject: "Hi", text: "Hello" });
    const past = new Date(Date.now() - 3_600_000).toISOString();
    await getDb()
      .updateTable("jobs")
      .set({ status: "failed", attempts: 34, finished_at: past, last_error: "ECONNREFUSED" })
      .where("id", "=", id!)
      .execute();

    const dry = await run(["scripts/mail-retry.ts", "--dry-run"], env);
    expect(dry.out).toContain("1 failed mail message(s) waiting");
    expect(dry.code).toBe(0);
    expect(
      (await getDb().selectFrom("jobs").select("status").where("id", "=", id!).executeTakeFirstOrThrow()).status,
    ).toBe("failed");

    const retried = await run(["scripts/mail-retry.ts"], env);
    expect(retried.out).toContain("Requeued 1 failed mail message(s).");
    expect(retried.code).toBe(0);
    const job = await getDb().selectFrom("jobs").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "pending", attempts: 0, finished_at: null });
    expect(Date.parse(job.run_at)).toBeLessThanOrEqual(Date.now());
    await getDb().deleteFrom("jobs").where("id", "=", id!).execute();
  });

  it("db:backup makes a consistent copy while another process keeps writing", async () => {
    const env = await envFor(getDb, ctx);
    const target = path.join(ctx.dataDir(), `backup-${Date.now()}.db`);
    if (ctx.dialect === "postgres") {
      // PostgreSQL is dumped with pg_dump (ADR 0030); the online copy under writes is SQLite's.
      const dumped = await run(["scripts/db-backup.ts", target], env);
      expect(dumped.code).toBe(0);
      expect(dumped.out).toMatch(/Dumped the PostgreSQL database to .* \(\d+ KB\)\. Restore: pg_restore/);
      expect(existsSync(target)).toBe(true);
      return;
    }
    await sql`create table backup_probe (n integer not null, half integer not null)`.execute(getDb());
    // The writer: transactions of two rows each, as fast as it can, until told to stop; a torn copy
    // would hold an odd number of rows for some n. No clock decides anything: the backup starts once
    // the writer has committed its first transactions, and the writer is stopped only after the
    // backup has finished (it then commits one more), so the copy always falls mid-stream.
    const file = path.join(ctx.dataDir(), "app.db");
    const writer = startWriter(file);
    await writer.started;
    const backup = await run(["scripts/db-backup.ts", target], env);
    const total = await writer.stop();
    expect(backup.out).toMatch(/Backed up .* \(\d+ KB, integrity ok\)\./);
    expect(backup.code).toBe(0);
    expect(existsSync(`${target}.partial`)).toBe(false);

    const copy = new DatabaseSync(target, { readOnly: true });
    try {
      expect((copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check).toBe("ok");
      const torn = copy
        .prepare("SELECT count(*) AS torn FROM (SELECT n FROM backup_probe GROUP BY n HAVING count(*) <> 2)")
        .get() as { torn: number };
      expect(torn.torn).toBe(0);
      const { rows } = copy.prepare("SELECT count(*) AS rows FROM backup_probe").get() as { rows: number };
      // Taken mid-stream: some writes are in it, later ones are not.
      expect(rows).toBeGreaterThanOrEqual(40);
      expect(rows).toBeLessThan(total * 2);
      // The copy is a whole database: the app's tables are there.
      const users = copy.prepare("SELECT count(*) AS n FROM users").get() as { n: number };
      expect(users.n).toBe(
        Number((await sql<{ n: number }>`select count(*) as n from users`.execute(getDb())).rows[0]?.n),
      );
    } finally {
      copy.close();
    }

    // An existing file is never overwritten.
    const again = await run(["scripts/db-backup.ts", target], env);
    expect(again.code).toBe(1);
    expect(again.out).toContain("already exists");
  });
});
