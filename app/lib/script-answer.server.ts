import type { MiddlewareFunction } from "react-router";

/**
 * Answers the page script's form posts with JSON (docs/decisions/0020-public-forms-without-hydration.md).
 *
 * The public forms and the sign-in pages are not hydrated (ADR 0002 as amended by ADR 0020); the small
 * form script (app/enhance/forms.js) sends them with fetch and `Accept: application/json`. A page
 * route would turn whatever its action returns into HTML, so this route middleware runs the same
 * action first and answers the script itself, in one shape:
 *
 *   { ok, toast?, fieldErrors?, redirectTo?, ...the action's other fields }
 *
 * - `data(body, init)` -> its body as JSON, with its status and headers (Retry-After, no-store);
 *   `ok` is the body's own, else "status below 400". A refusal's body is `refusalAnswer`'s
 *   (app/lib/refusal.ts, ADR 0033): `{ ok: false, status, toast?, fieldErrors?, values? }`.
 * - a redirect (sign-in, a new password) -> 200 `{ ok: true, redirectTo }` with the redirect's
 *   other headers, so the session and flash-toast cookies are set and the script navigates there
 *   (a full page load, which shows the flash toast).
 * - a thrown Response (the same-origin check's 403) is returned as it is: the script shows the
 *   form's own failure text for any answer that is not JSON.
 * Requests without that Accept header (every browser without JavaScript) go on to React Router.
 */

export function wantsJson(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("application/json");
}

type ActionArgs = Parameters<MiddlewareFunction<Response>>[0];

type Answer = { data: unknown; init: ResponseInit | null };

const isDataAnswer = (value: unknown): value is Answer =>
  typeof value === "object" &&
  value !== null &&
  (value as { type?: unknown }).type === "DataWithResponseInit" &&
  "data" in value;

function jsonResponse(body: Record<string, unknown>, status: number, headers: HeadersInit | undefined): Response {
  const out = new Headers(headers);
  out.set("Content-Type", "application/json; charset=utf-8");
  if (!out.has("Cache-Control")) out.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status, headers: out });
}

/** The script's shape of what an action answered. */
export function scriptAnswer(result: unknown): Response {
  if (result instanceof Response) {
    const location = result.headers.get("Location");
    if (result.status >= 300 && result.status < 400 && location) {
      const headers = new Headers(result.headers);
      headers.delete("Location");
      return jsonResponse({ ok: true, redirectTo: location }, 200, headers);
    }
    return result;
  }
  const { data, init } = isDataAnswer(result) ? result : { data: result, init: null };
  const status = init?.status ?? 200;
  const body: Record<string, unknown> = typeof data === "object" && data !== null ? { ...data } : {};
  body.ok = typeof body.ok === "boolean" ? body.ok : status < 400;
  return jsonResponse(body, status, init?.headers);
}

/**
 * A route middleware that answers the script's POSTs (Accept: application/json) from `action`.
 * `export const middleware = [answerScriptWithJson(action)]` in a form page's route module.
 */
export function answerScriptWithJson(action: (args: ActionArgs) => Promise<unknown>): MiddlewareFunction<Response> {
  return async (args, next) => {
    if (args.request.method !== "POST" || !wantsJson(args.request)) return next();
    try {
      return scriptAnswer(await action(args));
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
}
