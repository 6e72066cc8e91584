import { sameSitePath } from "~/lib/safe-redirect.ts";

/** Where "Sign in" goes: the accounts page, coming back to `returnTo` afterwards. */
export function signInHref(returnTo: string): string {
  return `/auth?redirectTo=${encodeURIComponent(safeReturnPath(returnTo) ?? "/community")}`;
}

/** A same-site path under /community (or null): never another origin, never "//host". */
export function safeReturnPath(value: unknown): string | null {
  const path = sameSitePath(value, { fallback: "", under: ["/community"] });
  return path === "" ? null : path;
}

export const postPath = (id: string) => `/community/${id}`;

/** A post's earlier versions, or (with `commentId`) one of its comments' (ADR 0023). */
export const historyPath = (postId: string, commentId?: string) =>
  `/community/${postId}/history${commentId ? `?comment=${encodeURIComponent(commentId)}` : ""}`;

/** A member's public profile (ADR 0023). */
export const memberPath = (id: string) => `/members/${id}`;
