import { randomUUID } from "node:crypto";
import { type Cookie, createCookie, redirect } from "react-router";
import { z } from "zod";
import { config } from "./config.server.ts";
import { sameSitePath } from "./safe-redirect.ts";
import { sessionSecret } from "./secret.server.ts";
import type { Toast } from "./toast.ts";

export type { Toast } from "./toast.ts";

/**
 * Flash toasts that work without JavaScript (docs/decisions/0005-toasts-and-flash-without-javascript.md).
 *
 * After a successful form post, redirect with a toast; the next page shows it once:
 * ```ts
 * return redirectWithToast("/account", { title: "Welcome!" });
 * return redirectWithToast("/", { title: "Signed out" }, { headers: authHeaders });   // keeps other cookies
 * ```
 * The toast travels in a short-lived signed cookie; the root loader reads and clears it (`getToast`),
 * and <Toaster> shows it (sonner on hydrated pages, a server-rendered notice otherwise).
 * For fetcher actions that do not navigate, return `{ toast }` in the action data instead and call
 * `useToastFromData(fetcher.data?.toast)` (from ~/components/Toaster.tsx).
 */

export const TOAST_COOKIE = "toast";
const COOKIE_PRESENT = new RegExp(`(?:^|;\\s*)${TOAST_COOKIE}=`);

const toastSchema = z.object({
  id: z.string().max(64),
  title: z.string().min(1).max(200),
  description: z.string().max(1000).optional(),
  note: z.string().max(1000).optional(),
  variant: z.enum(["default", "destructive"]).optional(),
});

let cookie: { secret: string; cookie: Cookie } | undefined;

function toastCookie(): Cookie {
  const secret = sessionSecret();
  if (cookie?.secret !== secret) {
    cookie = {
      secret,
      cookie: createCookie(TOAST_COOKIE, {
        httpOnly: true,
        sameSite: "lax",
        secure: config().siteUrl.startsWith("https:"),
        path: "/",
        // Long enough to survive a slow redirect on a weak connection; cleared as soon as it is shown.
        maxAge: 120,
        secrets: [secret],
      }),
    };
  }
  return cookie.cookie;
}

/** The Set-Cookie value that carries `toast` to the next page (for responses built by hand). */
export async function toastCookieHeader(toast: Toast): Promise<string> {
  const value = toastSchema.parse({ ...toast, id: toast.id ?? randomUUID() });
  return toastCookie().serialize(value);
}

/**
 * A redirect that shows `toast` on the page it leads to. `init.headers` (e.g. auth cookies) are kept.
 * The target always stays on the site (app/lib/safe-redirect.ts): a caller's bug cannot open a redirect.
 */
export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookieHeader(toast));
  return redirect(sameSitePath(url, { fallback: "/" }), { ...init, headers });
}

/**
 * Reads the pending toast and returns the header that clears it; pass `headers` on with
 * `data(…, { headers })`. Requests without the cookie (including prerendering at build time) get
 * `{ toast: null }` and no headers, without touching the secret.
 */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const header = request.headers.get("Cookie");
  if (!header || !COOKIE_PRESENT.test(header)) return { toast: null, headers };
  const c = toastCookie();
  // parse() returns null for a missing or badly signed cookie (e.g. after the secret changed).
  const parsed = toastSchema.safeParse(await c.parse(header));
  headers.append("Set-Cookie", await c.serialize("", { maxAge: 0, expires: new Date(0) }));
  return { toast: parsed.success ? parsed.data : null, headers };
}
