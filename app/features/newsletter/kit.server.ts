import type { Kysely } from "kysely";
import { config } from "~/lib/config.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { enqueueJob, registerJobHandler } from "~/lib/jobs.server.ts";

/** The Kit (ConvertKit) sync of confirmed subscribers, as a job (docs/decisions/0007, 0013). */

export const CONVERTKIT_JOB = "newsletter.convertkit";

type KitPayload = { email: string; name: string | null };

function kitConfigured(): boolean {
  const { CONVERTKIT_API_KEY, CONVERTKIT_FORM_ID, CONVERTKIT_TAG_ID } = config();
  return Boolean(CONVERTKIT_API_KEY && (CONVERTKIT_FORM_ID || CONVERTKIT_TAG_ID));
}

/** Queues the sync of a subscriber who has just confirmed, in the confirmation's transaction. */
export async function enqueueKitSync(
  trx: Kysely<Database>,
  subscriber: { id: string; email: string; name: string | null },
  at: string,
): Promise<void> {
  if (!kitConfigured()) return;
  await enqueueJob(
    CONVERTKIT_JOB,
    { email: subscriber.email, name: subscriber.name },
    { trx, dedupeKey: `convertkit:${subscriber.id}:${at}`, maxAttempts: 8 },
  );
}

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
