/**
 * Who is looking at the page, as the header shows it (docs/decisions/0016-signed-in-header.md).
 * No secret: the display name, the avatar's same-site path and whether to offer the Admin link.
 */
export type Viewer = { name: string; avatar: string | null; isAdmin: boolean };

/**
 * A readable cookie that only says "this browser has a session" (never which one), so the page
 * script on a prerendered page asks /api/session only when that can change the header.
 * app/enhance/enhance.js repeats the name.
 */
export const SIGNED_IN_HINT_COOKIE = "signed_in";

/** The header's view of a signed-in user; an avatar that is not a same-site path is left out. */
export function viewerOf(user: { displayName: string; image: string | null; role: string }): Viewer {
  const avatar = user.image?.startsWith("/") && !user.image.startsWith("//") ? user.image : null;
  return { name: user.displayName, avatar, isAdmin: user.role === "admin" };
}
