/**
 * The one refusal for "bad input / not allowed" (ADR 0033): a rule on the server says no, with the
 * HTTP status to answer (always 4xx, or 507 when storage is full) and the texts the visitor reads.
 * Code that enforces a rule throws it; the action catches it and answers with `refusalAnswer`, so
 * every action turns a refusal into the same answer: its own status, title and description, and,
 * when the refusal names fields, the message next to each field.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly description: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(`${title}: ${description}`);
    this.name = "Refusal";
  }
}

export function isRefusal(error: unknown): error is Refusal {
  return error instanceof Refusal;
}

/** What an action answers for a refusal (the routes add their own extras, e.g. the values typed). */
export type RefusalAnswer = {
  ok: false;
  status: number;
  title: string;
  description: string;
  fieldErrors?: Record<string, string>;
};

export function refusalAnswer(refusal: Refusal): RefusalAnswer {
  const answer: RefusalAnswer = {
    ok: false,
    status: refusal.status,
    title: refusal.title,
    description: refusal.description,
  };
  if (refusal.fieldErrors) answer.fieldErrors = refusal.fieldErrors;
  return answer;
}
