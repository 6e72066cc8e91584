import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "~/lib/config.server.ts";
import { type Locale, localizePath } from "~/lib/locale.ts";
import { sessionSecret } from "~/lib/secret.server.ts";

/**
 * The reply mail's unsubscribe link: "<user id>.<HMAC-SHA256(SESSION_SECRET, 'reply-mail-off:' + id)>".
 * Its own purpose string, so it never works as a newsletter token or the other way round. Nothing is
 * stored: the signature proves the link came from our mail. It only ever turns reply mail off.
 */
const PURPOSE = "reply-mail-off";

function sign(id: string): string {
  return createHmac("sha256", sessionSecret()).update(`${PURPOSE}:${id}`).digest("base64url");
}

export const replyMailOffToken = (userId: string) => `${userId}.${sign(userId)}`;

/** The user id the token was made for, or null when it is malformed or badly signed. */
export function verifyReplyMailOffToken(token: string | null | undefined): string | null {
  if (!token || token.length > 200) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The page with the button (the link in the mail's text), in the recipient's edition. */
export const replyMailOffUrl = (userId: string, locale: Locale = "en") =>
  `${config().siteUrl}${localizePath("/notifications/unsubscribe", locale)}?token=${encodeURIComponent(replyMailOffToken(userId))}`;

/** RFC 8058's one-click target (List-Unsubscribe): a resource route answering plain text. */
export const replyMailOneClickUrl = (userId: string) =>
  `${config().siteUrl}/notifications/unsubscribe/one-click?token=${encodeURIComponent(replyMailOffToken(userId))}`;
