/**
 * Issue 18 points 2, 3 and 6: the admin's Routes tab through the real request handler, on both
 * databases: the edit round trip, bad input refused per field with nothing saved, the audit and
 * revision rows, visitors and members refused (401/403, nothing changed), the concurrent-edit
 * refusal (also enforced by the database), and applying an approved traveller's update.
 */

import { randomUUID } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { prefillFromUpdate } from "~/features/route-edits/apply.ts";
import { saveRoute } from "~/features/route-edits/edits.server.ts";
import { type FormValues, routeToForm } from "~/features/route-edits/form.ts";
import { currentRevision, refreshTransportData } from "~/features/route-edits/merged.server.ts";
import { ROUTES_TAB_TEXT } from "~/features/route-edits/texts.ts";
import { routeOptionValue } from "~/features/submissions/route-options.server.ts";
import { baselineRoutes, routeById } from "~/features/transport-data/data.server.ts";
import { englishOnlyTexts } from "~/features/transport-data/format.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { sulawesiToday } from "~/lib/sulawesi-date.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, post, quietExpectedRefusalLogs, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

quietExpectedRefusalLogs();

const BOAT = "manado-bunaken-public-boat";
const shipped = () => baselineRoutes.find((r) => r.id === BOAT) as Route;

describeBothDatabases("admin Routes tab", (getDb, ctx) => {
  let admin = "";
  let adminId = "";
  let member = "";
  beforeEach(async () => {
    const a = await createTestUser(getDb(), { role: "admin" });
    admin = a.cookie;
    adminId = a.user.id;
    member = (await createTestUser(getDb())).cookie;
  });

  const revisions = async () =>
    (await getDb().selectFrom("route_revisions").select("id").where("route_id", "=", BOAT).execute()).length;
  const latestRevision = () =>
    getDb()
      .selectFrom("route_revisions")
      .selectAll()
      .where("route_id", "=", BOAT)
      .orderBy("revision", "desc")
      .executeTakeFirstOrThrow();
  const form = async (changes: FormValues, base?: number): Promise<FormValues> => ({
    ...routeToForm(routeById(BOAT) as Route),
    intent: "save-route",
    baseRevision: String(base ?? (await currentRevision(BOAT))),
    returnTo: "/admin?tab=routes",
    ...changes,
  });
  // The form posts to the page it is on, so a refusal shows the same form again with the messages.
  const EDIT = `/admin?tab=routes&edit=${BOAT}`;
  const save = (fields: FormValues, cookie = admin) => send(post(EDIT, fields, { cookie }));
  const page = async (path: string) => (await send(get(path))).text();

  it("lists routes with their freshness, oldest first, and filters stale ones", async () => {
    const html = await (await send(get("/admin?tab=routes&stale=1", { cookie: admin }))).text();
    expect(html).toContain("Oldest checked first");
    expect(html).toContain("Stale only");
    expect(html).toMatch(/Unverified|Stale/);
    const edit = await send(get(`/admin?tab=routes&edit=${BOAT}`, { cookie: admin }));
    expect(edit.status).toBe(200);
    expect(await edit.text()).toContain('name="baseRevision"');
  });

  it("saves an edit: a revision and an audit row with before and after, shown on the pages at once", async () => {
    const before = await revisions();
    const response = await save(
      await form({ "duration.minMinutes": "50", "duration.maxMinutes": "70", notes: "Edited by the operator." }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin?tab=routes&edit=${BOAT}`);
    expect(await revisions()).toBe(before + 1);
    const row = await latestRevision();
    expect(row).toMatchObject({ change: "edit", actor_id: adminId, source: "editor" });
    expect(JSON.parse(row.record).duration).toEqual({ minMinutes: 50, maxMinutes: 70, note: null, noteId: null });
    expect(JSON.parse(row.changed_fields)).toEqual(["duration", "notes"]);
    const audit = await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("target_id", "=", BOAT)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: "route.edit", actor_id: adminId, target_type: "route" });
    expect(audit.detail).toContain('duration: {"minMinutes":45');
    expect(audit.detail).toContain('"minMinutes":50');
    expect(await page("/transport/ferries")).toContain("Edited by the operator.");
  });

  it("saves a fare's kind and the departures back from the form, and refuses a kind that is not one (ADR 0026)", async () => {
    const editor = await (await send(get(EDIT, { cookie: admin }))).text();
    expect(editor).toContain('name="fares.0.kind"');
    expect(editor).toContain('name="frequency.returnDepartures"');
    const response = await save(
      await form({ "fares.0.kind": "tour", "frequency.departures": "08:00", "frequency.returnDepartures": "15:30" }),
    );
    expect(response.status).toBe(302);
    await refreshTransportData();
    expect(routeById(BOAT)?.fares[0]?.kind).toBe("tour");
    expect(routeById(BOAT)?.frequency).toMatchObject({ departures: ["08:00"], returnDepartures: ["15:30"] });
    const before = await revisions();
    const refused = await save(await form({ "fares.0.kind": "holiday", "frequency.returnDepartures": "3pm" }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/name="fares\.0\.kind"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="fares\.0\.kind"/);
    expect(html).toContain("must be a time");
    expect(await revisions()).toBe(before);
  });

  it("saves, shows and clears the Indonesian note beside the English one (issue 31), and names it in the history", async () => {
    const editor = await (await send(get(EDIT, { cookie: admin }))).text();
    expect(editor).toMatch(/<textarea[^>]*lang="id"[^>]*name="notesId"|<textarea[^>]*name="notesId"[^>]*lang="id"/);
    expect(editor).toContain("Indonesian note");
    const note = "Berangkat dari kawasan pelabuhan Manado; operator kini menarik Rp60.000 per kursi.";
    const english = routeById(BOAT)?.notes;
    expect((await save(await form({ notesId: note }))).status).toBe(302);
    const row = await latestRevision();
    expect(JSON.parse(row.record).notesId).toBe(note);
    expect(JSON.parse(row.changed_fields)).toEqual(["notesId"]);
    await refreshTransportData();
    expect(routeById(BOAT)?.notesId).toBe(note);
    expect(routeById(BOAT)?.notes).toBe(english);
    const reloaded = await (await send(get(EDIT, { cookie: admin }))).text();
    expect(reloaded).toContain("operator kini menarik Rp60.000 per kursi.");
    const history = await page(`/transport/routes/${BOAT}/history`);
    expect(history).toContain("Indonesian note");
    expect(history).toContain("operator kini menarik Rp60.000 per kursi.");

    expect((await save(await form({ notesId: "  " }))).status).toBe(302);
    await refreshTransportData();
    expect(routeById(BOAT)?.notesId).toBeNull();

    const before = await revisions();
    const refused = await save(await form({ notesId: "x".repeat(601) }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(
      /name="notesId"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="notesId"|aria-invalid="true"[^>]*lang="id"[^>]*name="notesId"/,
    );
    expect(await revisions()).toBe(before);
  });

  it("saves the Indonesian twins of a timetable's note and a fare's label; an English-only edit shows marked as English", async () => {
    const editor = await (await send(get(EDIT, { cookie: admin }))).text();
    for (const name of ["duration.noteId", "frequency.noteId", "fares.0.labelId"]) {
      expect(editor).toMatch(new RegExp(`<input[^>]*lang="id"[^>]*name="${name.replaceAll(".", "\\.")}"`));
    }
    const twins = {
      "frequency.note": "Leaves the harbour at 14:00 (operator, Nov 2026)",
      "frequency.noteId": "Berangkat dari pelabuhan pukul 14.00 (operator, Nov 2026)",
      "fares.0.label": "Bench seat",
      "fares.0.labelId": "Kursi bangku",
    };
    expect((await save(await form(twins))).status).toBe(302);
    await refreshTransportData();
    expect(routeById(BOAT)?.frequency.noteId).toBe(twins["frequency.noteId"]);
    expect(routeById(BOAT)?.fares[0]?.labelId).toBe("Kursi bangku");
    const indonesian = await page("/id/transport/ferries");
    expect(indonesian).toContain("Berangkat dari pelabuhan pukul 14.00 (operator, Nov 2026)");
    expect(indonesian).toContain("Kursi bangku: ");
    expect(indonesian).not.toContain("Leaves the harbour at 14:00");
    const english = await page("/transport/ferries");
    expect(english).toContain("Leaves the harbour at 14:00 (operator, Nov 2026)");
    expect(english).not.toContain("Kursi bangku");

    // A new time in English that the Indonesian twin does not state: the English shows, marked.
    const newTime = { ...twins, "frequency.note": "Leaves the harbour at 15:00 (operator, Nov 2026)" };
    expect((await save(await form(newTime))).status).toBe(302);
    const after = await page("/id/transport/ferries");
    expect(after).toContain("Leaves the harbour at 15:00 (operator, Nov 2026) (dalam bahasa Inggris)");
    expect(after).not.toContain("pukul 14.00 (operator");

    // The Routes tab counts it, and "Indonesian missing" lists this route and no route without one.
    const listed = await (await send(get("/admin?tab=routes&untranslated=1&q=bunaken", { cookie: admin }))).text();
    await refreshTransportData();
    // At least the timetable's note; an earlier test here left an English-only route note too.
    const englishOnly = englishOnlyTexts(routeById(BOAT) as Route);
    expect(englishOnly).toBeGreaterThanOrEqual(1);
    expect(listed).toContain(ROUTES_TAB_TEXT.englishOnly(englishOnly));
    expect(listed).toContain(`<code>${BOAT}</code>`);
    expect(listed).toMatch(/aria-current="page"[^>]*>Indonesian missing|Indonesian missing<\/[a-z]+>\s*<\/[a-z]+>/);
    const others = await (await send(get("/admin?tab=routes&untranslated=1", { cookie: admin }))).text();
    expect(others.match(/<code>[a-z0-9-]+<\/code>/g)).toEqual([`<code>${BOAT}</code>`]);

    // Too long for its English's limit: refused at that field, nothing saved.
    const before = await revisions();
    const refused = await save(await form({ "fares.0.labelId": "k".repeat(101) }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(
      /aria-invalid="true"[^>]*lang="id"[^>]*name="fares\.0\.labelId"|lang="id"[^>]*aria-invalid="true"[^>]*name="fares\.0\.labelId"|name="fares\.0\.labelId"[^>]*aria-invalid="true"/,
    );
    expect(await revisions()).toBe(before);

    // An Indonesian text without its English would never show: refused at the twin, nothing saved.
    const orphan = await save(await form({ "duration.note": "", "duration.noteId": "dengan perahu motor" }));
    expect(orphan.status).toBe(400);
    const orphanHtml = await orphan.text();
    expect(orphanHtml).toContain("an Indonesian text needs its English beside it");
    expect(orphanHtml).toContain('value="dengan perahu motor"');
    // A blank fare row with only its Indonesian label is not silently dropped: the fare is refused.
    const count = Number((await form({})).fareCount);
    const onlyTwin = await save(await form({ [`fares.${count - 1}.labelId`]: "Kursi bangku" }));
    expect(onlyTwin.status).toBe(400);
    expect(await revisions()).toBe(before);
  });

  it("shows stored markup as inert text in the form and on the pages", async () => {
    const script = "<script>alert(1)</script>";
    expect((await save(await form({ notes: script, operators: script }))).status).toBe(302);
    const editor = await (await send(get(EDIT, { cookie: admin }))).text();
    expect(editor).not.toContain(script);
    expect(editor).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(await page("/transport/ferries")).not.toContain(script);
  });

  it("refuses bad input with a message per field, keeps the input and saves nothing", async () => {
    const before = await revisions();
    const response = await save(
      await form({ "fares.0.asOf": "last year", "duration.minMinutes": "ninety", operators: "Keep this operator" }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("must be &quot;YYYY&quot;, &quot;YYYY-MM&quot;");
    expect(html).toMatch(/aria-invalid="true"[^>]*name="fares\.0\.asOf"|name="fares\.0\.asOf"[^>]*aria-invalid="true"/);
    expect(html).toMatch(
      /name="duration\.minMinutes"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="duration\.minMinutes"/,
    );
    expect(html).toContain("Keep this operator");
    expect(await revisions()).toBe(before);
  });

  it("refuses visitors (401) and members (403) and changes nothing", async () => {
    const before = await revisions();
    const fields = await form({ notes: "Not allowed." });
    expect((await send(post(EDIT, fields))).status).toBe(401);
    expect((await save(fields, member)).status).toBe(403);
    expect((await send(get("/admin?tab=routes", { cookie: member }))).status).toBe(403);
    expect(await revisions()).toBe(before);
    await refreshTransportData();
    expect(routeById(BOAT)?.notes).not.toBe("Not allowed.");
  });

  it("refuses a save from an older revision with a clear message, keeping the admin's input", async () => {
    const base = await currentRevision(BOAT);
    const first = await save(await form({ notes: "First admin." }, base));
    expect(first.status).toBe(302);
    const second = await save(await form({ notes: "Second admin, from the old revision." }, base));
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain("someone else changed this route");
    expect(html).toContain("Second admin, from the old revision.");
    expect(await currentRevision(BOAT)).toBe(base + 1);
    await refreshTransportData();
    expect(routeById(BOAT)?.notes).toBe("First admin.");
  });

  it("lets only one of two simultaneous saves from the same revision commit (database constraint)", async () => {
    const base = await currentRevision(BOAT);
    const other = ctx.connect();
    const meta = { source: "editor" as const, actorId: adminId, now: new Date() };
    const attempt = (db: typeof other, i: number) =>
      db.transaction().execute((trx) => saveRoute(trx, { ...shipped(), notes: `Race ${i}` }, base, meta));
    // PostgreSQL: truly at once (the unique constraint decides). SQLite's writers queue on its write
    // lock (BEGIN IMMEDIATE, and node:sqlite waits synchronously), so there the second one follows.
    const results =
      ctx.dialect === "postgres"
        ? await Promise.all([attempt(getDb(), 0), attempt(other, 1)])
        : [await attempt(getDb(), 0), await attempt(other, 1)];
    expect(results.map((r) => r.kind).sort()).toEqual(["conflict", "saved"]);
    expect(await currentRevision(BOAT)).toBe(base + 1);
  });

  it("applies an approved update: the route page, a planner result and the printable guide change", async () => {
    const id = randomUUID();
    await getDb()
      .insertInto("transport_updates")
      .values({
        id,
        name: "Private Traveller",
        route: routeOptionValue(shipped()),
        travel_date: "2026-11-10",
        changes: "The public boat now costs Rp 90.000 and is run by KM Test.",
        price: "Rp 90.000",
        operator: "KM Test",
        evidence_url: null,
        status: "approved",
        review_note: null,
        reviewed_at: "2026-11-12T08:00:00.000Z",
        reviewed_by: adminId,
        created_at: "2026-11-11T08:00:00.000Z",
      })
      .execute();
    const updates = await (await send(get("/admin?tab=updates", { cookie: admin }))).text();
    expect(updates).toContain(`edit=${BOAT}&amp;update=${id}`);
    const editor = await (await send(get(`/admin?tab=routes&edit=${BOAT}&update=${id}`, { cookie: admin }))).text();
    expect(editor).toContain('value="90000"');
    expect(editor).toContain("KM Test");
    const checkedBefore = (routeById(BOAT) as Route).lastChecked;
    expect(checkedBefore > "2026-11-10").toBe(true);
    const values = prefillFromUpdate(
      routeToForm(routeById(BOAT) as Route),
      {
        id,
        route: "",
        travelDate: "2026-11-10",
        reviewedAt: null,
        changes: "",
        price: "Rp 90.000",
        operator: "KM Test",
      },
      sulawesiToday(),
    );
    // The route was checked after the trip: the suggestion keeps that date (issue 26).
    expect(values.lastChecked).toBe(checkedBefore);
    // The form says another source; the server takes the source and its citation from the update.
    const response = await save({ ...(await form(values)), update: id, "source.kind": "editor" });
    expect(response.status).toBe(302);
    await refreshTransportData();
    const route = routeById(BOAT) as Route;
    expect(route.lastChecked).toBe(checkedBefore);
    expect(route.source.kind).toBe("traveller-report");
    expect(route.source.refs).toContain("traveller report 2026-11-10");
    expect(route.operators).toContain("KM Test");
    const applied = await getDb()
      .selectFrom("transport_updates")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(applied.applied_at).not.toBeNull();
    const revision = await getDb()
      .selectFrom("route_revisions")
      .selectAll()
      .where("id", "=", applied.applied_revision_id!)
      .executeTakeFirstOrThrow();
    expect(revision).toMatchObject({ update_id: id, source: "traveller-report", last_checked: checkedBefore });
    expect(JSON.stringify(revision)).not.toContain("Private Traveller");
    for (const path of ["/transport/ferries", "/transport/plan?from=manado&to=bunaken", "/transport-guide"]) {
      expect(await page(path), path).toContain("Rp90k");
    }
    // Applied once only.
    const again = await save({ ...(await form(values)), update: id });
    expect(again.status).toBe(409);
  });
});
