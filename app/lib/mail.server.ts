import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { createTransport } from "nodemailer";
import { z } from "zod";
import { config } from "./config.server.ts";
import type { Database } from "./db/schema.ts";
import { enqueueJob, registerJobHandler } from "./jobs.server.ts";
import { log } from "./log.server.ts";
import { mailFailed, mailSent } from "./metrics.server.ts";

/**
 * Outgoing mail, always through the job queue: `sendMail` stores a "mail.send" job and returns at
 * once; the worker delivers it (with retries) through SMTP_URL, or, without SMTP_URL, writes it as an
 * .eml file into DATA_DIR/outbox and logs its links (so a developer can follow a confirmation link).
 *
 * ```ts
 * await sendMail({ to: email, subject: "Confirm your subscription", text: `Confirm: ${url}` }, { trx });
 * ```
 * Every message gets the site's name as sender name, a plain-text part and an HTML part (made from
 * the text when `html` is not given), both with a short footer naming the site. The log names the
 * job, never the recipient or a link (they carry addresses and tokens: ADR 0030); a developer finds
 * both in the .eml file.
 */

export type MailMessage = {
  /** One address. */
  to: string;
  subject: string;
  /** The plain-text part (required: many readers and spam filters want it). */
  text: string;
  /** The HTML body (placed in the site's mail layout). Default: the text, escaped, with links. */
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. { "List-Unsubscribe": "<https://…>" }. */
  headers?: Record<string, string>;
};

export type SendMailOptions = {
  /** Enqueue in this transaction: no mail unless it commits. */
  trx?: Kysely<Database>;
  /** Send at most once per key (e.g. `verify:${userId}:${tokenId}`). */
  dedupeKey?: string;
};

const singleLine = (field: string) =>
  z.string().refine((v) => !/[\r\n]/.test(v), `${field} must not contain line breaks`);

const messageSchema = z.object({
  to: singleLine("to").pipe(z.email("to must be one valid email address")),
  subject: singleLine("subject").pipe(z.string().trim().min(1, "subject is required").max(250)),
  text: z.string().min(1, "text is required").max(200_000),
  html: z.string().max(500_000).optional(),
  replyTo: singleLine("replyTo").pipe(z.email("replyTo must be a valid email address")).optional(),
  headers: z
    .record(
      z.string().regex(/^[A-Za-z0-9-]{1,60}$/, "header names may contain only letters, digits and '-'"),
      singleLine("header values"),
    )
    .refine(
      (h) => !Object.keys(h).some((k) => /^(from|to|cc|bcc|subject|reply-to|sender|message-id|content-.*)$/i.test(k)),
      "headers must not override From, To, Cc, Bcc, Subject, Reply-To, Sender, Message-ID or Content-*",
    )
    .optional(),
});

export class MailError extends Error {}

/**
 * Validates the message and enqueues its delivery. Throws MailError (before anything is stored) on
 * an invalid recipient or a line break in a header field (header injection).
 */
export async function sendMail(message: MailMessage, options: SendMailOptions = {}): Promise<string | null> {
  const parsed = messageSchema.safeParse(message);
  if (!parsed.success) {
    throw new MailError(`Invalid mail: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  }
  return enqueueJob(MAIL_JOB, parsed.data, {
    trx: options.trx,
    dedupeKey: options.dedupeKey,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
}

export const MAIL_JOB = "mail.send";

/**
 * A relay outage must not lose mail: with the default backoff (10 s doubling, capped at 1 h) the
 * first 10 attempts span about 1.4 hours and each later one waits an hour, so 34 attempts keep
 * trying for about a day. After that the job is `failed`, logged loudly, and `npm run mail:retry`
 * sends it again.
 */
export const MAIL_MAX_ATTEMPTS = 34;

function siteHost(): string {
  try {
    return new URL(config().siteUrl).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/** MAIL_FROM, or "SITE_NAME" <no-reply@host of SITE_URL>. */
export function mailFrom(): string | { name: string; address: string } {
  const cfg = config();
  return cfg.MAIL_FROM ?? { name: cfg.SITE_NAME, address: `no-reply@${siteHost()}` };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/** Plain text to simple HTML: escaped, paragraphs, clickable links. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((para) => {
      const html = escapeHtml(para).replace(URL_PATTERN, (url) => `<a href="${url}" style="color:#0e5273">${url}</a>`);
      return `<p style="margin:0 0 16px">${html.replace(/\n/g, "<br>")}</p>`;
    })
    .join("\n");
}

/** Both parts with the site's name: a footer in the text, a small branded layout around the HTML. */
export function renderMail(message: Pick<MailMessage, "subject" | "text" | "html">) {
  const { SITE_NAME: siteName, siteUrl } = config();
  const text = `${message.text.trimEnd()}\n\n--\n${siteName}\n${siteUrl}\n`;
  const body = message.html ?? textToHtml(message.text);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;padding:24px;background:#eef7fb;font-family:Arial,Helvetica,sans-serif;color:#082c3f;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 20px;font-weight:bold;color:#0b3f59">${escapeHtml(siteName)}</p>
${body}
<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(siteName)} &middot; <a href="${escapeHtml(siteUrl)}" style="color:#0e5273">${escapeHtml(siteUrl.replace(/^https?:\/\//, ""))}</a></p>
</div></body></html>`;
  return { text, html };
}

type Transport = ReturnType<typeof createTransport>;
let transport: { key: string; transport: Transport } | undefined;

/** nodemailer is loaded with the first mail (issue 21: idle memory), then kept. */
async function getTransport(): Promise<{ transport: Transport; outbox: string | undefined }> {
  const cfg = config();
  const key = cfg.SMTP_URL ?? "outbox";
  const { createTransport } = await import("nodemailer");
  if (transport?.key !== key) {
    transport?.transport.close();
    transport = {
      key,
      transport: cfg.SMTP_URL
        ? // Short timeouts so a stuck relay fails the attempt (and it is retried) well within the job lease.
          createTransport({
            url: cfg.SMTP_URL,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          })
        : createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    };
  }
  return { transport: transport.transport, outbox: cfg.SMTP_URL ? undefined : path.join(cfg.dataDir, "outbox") };
}

/** The "mail.send" job: builds the MIME message and hands it to the relay or the outbox. */
export async function deliverMail(raw: unknown, job: { id: string }): Promise<void> {
  const message = messageSchema.parse(raw);
  const { text, html } = renderMail(message);
  const { transport, outbox } = await getTransport();
  const info = await transport.sendMail({
    from: mailFrom(),
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text,
    html,
    headers: message.headers,
    // Stable across retries, so a repeat after a crash can be recognised as the same message.
    messageId: `<${job.id}@${siteHost()}>`,
  });
  mailSent.inc();
  if (outbox) {
    mkdirSync(outbox, { recursive: true });
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${job.id}.eml`);
    writeFileSync(file, info.message as Buffer);
    log.info(`mail: no SMTP_URL, wrote ${file} ("${message.subject}"; its links are in the file)`);
  }
}

/** The "mail.send" job as registered: every failed attempt is counted (a relay outage shows in /metrics). */
async function deliverMailCounted(raw: unknown, job: { id: string }): Promise<void> {
  try {
    await deliverMail(raw, job);
  } catch (error) {
    mailFailed.inc({ final: "false" });
    throw error;
  }
}

registerJobHandler(MAIL_JOB, deliverMailCounted, {
  leaseSeconds: 120,
  onGiveUp: (payload, job) => {
    const message = payload as Partial<MailMessage>;
    mailFailed.inc({ final: "true" });
    log.error(
      `MAIL NOT DELIVERED: gave up on "${message.subject}" after ${job.attempts} attempts ` +
        `(job ${job.id}): ${job.error}\n  Fix the relay (SMTP_URL), then run \`npm run mail:retry\` to send failed mail again.`,
    );
  },
});
