import { describe, expect, it } from "vitest";
import { answerRefusal, fieldRefusal, isRefusal, Refusal, refusalAnswer, refusalOfToast } from "./refusal.ts";

/** The one refusal and the one answer every action gives it (ADR 0033). */
describe("refusalAnswer", () => {
  it("answers the status, the texts as a destructive toast and the field messages", () => {
    const refusal = new Refusal(400, "Missing Information", "Please fill in all fields.", {
      fieldErrors: { email: "This field is required." },
    });
    expect(isRefusal(refusal)).toBe(true);
    expect(refusalAnswer(refusal)).toEqual({
      ok: false,
      status: 400,
      toast: { title: "Missing Information", description: "Please fill in all fields.", variant: "destructive" },
      fieldErrors: { email: "This field is required." },
    });
  });

  it("leaves out an empty description, and the toast of a refusal whose messages are at its fields", () => {
    expect(refusalAnswer(refusalOfToast(500, { title: "Failed", variant: "destructive" })).toast).toEqual({
      title: "Failed",
      variant: "destructive",
    });
    expect(refusalAnswer(fieldRefusal({ email: "Invalid email address" }))).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { email: "Invalid email address" },
    });
  });
});

describe("answerRefusal", () => {
  it("keeps the route's extras, answers with the status, never stored, and a rate limit's Retry-After", () => {
    const refusal = new Refusal(429, "Too many attempts", "Please wait 1 minute.", { retryAfterSeconds: 60 });
    const answer = answerRefusal(refusal, { intent: "signin", values: { email: "a@b.example" } });
    expect(answer.init?.status).toBe(429);
    expect(answer.init?.headers).toEqual({ "Cache-Control": "no-store", "Retry-After": "60" });
    expect(answer.data).toMatchObject({ ok: false, intent: "signin", values: { email: "a@b.example" } });
    expect(answer.data.toast?.title).toBe("Too many attempts");
  });
});
