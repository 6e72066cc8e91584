import { describe, expect, it } from "vitest";
import { scriptAnswer } from "~/lib/script-answer.server.ts";
import { createTestUser, TEST_PASSWORD } from "./accounts-harness.ts";
import { get, post, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

/**
 * The form script's requests (ADR 0020): the public forms and the sign-in pages are not hydrated, and
 * app/enhance/forms.js posts them with `Accept: application/json`. Sent through the real request
 * handler, so the route middleware (app/lib/script-answer.server.ts) and the root middleware both run.
 */

const JSON_ACCEPT = { headers: { Accept: "application/json" } };

async function json(response: Response) {
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(response.headers.get("Cache-Control")).toMatch(/no-store|private/);
  return (await response.json()) as Record<string, unknown> & {
    ok: boolean;
    toast?: { title: string; description?: string; variant?: string };
    fieldErrors?: Record<string, string>;
    redirectTo?: string;
  };
}

describe("scriptAnswer", () => {
  it("turns a redirect into { ok, redirectTo } and keeps its cookies", () => {
    const headers = new Headers({ Location: "/community" });
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    const answer = scriptAnswer(new Response(null, { status: 302, headers }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Location")).toBeNull();
    expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });
});

describeBothDatabases("the form script's answers", (getDb) => {
  it("/partners: the contact rule, then success, as JSON; a page without the header is still HTML", async () => {
    const fields = { company: "Script Ferries", routes: "Ampana - Wakai", email: "", whatsapp: "", via: "fetcher" };
    const refused = await send(post("/partners", fields, JSON_ACCEPT));
    expect(refused.status).toBe(400);
    const body = await json(refused);
    expect(body.ok).toBe(false);
    expect(body.toast?.title).toBe("How can we reach you?");
    expect(body.fieldErrors).toMatchObject({ email: expect.any(String), whatsapp: expect.any(String) });
    expect(body.values).toMatchObject({ company: "Script Ferries" });

    const sent = await send(post("/partners", { ...fields, whatsapp: "+62 811 000 222" }, JSON_ACCEPT));
    expect(sent.status).toBe(200);
    expect(await json(sent)).toMatchObject({ ok: true, toast: { title: "Partnership request submitted!" } });
    const row = await getDb()
      .selectFrom("partner_requests")
      .select("whatsapp")
      .where("company_name", "=", "Script Ferries")
      .executeTakeFirst();
    expect(row?.whatsapp).toBe("+62 811 000 222");

    // Without the script: the same post is answered with the page (no JSON).
    const page = await send(post("/partners", fields));
    expect(page.status).toBe(400);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("How can we reach you?");
  });

  it("refuses another site's post without JSON (the form's own failure text applies)", async () => {
    const answer = await send(
      post(
        "/contact",
        { first_name: "A", last_name: "B", email: "a@b.example", subject: "s", message: "m", via: "fetcher" },
        { ...JSON_ACCEPT, origin: "https://evil.example" },
      ),
    );
    // React Router's own origin check (400) or ours (403): a refusal either way, never a stored message.
    expect([400, 403]).toContain(answer.status);
    expect(answer.headers.get("Content-Type") ?? "").not.toMatch(/json/);
  });

  it("/auth sign-in: { ok, redirectTo } with the session, toast and signed-in hint cookies", async () => {
    const { user } = await createTestUser(getDb());
    const answer = await send(
      post(
        "/auth?redirectTo=%2Fplanning",
        { intent: "signin", email: user.email, password: TEST_PASSWORD, redirectTo: "/planning" },
        JSON_ACCEPT,
      ),
    );
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ ok: true, redirectTo: "/planning" });
    const cookies = answer.headers.getSetCookie();
    expect(cookies.find((c) => c.includes("session_token="))).toMatch(/HttpOnly/i);
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);
    expect(cookies.some((c) => c.startsWith("signed_in=1"))).toBe(true);

    const offSite = await send(
      post(
        "/auth",
        { intent: "signin", email: user.email, password: TEST_PASSWORD, redirectTo: "//evil.example" },
        JSON_ACCEPT,
      ),
    );
    expect((await json(offSite)).redirectTo).toBe("/community");
  });

  it("/auth refusals: the spec's toast, the unconfirmed address, field messages; status kept", async () => {
    const wrong = await send(
      post("/auth", { intent: "signin", email: "nobody@example.com", password: "whatever1" }, JSON_ACCEPT),
    );
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toMatchObject({
      ok: false,
      toast: { title: "Sign in failed", description: "Invalid email or password. Please try again." },
    });

    const { user } = await createTestUser(getDb(), { emailVerified: false });
    const unconfirmed = await send(
      post("/auth", { intent: "signin", email: user.email, password: TEST_PASSWORD }, JSON_ACCEPT),
    );
    expect(unconfirmed.status).toBe(403);
    expect(await json(unconfirmed)).toMatchObject({ ok: false, unconfirmedEmail: user.email });

    const empty = await send(post("/auth", { intent: "signin", email: "", password: "" }, JSON_ACCEPT));
    expect(empty.status).toBe(400);
    expect((await json(empty)).fieldErrors).toMatchObject({ email: "Please enter your email address." });

    const created = await send(
      post(
        "/auth",
        { intent: "signup", name: "", email: `script-${Date.now()}@example.com`, password: "lagoon-reef-9x" },
        JSON_ACCEPT,
      ),
    );
    expect(created.status).toBe(200);
    expect(await json(created)).toMatchObject({ ok: true, toast: { title: "Account created!" } });
  });

  it("/auth/forgot and /auth/reset answer the script with JSON", async () => {
    const forgot = await send(post("/auth/forgot", { email: "someone@example.com" }, JSON_ACCEPT));
    expect(forgot.status).toBe(200);
    expect(await json(forgot)).toMatchObject({ ok: true, sent: true, toast: { title: "Check your email" } });

    const reset = await send(post("/auth/reset", { token: "not-a-token", password: "new-lagoon-pass-3" }, JSON_ACCEPT));
    expect(reset.status).toBeGreaterThanOrEqual(400);
    expect(reset.status).toBeLessThan(500);
    const body = await json(reset);
    expect(body.ok).toBe(false);
    expect(body.toast?.variant).toBe("destructive");
  });

  it("the form pages are not hydrated: no React Router scripts, the form script instead", async () => {
    for (const path of ["/contact", "/submit-update", "/partners", "/auth", "/auth/forgot", "/auth/reset?token=x"]) {
      const html = await (await send(get(path))).text();
      expect(html.includes("__reactRouterContext"), `${path} hydrates`).toBe(false);
      expect(/<script type="module" src="\/assets\/forms[^"]*\.js"/.test(html), `${path} loads forms.js`).toBe(true);
      expect(html.includes("data-enhance-form"), `${path} has an enhanced form`).toBe(true);
    }
  });
});
