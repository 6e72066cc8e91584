import { LIMITS } from "~/features/accounts/accounts.server.ts";
import { getAuth } from "~/features/accounts/auth.server.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { consumeRateLimit, resetRateLimit, tooManyRequests } from "~/lib/rate-limit.server.ts";
import type { Route } from "./+types/api.auth";

/**
 * better-auth's HTTP endpoints at /api/auth/* (JSON clients). The pages use the server API through
 * their actions instead; both paths share the same database-backed rate limits.
 */
/**
 * The endpoints this site uses; everything else better-auth offers (update-user with an arbitrary image
 * URL, change-email, delete-user without our cleanup, account linking) answers 404.
 */
const ALLOWED_GET = new Set(["/get-session", "/verify-email", "/list-sessions", "/ok"]);
const ALLOWED_POST = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/sign-out",
  "/send-verification-email",
  "/request-password-reset",
  "/reset-password",
  "/change-password",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
]);

function subPathOf(request: Request): string {
  return new URL(request.url).pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
}

const notFound = () =>
  Response.json({ code: "NOT_FOUND", message: "Not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader({ request }: Route.LoaderArgs) {
  if (!ALLOWED_GET.has(subPathOf(request))) return notFound();
  return getAuth().handler(request);
}

const LIMITED: Record<string, { key: string; limit: number; windowSeconds: number }[]> = {
  "/sign-in/email": [{ key: "sign-in:ip", ...LIMITS.signInIp }],
  "/sign-up/email": [{ key: "sign-up:ip", ...LIMITS.signUpIp }],
  "/send-verification-email": [{ key: "resend:ip", ...LIMITS.resendIp }],
  "/request-password-reset": [{ key: "reset:ip", ...LIMITS.resetIp }],
  "/reset-password": [{ key: "reset-submit:ip", ...LIMITS.resetSubmitIp }],
};

async function emailOf(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase().slice(0, 254) : undefined;
  } catch {
    return undefined;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const subPath = subPathOf(request);
  if (request.method !== "POST" || !ALLOWED_POST.has(subPath)) return notFound();
  const ip = rateLimitIp(context);
  for (const rule of LIMITED[subPath] ?? []) {
    const result = await consumeRateLimit({ ...rule, key: `${rule.key}:${ip}` });
    if (!result.allowed) return tooManyRequests(result.retryAfterSeconds);
  }
  let accountKey: string | undefined;
  if (subPath === "/sign-in/email") {
    const email = await emailOf(request);
    if (email) {
      accountKey = `sign-in:account:${email}`;
      const result = await consumeRateLimit({ key: accountKey, ...LIMITS.signInAccount });
      if (!result.allowed) return tooManyRequests(result.retryAfterSeconds);
    }
  }
  const response = await getAuth().handler(request);
  if (accountKey && response.ok) await resetRateLimit(accountKey);
  return response;
}
