import { describe, expect, it } from "vitest";
import { runAdminAction } from "~/features/admin/admin.server.ts";
import { hasForbiddenControl } from "~/features/newsletter/constants.ts";
import { ROUTE_OPTIONS } from "~/features/submissions/constants.ts";
import { createTransportUpdate, oneLine } from "~/features/submissions/submissions.server.ts";
import { formTexts, SUBMITTING_TEXT } from "~/features/submissions/texts.ts";
import { resetConfigForTests } from "~/lib/config.server.ts";
import { MAIL_JOB, renderMail } from "~/lib/mail.server.ts";
import * as contactRoute from "~/routes/contact.tsx";
import * as partnersRoute from "~/routes/partners.tsx";
import * as updateRoute from "~/routes/submit-update.tsx";
import { freshIp, get, post, readResult, routeArgs, SITE } from "../support/route-harness.ts";
import { createTestUser } from "./accounts-harness.ts";
import { send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

type Action = (args: never) => Promise<unknown>;

/** Submits `fields` to `path`'s action as its form does (`via`: through the form's script, a fetcher). */
async function submit(
  action: Action,
  path: string,
  fields: Record<string, string>,
  { via = true, ip = freshIp(), origin = SITE }: { via?: boolean; ip?: string; origin?: string } = {},
) {
  const request = post(path, via ? { ...fields, via: "fetcher" } : fields, { origin });
  return readResult(await action(routeArgs(request, {}, ip)));
}

const update = (fields: Record<string, string>, opts?: Parameters<typeof submit>[3]) =>
  submit(updateRoute.action as Action, "/submit-update", fields, opts);
const partner = (fields: Record<string, string>, opts?: Parameters<typeof submit>[3]) =>
  submit(partnersRoute.action as Action, "/partners", fields, opts);
const contact = (fields: Record<string, string>, opts?: Parameters<typeof submit>[3]) =>
  submit(contactRoute.action as Action, "/contact", fields, opts);

const goodUpdate = {
  name: "Rina",
  route: "Ampana - Togean Islands",
  travel_date: "2026-10-02",
  changes: "The public ferry now leaves at 10:00 on Mondays and Thursdays.",
  price: "IDR 75,000",
  operator: "ASDP",
  evidence_url: "https://example.com/timetable.jpg",
};
const goodPartner = {
  company: "Togean Fast Boats",
  routes: "Ampana - Wakai daily",
  email: "",
  whatsapp: "+62 812 3456 7890",
  pricing_link: "https://togean-boats.example/prices",
  notes: "We also run charters.",
};
const goodContact = {
  first_name: "Sam",
  last_name: "Lee",
  email: " Sam.Lee@Example.com ",
  subject: "Ferry to Wakai",
  message: "Is the Wakai ferry running in December?",
};

describe("form texts (specification sections 4, 5 and 8)", () => {
  it("are exact", () => {
    expect(SUBMITTING_TEXT.en).toBe("Submitting...");
    expect(formTexts.en.updateMissing).toMatchObject({
      title: "Missing Information",
      description: "Please fill in all required fields.",
    });
    expect(formTexts.en.updateSuccess.title).toBe("Update submitted successfully!");
    expect(formTexts.en.partnerMissing).toMatchObject({
      title: "Missing Information",
      description: "Please fill in company name and routes served.",
    });
    expect(formTexts.en.partnerSuccess.title).toBe("Partnership request submitted!");
    expect(formTexts.en.error).toMatchObject({
      title: "Error",
      description: "Something went wrong. Please try again.",
    });
    expect(ROUTE_OPTIONS).toEqual([
      "Makassar - Manado",
      "Makassar - Gorontalo",
      "Makassar - Palu",
      "Manado - Gorontalo",
      "Gorontalo - Luwuk",
      "Luwuk - Ampana",
      "Ampana - Togean Islands",
      "Makassar - Bone",
      "Makassar - Watampone",
      "Manado - Tomohon",
      "Other route",
    ]);
  });

  it("keeps mail header values on one line", () => {
    expect(oneLine("Hello\r\nBcc: victim@example.com")).toBe("Hello Bcc: victim@example.com");
  });
});

describeBothDatabases("public forms", (getDb) => {
  const mails = async () =>
    (
      await getDb().selectFrom("jobs").select("payload").where("type", "=", MAIL_JOB).orderBy("created_at").execute()
    ).map((j) => JSON.parse(j.payload) as { to: string; subject: string; text: string; replyTo?: string });

  it("/submit-update stores the update (optional fields null) and emails the operator", async () => {
    const out = await update({ ...goodUpdate, travel_date: "", price: " ", operator: "", evidence_url: "" });
    expect(out.status).toBe(200);
    expect(out.data).toMatchObject({ ok: true, toast: { title: "Update submitted successfully!" } });
    const row = await getDb()
      .selectFrom("transport_updates")
      .selectAll()
      .where("name", "=", "Rina")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      route: "Ampana - Togean Islands",
      travel_date: null,
      price: null,
      operator: null,
      evidence_url: null,
      status: "pending",
      reviewed_by: null,
    });
    const mail = (await mails()).find((m) => m.subject === "New transport update: Ampana - Togean Islands");
    expect(mail?.to).toBe("hello@sulawesi-guide.example");
    expect(mail?.text).toContain("The public ferry now leaves at 10:00");
  });

  it("/submit-update without JavaScript redirects back with the toast; all fields stored", async () => {
    const out = await update({ ...goodUpdate, name: "Nojs" }, { via: false });
    expect(out.status).toBe(302);
    expect(out.response?.headers.get("Location")).toBe("/submit-update");
    expect(out.response?.headers.get("Set-Cookie")).toMatch(/^toast=/);
    const row = await getDb()
      .selectFrom("transport_updates")
      .selectAll()
      .where("name", "=", "Nojs")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ travel_date: "2026-10-02", price: "IDR 75,000", operator: "ASDP" });
  });

  it.each(["name", "route", "changes"])("/submit-update requires %s: 'Missing Information'", async (field) => {
    const out = await update({ ...goodUpdate, [field]: "  " });
    expect(out.status).toBe(400);
    expect(out.data.toast).toMatchObject({
      title: "Missing Information",
      description: "Please fill in all required fields.",
    });
    expect(Object.keys(out.data.fieldErrors ?? {})).toEqual([field]);
  });

  it.each([
    ["route", "Jakarta - Bali"],
    ["travel_date", "2026-02-30"],
    ["travel_date", "next week"],
    ["evidence_url", "javascript:alert(1)"],
    ["evidence_url", "ftp://example.com/x"],
    ["name", "x".repeat(101)],
    ["name", "Rina\r\nBcc: someone@example.com"],
    ["changes", "x".repeat(5001)],
  ])("/submit-update refuses %s = %j with 400", async (field, value) => {
    const out = await update({ ...goodUpdate, [field]: value });
    expect(out.status).toBe(400);
    expect(out.data.fieldErrors?.[field]).toBeTruthy();
  });

  it("/partners stores the request and answers 'Partnership request submitted!'", async () => {
    const out = await partner(goodPartner);
    expect(out.data).toMatchObject({ ok: true, toast: { title: "Partnership request submitted!" } });
    const row = await getDb()
      .selectFrom("partner_requests")
      .selectAll()
      .where("company_name", "=", "Togean Fast Boats")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ whatsapp: "+62 812 3456 7890", status: "pending", review_note: null });
    const empty = await partner({
      company: "Solo Bus",
      routes: "Makassar - Bone",
      email: " Ops@Solo-Bus.Example ",
      whatsapp: "",
      pricing_link: "",
      notes: "",
    });
    expect(empty.status).toBe(200);
    expect(
      await getDb()
        .selectFrom("partner_requests")
        .select(["email", "whatsapp", "pricing_link", "notes"])
        .where("company_name", "=", "Solo Bus")
        .executeTakeFirst(),
    ).toEqual({ email: "ops@solo-bus.example", whatsapp: null, pricing_link: null, notes: null });
    const soloMail = (await mails()).find((m) => m.subject === "New partner request: Solo Bus");
    expect(soloMail?.replyTo).toBe("ops@solo-bus.example");
    expect(soloMail?.text).toContain("Email: ops@solo-bus.example");
    expect((await mails()).some((m) => m.subject === "New partner request: Togean Fast Boats")).toBe(true);
  });

  it.each(["company", "routes"])("/partners requires %s", async (field) => {
    const out = await partner({ ...goodPartner, [field]: "" });
    expect(out.status).toBe(400);
    expect(out.data.toast).toMatchObject({
      title: "Missing Information",
      description: "Please fill in company name and routes served.",
    });
  });

  it.each([true, false])(
    "/partners without an email or a WhatsApp number: 400, a clear message, nothing stored, input kept (script: %s)",
    async (via) => {
      const fields = { ...goodPartner, company: `Nowhere Ferries ${via}`, email: " ", whatsapp: "" };
      const out = await partner(fields, { via });
      expect(out.status).toBe(400);
      expect(out.data.ok).toBe(false);
      expect(out.data.toast).toMatchObject({
        title: "How can we reach you?",
        description: "Please give an email address or a WhatsApp number, so we can contact you about your request.",
        variant: "destructive",
      });
      expect(out.data.fieldErrors).toEqual({
        email: "Please give an email address or a WhatsApp number.",
        whatsapp: "Please give an email address or a WhatsApp number.",
      });
      expect((out.data as { values?: Record<string, string> }).values).toMatchObject({
        company: `Nowhere Ferries ${via}`,
        routes: goodPartner.routes,
        notes: goodPartner.notes,
      });
      const stored = await getDb()
        .selectFrom("partner_requests")
        .select("id")
        .where("company_name", "=", `Nowhere Ferries ${via}`)
        .execute();
      expect(stored).toEqual([]);
    },
  );

  it("/partners keeps the spec's 'Missing Information' first when company or routes is missing too", async () => {
    const out = await partner({ ...goodPartner, routes: "", whatsapp: "", email: "" });
    expect(out.status).toBe(400);
    expect(out.data.toast).toMatchObject({ description: "Please fill in company name and routes served." });
  });

  it("/partners accepts an email alone and refuses a malformed one", async () => {
    const ok = await partner({
      ...goodPartner,
      company: "Email Only Boats",
      whatsapp: "",
      email: "ops@email-only.example",
    });
    expect(ok.status).toBe(200);
    const row = await getDb()
      .selectFrom("partner_requests")
      .select(["email", "whatsapp"])
      .where("company_name", "=", "Email Only Boats")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: "ops@email-only.example", whatsapp: null });
    const bad = await partner({ ...goodPartner, whatsapp: "", email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors?.email).toBe("Please enter a valid email address, such as name@example.com.");
  });

  it("/partners refuses a pricing link that is not http(s)", async () => {
    const out = await partner({ ...goodPartner, pricing_link: "data:text/html,hi" });
    expect(out.status).toBe(400);
    expect(out.data.fieldErrors?.pricing_link).toBeTruthy();
  });

  it("/contact stores the message and emails the operator (OPERATOR_EMAIL) with Reply-To", async () => {
    process.env.OPERATOR_EMAIL = "operator@example.org";
    resetConfigForTests();
    try {
      const out = await contact(goodContact);
      expect(out.data).toMatchObject({ ok: true, toast: { title: "Message sent!" } });
      const row = await getDb()
        .selectFrom("contact_messages")
        .selectAll()
        .where("first_name", "=", "Sam")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: "sam.lee@example.com", subject: "Ferry to Wakai", read_at: null });
      const mail = (await mails()).find((m) => m.subject === "Contact: Ferry to Wakai");
      expect(mail).toMatchObject({ to: "operator@example.org", replyTo: "sam.lee@example.com" });
    } finally {
      delete process.env.OPERATOR_EMAIL;
      resetConfigForTests();
    }
  });

  it.each(["first_name", "last_name", "email", "subject", "message"])("/contact requires %s", async (field) => {
    const out = await contact({ ...goodContact, [field]: "" });
    expect(out.status).toBe(400);
    expect(out.data.toast).toMatchObject({ title: "Missing Information" });
    expect(Object.keys(out.data.fieldErrors ?? {})).toEqual([field]);
  });

  it("/contact refuses header injection and a bad address", async () => {
    expect((await contact({ ...goodContact, subject: "Hi\r\nBcc: victim@example.com" })).status).toBe(400);
    expect((await contact({ ...goodContact, first_name: "Sam\nBcc: x@y.z" })).status).toBe(400);
    expect((await contact({ ...goodContact, email: "sam@example.com\r\nBcc: x@y.z" })).status).toBe(400);
    expect((await contact({ ...goodContact, email: "not an email" })).status).toBe(400);
  });

  it("/contact without JavaScript flags every problem at once: a bad email and an empty message", async () => {
    const out = await contact({ ...goodContact, email: "not an email", message: "" }, { via: false });
    expect(out.status).toBe(400);
    expect(out.data.toast).toMatchObject({ title: "Missing Information" });
    expect(out.data.fieldErrors).toEqual({
      email: "Please enter a valid email address, such as name@example.com.",
      message: "This field is required.",
    });
  });

  it("keeps a stored <script> inert in the operator's mail (escaped in the HTML part)", async () => {
    const script = "<script>alert('x')</script>";
    await update({ ...goodUpdate, name: `Mallory ${script}`, changes: `Price up ${script}` });
    await contact({ ...goodContact, first_name: "Eve", subject: `Hello ${script}`, message: `Body ${script}` });
    const row = await getDb()
      .selectFrom("transport_updates")
      .select("changes")
      .where("name", "like", "Mallory%")
      .executeTakeFirstOrThrow();
    expect(row.changes).toBe(`Price up ${script}`);
    const sent = (await mails()).filter((m) => m.text.includes(script));
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const mail of sent) {
      const { html } = renderMail(mail);
      expect(html).not.toContain("<script");
      expect(html).toContain("&lt;script&gt;");
    }
  });

  it("accepts a filled honeypot silently and stores nothing", async () => {
    const out = await update({ ...goodUpdate, name: "Honeybot", website: "http://spam.example" });
    expect(out.data).toMatchObject({ ok: true, toast: { title: "Update submitted successfully!" } });
    expect(
      await getDb().selectFrom("transport_updates").select("id").where("name", "=", "Honeybot").executeTakeFirst(),
    ).toBeUndefined();
  });

  it("refuses a NUL or another control character in any text field: 400 with the field's message, nothing stored", async () => {
    const cases: [typeof update, Record<string, string>, string, string][] = [
      [update, goodUpdate, "name", "Name must be on one line, without control characters."],
      [
        update,
        goodUpdate,
        "changes",
        "Changes contains characters that are not allowed (control characters such as NUL).",
      ],
      [update, goodUpdate, "price", "Price must be on one line, without control characters."],
      [update, goodUpdate, "operator", "Operator must be on one line, without control characters."],
      [update, goodUpdate, "evidence_url", "Evidence URL must be on one line, without control characters."],
      [partner, goodPartner, "company", "Company name must be on one line, without control characters."],
      [
        partner,
        goodPartner,
        "routes",
        "Routes served contains characters that are not allowed (control characters such as NUL).",
      ],
      [
        partner,
        goodPartner,
        "notes",
        "Notes contains characters that are not allowed (control characters such as NUL).",
      ],
      [partner, goodPartner, "pricing_link", "Pricing link must be on one line, without control characters."],
      [contact, goodContact, "first_name", "First name must be on one line, without control characters."],
      [contact, goodContact, "subject", "Subject must be on one line, without control characters."],
      [
        contact,
        goodContact,
        "message",
        "Message contains characters that are not allowed (control characters such as NUL).",
      ],
    ];
    for (const [send, good, field, message] of cases) {
      for (const bad of ["\u0000", "\u0001", "\u001b[31m", "\u007f"]) {
        const value = field.endsWith("url") || field.endsWith("link") ? `https://example.com/a${bad}b` : `A ${bad} B`;
        const out = await send({ ...good, [field]: value });
        expect(out.status, `${field} with ${JSON.stringify(bad)}`).toBe(400);
        expect(out.data.fieldErrors?.[field]).toBe(message);
      }
    }
    expect((await contact({ ...goodContact, email: "sam\u0000@example.com" })).status).toBe(400);
    // Line breaks and tabs stay allowed where text may span lines.
    expect((await update({ ...goodUpdate, changes: "Line one\r\n\tLine two" })).status).toBe(200);
    const stored = await getDb().selectFrom("transport_updates").select(["name", "changes", "price"]).execute();
    expect(stored.filter((r) => hasForbiddenControl(Object.values(r).join(""), { multiline: true }))).toEqual([]);
  });

  it("the real request handler keeps Retry-After and no-store on a 429 (no JavaScript and fetcher)", async () => {
    const pages = [
      ["/submit-update", goodUpdate, 10],
      ["/partners", goodPartner, 5],
      ["/contact", goodContact, 5],
    ] as const;
    for (const [path, good, limit] of pages) {
      const ip = `203.0.113.${limit === 10 ? 131 : path === "/partners" ? 132 : 133}`;
      for (let i = 0; i < limit; i++) expect((await send(post(path, good), ip)).status).toBe(302);
      const page = await send(post(path, good), ip);
      expect(page.status).toBe(429);
      expect(page.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(page.headers.get("Cache-Control")).toBe("no-store");
      expect(await page.text()).toContain("Too many attempts");
      // The hydrated form's request (React Router single fetch: POST /path.data).
      const fetcher = await send(post(`${path}.data`, { ...good, via: "fetcher" }), ip);
      expect(fetcher.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(fetcher.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("a <script> in an approved transport update is inert on the public hub page", async () => {
    const admin = await createTestUser(getDb(), { role: "admin" });
    const script = "<script>alert('hub')</script>";
    const id = await createTransportUpdate({
      name: "Mallory",
      route: "Makassar - Manado",
      travel_date: null,
      changes: `New night boat ${script}`,
      price: `IDR ${script}`,
      operator: `Op ${script}`,
      evidence_url: null,
    });
    const result = await runAdminAction(admin.user, { intent: "review-update", id, status: "approved", note: null });
    expect(result.ok).toBe(true);
    const page = await send(get("/transport/makassar"));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("New night boat &lt;script&gt;alert(&#x27;hub&#x27;)&lt;/script&gt;");
    expect(html).not.toContain(script);
  });

  it("limits each form per IP address (429, clear message) and refuses other sites (403)", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < 5; i++) expect((await partner(goodPartner, { ip })).status).toBe(200);
    const limited = await partner(goodPartner, { ip });
    expect(limited.status).toBe(429);
    expect(limited.data.toast).toMatchObject({ title: "Too many attempts" });
    for (let i = 0; i < 5; i++) expect((await contact(goodContact, { ip })).status).toBe(200);
    expect((await contact(goodContact, { ip })).status).toBe(429);
    for (let i = 0; i < 10; i++) expect((await update(goodUpdate, { ip })).status).toBe(200);
    expect((await update(goodUpdate, { ip })).status).toBe(429);

    await expect(update(goodUpdate, { origin: "https://evil.example" })).rejects.toSatisfy(
      (r: unknown) => r instanceof Response && r.status === 403,
    );
  });
});
