import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { config } from "~/lib/config.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { type MailMessage, sendMail } from "~/lib/mail.server.ts";
import type { ContactMessageInput, PartnerRequestInput, TransportUpdateInput } from "./schema.ts";

/**
 * Stores what visitors send (transport updates, partner requests, contact messages) and emails the
 * operator about each, in one transaction: the mail job exists only if the row does. The admin
 * dashboard (app/features/admin) lists and reviews the rows.
 *
 * Mail safety: every value that reaches a header (subject, Reply-To) was validated as one line by
 * the schema, and `oneLine` strips line breaks again here; bodies are plain text, which the mail
 * layout escapes into the HTML part, so markup sent by a visitor is shown, never run.
 */

type Db = Kysely<Database>;

/** OPERATOR_EMAIL, or CONTACT_EMAIL when it is not set. */
export function operatorEmail(): string {
  const cfg = config();
  return cfg.OPERATOR_EMAIL ?? cfg.CONTACT_EMAIL;
}

/** One header-safe line, at most `max` characters. */
export function oneLine(value: string, max = 120): string {
  // Control characters (line breaks included) become spaces: nothing can start a new header line.
  const line = Array.from(value, (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? " " : c))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const adminLink = (tab: string) => `${config().siteUrl}/admin?tab=${tab}`;
const show = (value: string | null) => value ?? "(not given)";

/** What a new row of a reviewed table (transport updates, partner requests) starts with. */
const awaitingReview = () =>
  ({
    status: "pending",
    review_note: null,
    reviewed_at: null,
    reviewed_by: null,
    created_at: new Date().toISOString(),
  }) as const;

/** Runs `insert` and queues the operator's mail in one transaction: the mail exists only if the row does. */
async function storeAndNotify(
  db: Db,
  insert: (trx: Db) => Promise<unknown>,
  mail: Omit<MailMessage, "to">,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insert(trx);
    await sendMail({ to: operatorEmail(), ...mail }, { trx });
  });
}

export async function createTransportUpdate(input: TransportUpdateInput, db: Db = getDb()): Promise<string> {
  const id = randomUUID();
  await storeAndNotify(
    db,
    (trx) =>
      trx
        .insertInto("transport_updates")
        .values({
          id,
          name: input.name,
          route: input.route,
          travel_date: input.travel_date,
          changes: input.changes,
          price: input.price,
          operator: input.operator,
          evidence_url: input.evidence_url,
          ...awaitingReview(),
        })
        .execute(),
    {
      subject: oneLine(`New transport update: ${input.route}`),
      text: [
        `${input.name} sent a transport update. It waits for your review:\n${adminLink("updates")}`,
        `Route: ${input.route}\nTravel date: ${show(input.travel_date)}\nPrice: ${show(input.price)}\nOperator: ${show(input.operator)}\nEvidence: ${show(input.evidence_url)}`,
        `What changed:\n${input.changes}`,
      ].join("\n\n"),
    },
  );
  return id;
}

export async function createPartnerRequest(input: PartnerRequestInput, db: Db = getDb()): Promise<string> {
  const id = randomUUID();
  await storeAndNotify(
    db,
    (trx) =>
      trx
        .insertInto("partner_requests")
        .values({
          id,
          company_name: input.company,
          routes: input.routes,
          email: input.email,
          whatsapp: input.whatsapp,
          pricing_link: input.pricing_link,
          notes: input.notes,
          ...awaitingReview(),
        })
        .execute(),
    {
      subject: oneLine(`New partner request: ${input.company}`),
      replyTo: input.email ?? undefined,
      text: [
        `A transport operator asked to partner with you. Reply within 48 hours, as the page promises:\n${adminLink("partners")}`,
        `Company: ${input.company}\nEmail: ${show(input.email)}\nWhatsApp: ${show(input.whatsapp)}\nPricing: ${show(input.pricing_link)}`,
        `Routes served:\n${input.routes}`,
        `Notes:\n${show(input.notes)}`,
      ].join("\n\n"),
    },
  );
  return id;
}

export async function createContactMessage(input: ContactMessageInput, db: Db = getDb()): Promise<string> {
  const id = randomUUID();
  await storeAndNotify(
    db,
    (trx) =>
      trx
        .insertInto("contact_messages")
        .values({
          id,
          first_name: input.first_name,
          last_name: input.last_name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          read_at: null,
          created_at: new Date().toISOString(),
        })
        .execute(),
    {
      // Reply in your mail program to answer the visitor directly.
      replyTo: input.email,
      subject: oneLine(`Contact: ${input.subject}`, 200),
      text: [
        `${input.first_name} ${input.last_name} <${input.email}> wrote through the contact form (reply to this email to answer them; the page promises an answer within 24 hours):`,
        `Subject: ${input.subject}`,
        input.message,
        `All messages: ${adminLink("messages")}`,
      ].join("\n\n"),
    },
  );
  return id;
}
