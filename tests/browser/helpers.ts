import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { CONFIRM_TEXTS } from "../../app/features/accounts/texts.ts";
import { type Browser, expect, type Page } from "./fixtures.ts";

/** Account steps shared by the browser specs, through the real /auth pages and the mail outbox. */

const dataDir = process.env.TEST_DATA_DIR ?? "./data/e2e";

/**
 * Waits for the job worker to write a mail to `to` (DATA_DIR/outbox, no SMTP_URL in tests) for which
 * `pick` returns something, and returns that. The mail's text has its quoted-printable encoding undone.
 */
async function waitForMail<T>(to: string, what: string, pick: (raw: string) => T | undefined): Promise<T> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
    } catch {
      // The outbox appears with the first message.
    }
    for (const file of files) {
      const raw = readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!raw.includes(to)) continue;
      const found = pick(raw);
      if (found !== undefined) return found;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} ${what} in ${outbox}`);
}

/** The link to `linkPath` (with its token) in a mail to `to`. */
export function linkInMail(to: string, linkPath: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${linkPath.replaceAll("/", "\\/")}\\?token=[^\\s"<>]+`);
  return waitForMail(to, `with a ${linkPath} link`, (raw) => raw.match(pattern)?.[0]);
}

/** The whole text of a mail addressed to `to` that contains `needle`. */
export function mailContaining(to: string, needle: string): Promise<string> {
  return waitForMail(to, `containing ${needle}`, (raw) =>
    raw.includes(`To: ${to}`) && raw.includes(needle) ? raw : undefined,
  );
}

/** The account confirmation link mailed to `to`. */
export function confirmationLink(to: string): Promise<string> {
  return linkInMail(to, "/auth/confirm");
}

/**
 * Signs up on /auth and follows the emailed link, which confirms the address and signs the member in
 * (checked on /account); then signs out by dropping the cookies, so the caller goes on as a visitor.
 */
export async function signUpAndConfirm(page: Page, account: { name: string; email: string; password: string }) {
  await page.goto("/auth?tab=signup");
  await page.getByRole("main").getByLabel("Name (optional)").fill(account.name);
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!").first()).toBeVisible();

  const link = new URL(await confirmationLink(account.email));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
  await expect(page.getByText(CONFIRM_TEXTS.en.signedIn)).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await page.context().clearCookies();
}

/** Fills and submits the sign-in form of the /auth page already open. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** A new browser context signed in as `email` through the /auth form (with or without JavaScript). */
export async function signedIn(browser: Browser, email: string, password: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/auth");
  await submitSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/auth/);
  return { context, page };
}

/** Runs `work` on the server's SQLite file (WAL: the running server sees a write at once). */
export function withServerDb<T>(work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(path.join(dataDir, "app.db"));
  try {
    db.exec("pragma busy_timeout = 5000");
    return work(db);
  } finally {
    db.close();
  }
}

/** One statement on the server's SQLite file (what no web request may do: test setup only). */
export function runSql(statement: string, ...params: (string | number | null)[]): void {
  withServerDb((db) => db.prepare(statement).run(...params));
}

/**
 * A confirmed account made on the command line, for specs that need one without going through sign-up
 * (sign-ups are limited to 5 an hour per address): scripts/admin-create.ts makes an admin, and a
 * "user" is then made a plain member. `role: "admin"` keeps the admin.
 */
export function createConfirmedAccount(
  email: string,
  password: string,
  { name, role = "user" }: { name?: string; role?: "admin" | "user" } = {},
) {
  const nameArgs = name ? ["--name", name] : [];
  execFileSync(
    process.execPath,
    [
      "--disable-warning=ExperimentalWarning",
      "scripts/admin-create.ts",
      "--email",
      email,
      "--password",
      password,
      ...nameArgs,
    ],
    { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production", DATABASE_URL: "" }, stdio: "pipe" },
  );
  if (role === "admin") return;
  runSql("update users set role = 'user' where email = ?", email);
}
