import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { registerMaintenanceTask } from "~/lib/jobs.server.ts";
import { log } from "~/lib/log.server.ts";
import { enqueueKitSync } from "./kit.server.ts";
import { sendConfirmationMail, sendWelcomeMail } from "./mails.server.ts";
import type { SubscribeInput } from "./schema.ts";

/**
 * Newsletter subscribers with double opt-in (docs/decisions/0007-newsletter-and-public-forms.md,
 * 0013-newsletter-double-opt-in.md). A subscriber is in one of three states:
 *
 * - pending: status 'subscribed', confirmed_at NULL. Signed up; the confirmation mail went out. Not
 *   counted anywhere, gets nothing but that mail, and is purged 7 days after the last one.
 * - confirmed: status 'subscribed', confirmed_at set. Counted (dashboard, CSV, Kit), welcomed.
 * - unsubscribed: status 'unsubscribed'. Kept on record; signing up again makes it pending again.
 *
 * One statement decides a signup: INSERT ... ON CONFLICT (email) DO UPDATE ... WHERE the row is
 * unsubscribed, or pending with no confirmation mail in the last CONFIRM_RESEND_MS. So concurrent
 * signups of one address give one row and at most one confirmation mail, never an error. The welcome
 * mail and the Kit sync are queued by the confirmation, in its transaction.
 */

export { CONVERTKIT_JOB } from "./kit.server.ts";

/** At most one confirmation mail per address in this time (a stranger cannot flood a mailbox). */
export const CONFIRM_RESEND_MS = 10 * 60_000;
/** An unconfirmed signup is purged this long after its last confirmation mail. */
export const UNCONFIRMED_TTL_MS = 7 * 24 * 60 * 60_000;

export type SubscriberState = "pending" | "confirmed" | "unsubscribed";

export type SubscribeResult = {
  /** pending: the owner must confirm (a confirmation mail went out now or lately); already: confirmed. */
  outcome: "pending" | "already";
  id: string | null;
  /** Whether this signup queued a confirmation mail. */
  mailed: boolean;
};

export async function subscribe(
  input: SubscribeInput,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<SubscribeResult> {
  const at = now.toISOString();
  const resendBefore = new Date(now.getTime() - CONFIRM_RESEND_MS).toISOString();
  // The schema already normalises; repeated here so no caller can store a second spelling.
  const email = input.email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("subscribers")
      .values({
        id: randomUUID(),
        email,
        name: input.name,
        source: input.source,
        locale: input.locale ?? "en",
        status: "subscribed",
        created_at: at,
        unsubscribed_at: null,
        confirmed_at: null,
        confirm_sent_at: at,
      })
      .onConflict((oc) =>
        oc
          .column("email")
          // unsubscribed_at stays until the owner confirms: the purge puts an unconfirmed return back.
          .doUpdateSet({ status: "subscribed", confirmed_at: null, confirm_sent_at: at, locale: input.locale ?? "en" })
          .where((eb) =>
            eb.or([
              eb("subscribers.status", "=", "unsubscribed"),
              eb.and([
                eb("subscribers.confirmed_at", "is", null),
                eb.or([
                  eb("subscribers.confirm_sent_at", "is", null),
                  eb("subscribers.confirm_sent_at", "<", resendBefore),
                ]),
              ]),
            ]),
          ),
      )
      .returning(["id", "email", "locale"])
      .executeTakeFirst();
    if (row) {
      await sendConfirmationMail(trx, row.id, row.email, row.locale);
      return { outcome: "pending", id: row.id, mailed: true };
    }
    // Left alone: confirmed, or pending with a confirmation mail sent lately.
    const existing = await trx
      .selectFrom("subscribers")
      .select(["id", "confirmed_at"])
      .where("email", "=", email)
      .executeTakeFirst();
    return { outcome: existing?.confirmed_at ? "already" : "pending", id: existing?.id ?? null, mailed: false };
  });
}

export type ConfirmOutcome = "confirmed" | "already" | "invalid";

/**
 * The owner's confirmation (the button behind the mail's link): the subscriber now counts, and the
 * welcome mail with the guide and the Kit sync are queued in the same transaction. `already` when it
 * was confirmed before; `invalid` when there is no pending signup under that id (purged, unsubscribed).
 */
export async function confirmSubscription(
  id: string,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<ConfirmOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("subscribers")
      .set({ confirmed_at: at, unsubscribed_at: null })
      .where("id", "=", id)
      .where("status", "=", "subscribed")
      .where("confirmed_at", "is", null)
      .returning(["id", "email", "name", "locale"])
      .executeTakeFirst();
    if (!row) {
      const existing = await trx
        .selectFrom("subscribers")
        .select(["status", "confirmed_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      return existing?.status === "subscribed" && existing.confirmed_at ? "already" : "invalid";
    }
    await sendWelcomeMail(trx, row.id, row.email, row.locale);
    await enqueueKitSync(trx, row, at);
    return "confirmed";
  });
}

/** Marks the subscriber unsubscribed (kept on record). False when the id is unknown. */
export async function unsubscribe(id: string, db: Kysely<Database> = getDb()): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable("subscribers")
    .set((eb) => ({
      status: "unsubscribed",
      unsubscribed_at: eb.fn.coalesce("unsubscribed_at", eb.val(now)),
    }))
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Pending, with its last confirmation mail (or its signup) before `cutoff`. */
function unconfirmedSince(cutoff: string) {
  return (eb: ExpressionBuilder<Database, "subscribers">) =>
    eb.and([
      eb("status", "=", "subscribed"),
      eb("confirmed_at", "is", null),
      eb(eb.fn.coalesce("confirm_sent_at", "created_at"), "<", cutoff),
    ]);
}

/**
 * Unconfirmed signups whose last confirmation mail is older than UNCONFIRMED_TTL_MS: a new address is
 * deleted; an address that had unsubscribed before (unsubscribed_at kept) goes back to unsubscribed.
 * Two idempotent statements, so instances running it at the same time do no harm.
 */
export async function purgeUnconfirmed(
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<{ deleted: number; restored: number }> {
  const stale = unconfirmedSince(new Date(now.getTime() - UNCONFIRMED_TTL_MS).toISOString());
  const restored = await db
    .updateTable("subscribers")
    .set({ status: "unsubscribed", confirm_sent_at: null })
    .where(stale)
    .where("unsubscribed_at", "is not", null)
    .executeTakeFirst();
  const deleted = await db
    .deleteFrom("subscribers")
    .where(stale)
    .where("unsubscribed_at", "is", null)
    .executeTakeFirst();
  return { deleted: Number(deleted.numDeletedRows), restored: Number(restored.numUpdatedRows) };
}

registerMaintenanceTask("newsletter-unconfirmed", async (db) => {
  const { deleted, restored } = await purgeUnconfirmed(db);
  if (deleted + restored > 0) {
    log.info(`newsletter: purged ${deleted} unconfirmed signups, ${restored} returned to unsubscribed`);
  }
});
