import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "~/lib/config.server.ts";
import { sessionSecret } from "~/lib/secret.server.ts";

/**
 * The newsletter's signed links: "<subscriber id>.<HMAC-SHA256(SESSION_SECRET, purpose + ':' + id)>".
 * The purpose is part of what is signed, so an unsubscribe token never confirms a signup, nor the
 * other way round. Nothing is stored: the signature is the proof that the link came from our mail.
 */

type Purpose = "unsubscribe" | "confirm";

function sign(purpose: Purpose, id: string): string {
  return createHmac("sha256", sessionSecret()).update(`${purpose}:${id}`).digest("base64url");
}

function signedToken(purpose: Purpose, id: string): string {
  return `${id}.${sign(purpose, id)}`;
}

/** The subscriber id a token was made for, or null when it is malformed or badly signed. */
function verifySignedToken(purpose: Purpose, token: string | null | undefined): string | null {
  if (!token || token.length > 200) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export const unsubscribeToken = (id: string) => signedToken("unsubscribe", id);
export const verifyUnsubscribeToken = (token: string | null | undefined) => verifySignedToken("unsubscribe", token);
export const confirmToken = (id: string) => signedToken("confirm", id);
export const verifyConfirmToken = (token: string | null | undefined) => verifySignedToken("confirm", token);

/** The page with the unsubscribe button (the link in the mail's text). */
export function unsubscribeUrl(id: string): string {
  return `${config().siteUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(id))}`;
}

/** The RFC 8058 one-click target (List-Unsubscribe): a resource route answering plain text. */
export function oneClickUnsubscribeUrl(id: string): string {
  return `${config().siteUrl}/unsubscribe/one-click?token=${encodeURIComponent(unsubscribeToken(id))}`;
}

/** The page with the confirm button (the link in the confirmation mail). */
export function confirmUrl(id: string): string {
  return `${config().siteUrl}/newsletter/confirm?token=${encodeURIComponent(confirmToken(id))}`;
}
