import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { config } from "~/lib/config.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { enqueueJob, registerJobHandler } from "~/lib/jobs.server.ts";
import { sendMail } from "~/lib/mail.server.ts";
import { sessionSecret } from "~/lib/secret.server.ts";
import type { SubscribeInput } from "./schema.ts";

/**
 * Newsletter subscribers (docs/decisions/0007-newsletter-and-public-forms.md).
 *
 * - One statement decides: INSERT ... ON CONFLICT (email) DO UPDATE ... WHERE status = 'unsubscribed'.
 *   A new address is inserted, an unsubscribed one is subscribed again, a subscribed one is left alone
 *   (no row comes back: "already"). Concurrent signups of one address give one row, never an error.
 * - In the same transaction: the welcome mail and, when Kit is configured, the Kit sync job; both run
 *   later in the job worker, so the visitor's answer never waits for them.
 */

export const CONVERTKIT_JOB = "newsletter.convertkit";

export type SubscribeResult = { outcome: "subscribed" | "resubscribed" | "already"; id: string | null };

export async function subscribe(input: SubscribeInput, db: Kysely<Database> = getDb()): Promise<SubscribeResult> {
  const now = new Date().toISOString();
  const id = randomUUID();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("subscribers")
      .values({
        id,
        // The schema already normalises; repeated here so no caller can store a second spelling.
        email: input.email.trim().toLowerCase(),
        name: input.name,
        source: input.source,
        status: "subscribed",
        created_at: now,
        unsubscribed_at: null,
      })
      .onConflict((oc) =>
        oc
          .column("email")
          .doUpdateSet({ status: "subscribed", unsubscribed_at: null })
          .where("subscribers.status", "=", "unsubscribed"),
      )
      .returning(["id", "email", "name"])
      .executeTakeFirst();
    if (!row) return { outcome: "already", id: null };

    await sendWelcomeMail(trx, row.id, row.email);
    const { CONVERTKIT_API_KEY, CONVERTKIT_FORM_ID, CONVERTKIT_TAG_ID } = config();
    if (CONVERTKIT_API_KEY && (CONVERTKIT_FORM_ID || CONVERTKIT_TAG_ID)) {
      await enqueueJob(
        CONVERTKIT_JOB,
        { email: row.email, name: row.name },
        { trx, dedupeKey: `convertkit:${row.id}:${now}`, maxAttempts: 8 },
      );
    }
    return { outcome: row.id === id ? "subscribed" : "resubscribed", id: row.id };
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

// --- Unsubscribe tokens: "<subscriber id>.<HMAC-SHA256(secret, 'unsubscribe:' + id)>" ----------

function sign(id: string): string {
  return createHmac("sha256", sessionSecret()).update(`unsubscribe:${id}`).digest("base64url");
}

export function unsubscribeToken(id: string): string {
  return `${id}.${sign(id)}`;
}

/** The subscriber id a token was made for, or null when it is malformed or badly signed. */
export function verifyUnsubscribeToken(token: string | null | undefined): string | null {
  if (!token || token.length > 200) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The page with the unsubscribe button (the link in the mail's text). */
export function unsubscribeUrl(id: string): string {
  return `${config().siteUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(id))}`;
}

/** The RFC 8058 one-click target (List-Unsubscribe): a resource route answering plain text. */
export function oneClickUnsubscribeUrl(id: string): string {
  return `${config().siteUrl}/unsubscribe/one-click?token=${encodeURIComponent(unsubscribeToken(id))}`;
}

async function sendWelcomeMail(trx: Kysely<Database>, id: string, email: string): Promise<void> {
  const { siteUrl, SITE_NAME } = config();
  const guide = `${siteUrl}/transport-guide`;
  const unsubscribe = unsubscribeUrl(id);
  await sendMail(
    {
      to: email,
      subject: "Your Sulawesi Transport Guide",
      text: [
        `Thanks for subscribing to ${SITE_NAME}!`,
        `Here is your free Sulawesi Transport Guide: every regional hub and route with durations, typical prices, local contacts, a safety checklist and emergency numbers. Open it and print it (or save it as a PDF) for offline use:\n${guide}`,
        "We will write when routes, prices or timetables change, and when we publish new guides.",
        `Not for you any more? Unsubscribe with one click:\n${unsubscribe}`,
      ].join("\n\n"),
      headers: {
        "List-Unsubscribe": `<${oneClickUnsubscribeUrl(id)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    },
    { trx },
  );
}

// --- Kit (ConvertKit) sync ------------------------------------------------------------------

type KitPayload = { email: string; name: string | null };

/**
 * Sends one subscriber to Kit (v3 API: form subscribe, or tag subscribe). Kit keys subscribers by
 * email, so a repeat after a lost answer does not create a second one. Throws on any non-2xx answer
 * so the job is retried with backoff; a 4xx other than 429 will not get better and is retried
 * only until the attempts run out.
 */
export async function syncToKit(payload: KitPayload, signal?: AbortSignal): Promise<void> {
  const { CONVERTKIT_API_KEY, CONVERTKIT_FORM_ID, CONVERTKIT_TAG_ID, CONVERTKIT_API_URL } = config();
  if (!CONVERTKIT_API_KEY || !(CONVERTKIT_FORM_ID || CONVERTKIT_TAG_ID)) return;
  const base = CONVERTKIT_API_URL.replace(/\/+$/, "");
  const url = CONVERTKIT_FORM_ID
    ? `${base}/v3/forms/${CONVERTKIT_FORM_ID}/subscribe`
    : `${base}/v3/tags/${CONVERTKIT_TAG_ID}/subscribe`;
  const body: Record<string, string> = { api_key: CONVERTKIT_API_KEY, email: payload.email };
  if (payload.name) body.first_name = payload.name;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8", Accept: "application/json" },
    body: JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(15_000)]) : AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new Error(`Kit answered ${response.status} ${response.statusText}: ${detail}`);
  }
  await response.body?.cancel().catch(() => {});
}

registerJobHandler<KitPayload>(CONVERTKIT_JOB, (payload, job) => syncToKit(payload, job.signal), { leaseSeconds: 60 });
