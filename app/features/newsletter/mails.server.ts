import type { Kysely } from "kysely";
import { config } from "~/lib/config.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { isLocale, type Locale, localizePath } from "~/lib/locale.ts";
import { sendMail } from "~/lib/mail.server.ts";
import { NEWSLETTER_MAIL_TEXTS } from "./texts.ts";
import { confirmUrl, oneClickUnsubscribeUrl, unsubscribeUrl } from "./tokens.server.ts";

/**
 * The newsletter's two mails, queued in the caller's transaction (sent by the job worker), in the
 * subscriber's stored language (`subscribers.locale`, ADR 0036), with links to that edition's pages.
 */

const languageOf = (locale: unknown): Locale => (isLocale(locale) ? locale : "en");

/** A link of the mail to a page of the subscriber's edition ("/id/newsletter/confirm?token=..."). */
const inEdition = (url: string, locale: Locale) => {
  const { siteUrl } = config();
  return url.startsWith(siteUrl) ? `${siteUrl}${localizePath(url.slice(siteUrl.length) || "/", locale)}` : url;
};

/** Sent at signup: the link that proves the address's owner asked. No guide, no list mail yet. */
export async function sendConfirmationMail(
  trx: Kysely<Database>,
  id: string,
  email: string,
  stored?: unknown,
): Promise<void> {
  const { SITE_NAME } = config();
  const locale = languageOf(stored);
  const t = NEWSLETTER_MAIL_TEXTS[locale];
  await sendMail(
    {
      to: email,
      subject: t.confirmSubject,
      text: t.confirmLines(SITE_NAME, inEdition(confirmUrl(id), locale)).join("\n\n"),
    },
    { trx },
  );
}

/** Sent once the owner confirmed: the guide, and the unsubscribe link and headers of every list mail. */
export async function sendWelcomeMail(
  trx: Kysely<Database>,
  id: string,
  email: string,
  stored?: unknown,
): Promise<void> {
  const { siteUrl, SITE_NAME } = config();
  const locale = languageOf(stored);
  const guide = `${siteUrl}${localizePath("/transport-guide", locale)}`;
  const unsubscribe = inEdition(unsubscribeUrl(id), locale);
  const t = NEWSLETTER_MAIL_TEXTS[locale];
  await sendMail(
    {
      to: email,
      subject: t.welcomeSubject,
      text: t.welcomeLines(SITE_NAME, guide, unsubscribe).join("\n\n"),
      headers: {
        "List-Unsubscribe": `<${oneClickUnsubscribeUrl(id)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    },
    { trx },
  );
}
