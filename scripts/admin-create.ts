/**
 * `npm run admin:create -- --email E --password P [--name N]`: creates a confirmed admin account, or
 * makes an existing account a confirmed admin with this password, ending its sessions. The only way (with admin:grant)
 * to give the admin role: no web request can. Runs the migrations first.
 */
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { hashPassword } from "better-auth/crypto";
import { z } from "zod";
import { isCommonPassword } from "../app/features/accounts/common-passwords.server.ts";
import { closeDb, getDb, migrateToLatest } from "../app/lib/db/index.server.ts";

class UsageError extends Error {}

const usage =
  "Usage: npm run admin:create -- --email admin@example.com --password 'a long passphrase' [--name 'Site Admin']";

try {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const email = z.email().safeParse((values.email ?? "").trim().toLowerCase());
  if (!email.success) throw new UsageError("--email must be a valid email address.");
  const password = values.password ?? "";
  if (password.length < 6 || password.length > 128) throw new UsageError("--password must be 6 to 128 characters.");
  if (isCommonPassword(password))
    throw new UsageError("--password is one of the most common passwords; choose another.");
  const name = (values.name ?? "").trim().slice(0, 80);

  await migrateToLatest();
  const hash = await hashPassword(password);
  const now = new Date().toISOString();
  const created = await getDb()
    .transaction()
    .execute(async (trx) => {
      const inserted = await trx
        .insertInto("users")
        .values({
          id: randomUUID(),
          name,
          email: email.data,
          email_verified: 1,
          image: null,
          role: "admin",
          banned: 0,
          ban_reason: null,
          ban_expires: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column("email").doUpdateSet({ role: "admin", email_verified: 1, banned: 0, updated_at: now }),
        )
        .returning(["id", "created_at"])
        .executeTakeFirstOrThrow();
      const updated = await trx
        .updateTable("accounts")
        .set({ password: hash, updated_at: now })
        .where("user_id", "=", inserted.id)
        .where("provider_id", "=", "credential")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await trx
          .insertInto("accounts")
          .values({
            id: randomUUID(),
            account_id: inserted.id,
            provider_id: "credential",
            user_id: inserted.id,
            access_token: null,
            refresh_token: null,
            id_token: null,
            access_token_expires_at: null,
            refresh_token_expires_at: null,
            scope: null,
            password: hash,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      // A new password ends every session the account had (someone else may hold one): same
      // transaction, so there is no moment with the new password and the old sessions.
      const ended = await trx.deleteFrom("sessions").where("user_id", "=", inserted.id).executeTakeFirst();
      return { isNew: inserted.created_at === now, endedSessions: Number(ended.numDeletedRows) };
    });
  console.log(
    created.isNew
      ? `Created admin account ${email.data} (email confirmed). Sign in at /auth.`
      : `${email.data} existed: it is now a confirmed admin with the new password (${created.endedSessions} session(s) ended).`,
  );
} catch (error) {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
    console.error(`${(error as Error).message}\n${usage}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
} finally {
  await closeDb();
}
