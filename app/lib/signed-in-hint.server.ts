import { SIGNED_IN_HINT_COOKIE, type Viewer } from "./viewer.ts";

const SESSION_COOKIE = /^(?:__Secure-)?[^=;]*session_token=([^;]*)/;
const HINT_PRESENT = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);

function hintCookie(maxAgeSeconds: number, secure: boolean): string {
  // Readable by the page script on purpose (not HttpOnly): it holds no secret, only "1".
  return `${SIGNED_IN_HINT_COOKIE}=${maxAgeSeconds > 0 ? "1" : ""}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The hint that follows a session cookie the response sets (same lifetime) or clears, or null. */
function hintFollowingSessionCookie(setCookies: string[], secure: boolean): string | null {
  for (const cookie of setCookies) {
    const match = SESSION_COOKIE.exec(cookie);
    if (!match) continue;
    const maxAge = /;\s*Max-Age=(-?\d+)/i.exec(cookie);
    const expires = /;\s*Expires=([^;]+)/i.exec(cookie);
    let seconds = maxAge
      ? Number(maxAge[1])
      : expires
        ? Math.floor((Date.parse(expires[1] ?? "") - Date.now()) / 1000)
        : 0;
    if (!match[1] || Number.isNaN(seconds)) seconds = 0;
    return hintCookie(Math.max(seconds, 0), secure);
  }
  return null;
}

/**
 * The Set-Cookie that keeps the signed-in hint true, or null when it already is:
 * - a response that sets or clears the session cookie (sign-in, sign-out) sets or clears the hint;
 * - otherwise, when this request looked the viewer up (`viewer` is not undefined), a hint that says
 *   the wrong thing is corrected: set for a member without one (`sessionSeconds` long), cleared for a
 *   visitor who still has one (an ended or expired session).
 */
export function signedInHintCookie(args: {
  requestCookie: string | null;
  setCookies: string[];
  viewer: Viewer | null | undefined;
  sessionSeconds: number;
  secure: boolean;
}): string | null {
  const following = hintFollowingSessionCookie(args.setCookies, args.secure);
  if (following) return following;
  if (args.viewer === undefined) return null;
  const hinted = HINT_PRESENT.test(args.requestCookie ?? "");
  if (args.viewer && !hinted) return hintCookie(args.sessionSeconds, args.secure);
  if (!args.viewer && hinted) return hintCookie(0, args.secure);
  return null;
}

/**
 * A page rendered with one member's header must not be stored by shared caches: `private`, and
 * Vary: Cookie. A response that already forbids storing (`no-store`) or is private keeps its header.
 */
export function keepPersonalPagePrivate(headers: Headers): void {
  const cacheControl = headers.get("Cache-Control") ?? "";
  if (!/no-store|private/i.test(cacheControl)) headers.set("Cache-Control", "private, no-cache");
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Cookie");
  else if (!/\bcookie\b/i.test(vary) && vary !== "*") headers.set("Vary", `${vary}, Cookie`);
}

/**
 * A response that sets a cookie is never stored by a shared cache, nor by the offline guide's
 * service worker (which cannot see Set-Cookie, only Cache-Control: ADR 0019): it becomes private
 * unless it already forbids storing. Returns whether it changed anything.
 */
export function keepCookieResponsesPrivate(headers: Headers): boolean {
  if (headers.getSetCookie().length === 0) return false;
  if (/no-store|private/i.test(headers.get("Cache-Control") ?? "")) return false;
  headers.set("Cache-Control", "private, no-cache");
  return true;
}
