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
      const refused = await run(["scripts/db-backup.ts", target], env);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain("pg_dump");
      return;
    }
    await sql`create table backup_probe (n integer not null, half integer not null)`.execute(getDb());
    // The writer: transactions of two rows each, as fast as it can, for 3 seconds. A torn copy would
    // hold an odd number of rows for some n.
    const file = path.join(ctx.dataDir(), "app.db");
    const writer = `
      const { DatabaseSync } = await import("node:sqlite");
      const db = new DatabaseSync(${JSON.stringify(file)});
      db.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 10000");
      const insert = db.prepare("INSERT INTO backup_probe (n, half) VALUES (?, ?)");
      const end = Date.now() + 3000;
      let n = 0;
      while (Date.now() < end) {
        n++;
        db.exec("BEGIN IMMEDIATE");
        insert.run(n, 1);
        insert.run(n, 2);
        db.exec("COMMIT");
        if (n % 50 === 0) await new Promise((r) => setTimeout(r, 1));
      }
      console.log("WROTE=" + n);
      db.close();`;
    const writing = run(["--input-type=module", "-e", writer], env);
    await new Promise((r) => setTimeout(r, 500));
    const backup = await run(["scripts/db-backup.ts", target], env);
    const wrote = await writing;
    expect(backup.out).toMatch(/Backed up .* \(\d+ KB, \d+ tables, integrity ok\)\./);
    expect(backup.code).toBe(0);
    expect(wrote.code).toBe(0);
    const total = Number(/WROTE=(\d+)/.exec(wrote.out)?.[1] ?? 0);
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
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThan(total * 2);
      // The copy is a whole database: the app's tables are there.
      expect(copy.prepare("SELECT count(*) AS n FROM users").get()).toBeDefined();
    } finally {
      copy.close();
    }

    // An existing file is never overwritten.
    const again = await run(["scripts/db-backup.ts", target], env);
    expect(again.code).toBe(1);
    expect(again.out).toContain("already exists");
  });
});
