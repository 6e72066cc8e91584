/**
 * Attack suite, future dates in route facts (issue 26 point 2), through the real request handler on
 * both databases. A traveller's `travel_date=2099-12-31`, approved and applied, used to become the
 * route's "Last checked" and a fare's "(Dec 2099)", overriding the date the admin entered, and an
 * older report moved "Last checked" back (24 to 10 November). Now: the update form refuses a travel
 * date after today in Sulawesi, the route schema refuses a future "last checked", applying an update
 * keeps the admin's date, and no save moves "last checked" back.
 */
import { randomUUID } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { appliedUpdateFrom, prefillFromUpdate } from "~/features/route-edits/apply.ts";
import { type FormValues, routeToForm } from "~/features/route-edits/form.ts";
import { currentRevision, refreshTransportData } from "~/features/route-edits/merged.server.ts";
import { routeOptionValue } from "~/features/submissions/route-options.server.ts";
import { baselineRoutes, routeById } from "~/features/transport-data/data.server.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { sulawesiToday } from "~/lib/sulawesi-date.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, post, quietExpectedRefusalLogs, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

quietExpectedRefusalLogs();

const BOAT = "manado-bunaken-public-boat";
const shipped = baselineRoutes.find((r) => r.id === BOAT) as Route;
const DAY = 86_400_000;
const today = () => sulawesiToday();
const tomorrow = () => sulawesiToday(new Date(Date.now() + DAY));
const daysAgo = (n: number) => sulawesiToday(new Date(Date.now() - n * DAY));
const escaped = (text: string) => text.replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

describeBothDatabases("attack: future dates in route facts", (getDb) => {
  let admin = "";
  let adminId = "";
  beforeEach(async () => {
    const a = await createTestUser(getDb(), { role: "admin" });
    admin = a.cookie;
    adminId = a.user.id;
  });

  const EDIT = `/admin?tab=routes&edit=${BOAT}`;
  const current = async () => {
    await refreshTransportData();
    return routeById(BOAT) as Route;
  };
  const form = async (changes: FormValues): Promise<FormValues> => ({
    ...routeToForm(await current()),
    intent: "save-route",
    baseRevision: String(await currentRevision(BOAT)),
    returnTo: "/admin?tab=routes",
    ...changes,
  });
  const save = (fields: FormValues) => send(post(EDIT, fields, { cookie: admin }));
  /** An approved, not yet applied traveller's update of the boat (as stored before the form refused dates). */
  const approvedUpdate = async (travelDate: string | null, price: string | null = "Rp 95.000") => {
    const id = randomUUID();
    await getDb()
      .insertInto("transport_updates")
      .values({
        id,
        name: "Traveller",
        route: routeOptionValue(shipped),
        travel_date: travelDate,
        changes: "The boat costs more now.",
        price,
        operator: null,
        evidence_url: null,
        status: "approved",
        review_note: null,
        reviewed_at: new Date(Date.now() - 3_600_000).toISOString(),
        reviewed_by: adminId,
        created_at: new Date(Date.now() - 7_200_000).toISOString(),
      })
      .execute();
    return id;
  };
  const appliedUpdateOf = async (id: string) =>
    appliedUpdateFrom(
      await getDb().selectFrom("transport_updates").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    );
  const editorValues = async (updateId: string) => {
    const html = await (await send(get(`${EDIT}&update=${updateId}`, { cookie: admin }))).text();
    return {
      html,
      lastChecked: /name="lastChecked"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="lastChecked"/.exec(html),
    };
  };

  it("the update form refuses a travel date after today in Sulawesi, keeping what was typed", async () => {
    const fields = {
      name: "Rina",
      route: routeOptionValue(shipped),
      changes: "The boat left at 09:00 on the day I travelled.",
      price: "IDR 90,000",
    };
    for (const travelDate of [tomorrow(), "2099-12-31"]) {
      const refused = await send(post("/submit-update", { ...fields, travel_date: travelDate }));
      expect(refused.status, travelDate).toBe(400);
      const html = await refused.text();
      expect(html).toContain(escaped("Travel date can't be in the future."));
      expect(html).toContain(`value="${travelDate}"`);
      expect(html).toContain("The boat left at 09:00 on the day I travelled.");
    }
    const stored = await getDb().selectFrom("transport_updates").select("id").where("name", "=", "Rina").execute();
    expect(stored).toEqual([]);
    const accepted = await send(post("/submit-update", { ...fields, travel_date: today() }));
    expect(accepted.status).toBe(302);
    const row = await getDb()
      .selectFrom("transport_updates")
      .select("travel_date")
      .where("name", "=", "Rina")
      .executeTakeFirstOrThrow();
    expect(row.travel_date).toBe(today());
  });

  it("the route schema refuses a future 'last checked', and nothing is saved", async () => {
    const before = await currentRevision(BOAT);
    for (const date of [tomorrow(), "2099-12-31"]) {
      const response = await save(await form({ lastChecked: date }));
      expect(response.status, date).toBe(400);
      expect(await response.text()).toContain("must not be after today (Sulawesi time)");
    }
    expect(await currentRevision(BOAT)).toBe(before);
    expect((await current()).lastChecked).toBe(shipped.lastChecked);
  });

  it("a stored update dated 2099 neither dates the route nor its fare ahead when applied", async () => {
    const id = await approvedUpdate("2099-12-31");
    const editor = await editorValues(id);
    // The panel may quote the traveller's date; no field of the form takes it.
    expect(editor.html).not.toMatch(/value="2099/);
    const suggested = editor.lastChecked?.[1] ?? editor.lastChecked?.[2];
    expect(suggested && suggested <= today()).toBe(true);
    expect(suggested && suggested >= shipped.lastChecked).toBe(true);
    // What the editor filled in (the fare row included), saved as it stands.
    const prefilled = prefillFromUpdate(routeToForm(await current()), await appliedUpdateOf(id), today());
    expect(prefilled.lastChecked).toBe(suggested);
    const response = await save({ ...(await form(prefilled)), update: id });
    expect(response.status).toBe(302);
    const route = await current();
    expect(route.lastChecked).toBe(suggested);
    expect(JSON.stringify(route)).not.toContain("2099");
    // The reported fare is there, dated with the month the update vouches for, not December 2099.
    expect(route.fares.some((f) => f.minIdr === 95_000 && f.asOf === String(suggested).slice(0, 7))).toBe(true);
  });

  it("applying an older update keeps the admin's date and never moves 'last checked' back", async () => {
    const checked = (await current()).lastChecked;
    const id = await approvedUpdate(daysAgo(30));
    const editor = await editorValues(id);
    // The suggestion is the route's own, later check, not the traveller's older trip.
    expect(editor.lastChecked?.[1] ?? editor.lastChecked?.[2]).toBe(checked);
    const before = await currentRevision(BOAT);
    // The admin types the trip's date: refused with a clear message, nothing saved, the update still open.
    const back = await save(await form({ update: id, lastChecked: daysAgo(30) }));
    expect(back.status).toBe(400);
    const html = await back.text();
    expect(html).toContain(escaped(`"Last checked" can't move to an earlier date`));
    expect(html).toContain(`value="${daysAgo(30)}"`);
    expect(await currentRevision(BOAT)).toBe(before);
    // The admin's own date (today, later than both) is the one saved: not replaced by the update's.
    const kept = await save(await form({ update: id, lastChecked: today() }));
    expect(kept.status).toBe(302);
    const route = await current();
    expect(route.lastChecked).toBe(today());
    expect(route.source.kind).toBe("traveller-report");
    expect(route.source.refs).toContain(`traveller report ${daysAgo(30)}`);
    const applied = await getDb()
      .selectFrom("transport_updates")
      .select("applied_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(applied.applied_at).not.toBeNull();
  });

  it("a plain edit cannot move 'last checked' back either", async () => {
    const checked = (await current()).lastChecked;
    const before = await currentRevision(BOAT);
    const response = await save(
      await form({ lastChecked: shipped.lastChecked < checked ? shipped.lastChecked : daysAgo(400) }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(escaped(`"Last checked" can't move to an earlier date`));
    expect(await currentRevision(BOAT)).toBe(before);
    expect((await save(await form({ notes: "Same check date, new note." }))).status).toBe(302);
    expect((await current()).lastChecked).toBe(checked);
  });
});
