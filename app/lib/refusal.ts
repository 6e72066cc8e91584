import { data } from "react-router";
import type { Toast } from "./toast.ts";

/**
 * The one refusal for "bad input / not allowed" (ADR 0033): a rule on the server says no, with the
 * HTTP status to answer and the texts the visitor reads. The status is a 4xx, or a 5xx when the
 * server itself cannot do it now (storage full 507, a write that failed 500 or 503): the visitor reads
 * the same kind of answer. Code that enforces a rule throws it, or an action builds it; the action
 * answers it with `answerRefusal` (or `refusalAnswer` for the body alone), so every action turns a
 * refusal into the same answer: its status, its title and description as a destructive toast, the
 * message next to each field it names, and a rate limit's Retry-After.
 */
export type RefusalOptions = {
  /** The message next to each field the refusal names (by the field's name). */
  fieldErrors?: Record<string, string>;
  /** A rate limit's wait in seconds: the answer's Retry-After header. */
  retryAfterSeconds?: number;
};

export class Refusal extends Error {
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    /** The form's message; "" when every message is next to a field (`fieldRefusal`). */
    readonly title: string,
    readonly description: string,
    options: RefusalOptions = {},
  ) {
    super(title ? `${title}: ${description}` : Object.values(options.fieldErrors ?? {}).join(" "));
    this.name = "Refusal";
    if (options.fieldErrors) this.fieldErrors = options.fieldErrors;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isRefusal(error: unknown): error is Refusal {
  return error instanceof Refusal;
}

/** A refusal from a text a texts module writes as a toast (title, optional description). */
export function refusalOfToast(status: number, toast: Toast, options?: RefusalOptions): Refusal {
  return new Refusal(status, toast.title, toast.description ?? "", options);
}

/** A refusal whose messages are all next to its fields (a form checked field by field): nothing above the form. */
export function fieldRefusal(fieldErrors: Record<string, string>, status = 400): Refusal {
  return new Refusal(status, "", "", { fieldErrors });
}

/**
 * What an action answers for a refusal. Routes add their own extras (the form's intent, the address a
 * follow-up form needs); `values` is the one every form keeps: what was typed, to fill it in again.
 * The form script (app/enhance/forms.js) and the pages read `toast` and `fieldErrors` as they read a
 * success's toast.
 */
export type RefusalAnswer = {
  ok: false;
  status: number;
  /** The refusal's title and description; absent when every message is next to a field. */
  toast?: Toast & { variant: "destructive" };
  fieldErrors?: Record<string, string>;
  /** What the visitor typed (never a password or the honeypot), to fill the form again without JavaScript. */
  values?: Record<string, string>;
};

export function refusalAnswer(refusal: Refusal): RefusalAnswer {
  const answer: RefusalAnswer = { ok: false, status: refusal.status };
  if (refusal.title) {
    answer.toast = refusal.description
      ? { title: refusal.title, description: refusal.description, variant: "destructive" }
      : { title: refusal.title, variant: "destructive" };
  }
  if (refusal.fieldErrors) answer.fieldErrors = refusal.fieldErrors;
  return answer;
}

/** The headers of every refusal's answer: never stored, and a rate limit's Retry-After. */
export function refusalHeaders(refusal: Refusal, headers: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = { "Cache-Control": "no-store", ...headers };
  if (refusal.retryAfterSeconds !== undefined) out["Retry-After"] = String(refusal.retryAfterSeconds);
  return out;
}

/**
 * How every action answers a refusal: `refusalAnswer` with the route's extras, the refusal's status,
 * and `refusalHeaders` (plus the route's own, e.g. `Connection: close` after a refused upload).
 */
export function answerRefusal<E extends object = Record<never, never>>(
  refusal: Refusal,
  extras?: E,
  headers?: Record<string, string>,
) {
  const body: E & RefusalAnswer = { ...(extras as E), ...refusalAnswer(refusal) };
  return data(body, { status: refusal.status, headers: refusalHeaders(refusal, headers) });
}

/** `answerRefusal` for an endpoint that answers a script with JSON itself (a fetch or XMLHttpRequest). */
export function refusalJson(refusal: Refusal, extras?: object, headers?: Record<string, string>): Response {
  return Response.json(
    { ...extras, ...refusalAnswer(refusal) },
    { status: refusal.status, headers: refusalHeaders(refusal, headers) },
  );
}

/** `answerRefusal` for a client that reads plain text (a mail provider's one-click unsubscribe, RFC 8058). */
export function refusalText(refusal: Refusal, headers?: Record<string, string>): Response {
  return new Response(`${refusal.description}\n`, {
    status: refusal.status,
    headers: refusalHeaders(refusal, { "Content-Type": "text/plain; charset=utf-8", ...headers }),
  });
}
