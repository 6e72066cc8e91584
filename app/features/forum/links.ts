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
