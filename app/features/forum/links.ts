/** Where "Sign in" goes: the accounts page, coming back to `returnTo` afterwards. */
export function signInHref(returnTo: string): string {
  return `/auth?redirectTo=${encodeURIComponent(safeReturnPath(returnTo) ?? "/community")}`;
}

/** A same-site path under /community (or null): never another origin, never "//host". */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 1000) return null;
  if (!value.startsWith("/community") || value.startsWith("//") || value.includes("\\")) return null;
  try {
    const url = new URL(value, "http://x");
    return url.origin === "http://x" ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export const postPath = (id: string) => `/community/${id}`;
