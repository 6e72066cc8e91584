/**
 * `npm run admin:grant -- --email E`: gives an existing account the admin role.
 * `npm run admin:grant -- --email E --revoke`: takes it away again.
 * Only the operator can do this, from the command line; no web request changes a role.
 */
import { parseArgs } from "node:util";
import { closeDb, getDb, migrateToLatest } from "../app/lib/db/index.server.ts";

const usage = "Usage: npm run admin:grant -- --email user@example.com [--revoke]";

try {
  const { values } = parseArgs({
    options: { email: { type: "string" }, revoke: { type: "boolean", default: false } },
    strict: true,
  });
  const email = (values.email ?? "").trim().toLowerCase();
  if (!email) {
    console.error(`--email is required.\n${usage}`);
    process.exitCode = 1;
  } else {
    await migrateToLatest();
    const role = values.revoke ? "user" : "admin";
    const result = await getDb()
      .updateTable("users")
      .set({ role, updated_at: new Date().toISOString() })
      .where("email", "=", email)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      console.error(`No account with the email ${email}. Create it with npm run admin:create, or sign up first.`);
      process.exitCode = 1;
    } else {
      console.log(values.revoke ? `${email} is no longer an admin.` : `${email} is now an admin.`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if ((error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) console.error(usage);
  process.exitCode = 1;
} finally {
  await closeDb();
}
