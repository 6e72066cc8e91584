import type { Kysely } from "kysely";
import { config } from "~/lib/config.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { sendMail } from "~/lib/mail.server.ts";
import { CONFIRMATION_MAIL } from "./texts.ts";
import { confirmUrl, oneClickUnsubscribeUrl, unsubscribeUrl } from "./tokens.server.ts";

/** The newsletter's two mails, queued in the caller's transaction (sent by the job worker). */

/** Sent at signup: the link that proves the address's owner asked. No guide, no list mail yet. */
export async function sendConfirmationMail(trx: Kysely<Database>, id: string, email: string): Promise<void> {
  const { SITE_NAME } = config();
  await sendMail(
    {
      to: email,
      subject: CONFIRMATION_MAIL.subject,
      text: CONFIRMATION_MAIL.lines(SITE_NAME, confirmUrl(id)).join("\n\n"),
    },
    { trx },
  );
}

/** Sent once the owner confirmed: the guide, and the unsubscribe link and headers of every list mail. */
export async function sendWelcomeMail(trx: Kysely<Database>, id: string, email: string): Promise<void> {
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
