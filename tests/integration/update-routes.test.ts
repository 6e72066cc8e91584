/**
 * The update form's route list comes from the data (issue 19): the spec's routes first, then every
 * route the site lists by mode, "Other route" last; a link can preselect a route; the server accepts
 * exactly those choices; an approved update on a data route is published on its hub pages.
 */
import { expect, it } from "vitest";
import { OTHER_ROUTE, ROUTE_OPTIONS } from "~/features/submissions/constants.ts";
import { routeOptionGroups } from "~/features/submissions/route-options.server.ts";
import { ROUTE_GROUP_LABELS } from "~/features/submissions/texts.ts";
import { approvedUpdatesForHub } from "~/features/submissions/traveller-updates.server.ts";
import { allRoutes } from "~/features/transport-data/data.server.ts";
import { get, post, quietExpectedRefusalLogs, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

quietExpectedRefusalLogs();

const optionValues = (html: string) => [...html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
const decodeEntities = (s: string | undefined) => (s ?? "").replaceAll("&amp;", "&").replaceAll("&quot;", '"');

describeBothDatabases("update form routes", (getDb) => {
  it("lists the spec's routes first, then every active route by mode, and Other route last", async () => {
    const html = await (await send(get("/submit-update"))).text();
    const values = optionValues(html).map(decodeEntities);
    const spec = ROUTE_OPTIONS.filter((o) => o !== OTHER_ROUTE);
    expect(values.slice(0, spec.length + 1)).toEqual(["", ...spec]);
    expect(values.at(-1)).toBe(OTHER_ROUTE);
    const active = allRoutes().filter((r) => r.status.state === "active").length;
    expect(values.length).toBe(1 + spec.length + active + 1);
    for (const label of Object.values(ROUTE_GROUP_LABELS.en)) expect(html).toContain(`<optgroup label="${label}"`);
    expect(values).toContain("Makassar - Manado (Flight)");
  });

  it("preselects the route a link names, and nothing for an unknown one", async () => {
    const html = await (await send(get("/submit-update?route=makassar-manado-flight"))).text();
    expect(html).toMatch(/<option value="Makassar - Manado \(Flight\)" selected="">/);
    const junk = await (await send(get("/submit-update?route=%3Cscript%3E"))).text();
    expect(junk).not.toMatch(/<option value="[^"]+" selected="">/);
    expect(junk).toContain('<option value="" selected="">');
  });

  it("accepts a data route, refuses a route that is not in the list, and publishes approved ones on the hub", async () => {
    const fields = { name: "Rina", changes: "Fares went up.", via: "fetcher" };
    const ok = await send(post("/submit-update", { ...fields, route: "Makassar - Manado (Flight)" }));
    expect(ok.status).toBe(200);
    const bad = await send(post("/submit-update", { ...fields, route: "Makassar - Atlantis (Flight)" }));
    expect(bad.status).toBe(400);
    const stored = await getDb().selectFrom("transport_updates").select(["id", "route"]).execute();
    expect(stored.map((r) => r.route)).toEqual(["Makassar - Manado (Flight)"]);
    await getDb().updateTable("transport_updates").set({ status: "approved" }).execute();
    const onManado = await approvedUpdatesForHub("manado", 10, getDb());
    expect(onManado.map((u) => u.route)).toEqual(["Makassar - Manado (Flight)"]);
    const onLuwuk = await approvedUpdatesForHub("luwuk", 10, getDb());
    expect(onLuwuk).toEqual([]);
  });

  it("names every data route once", () => {
    const values = routeOptionGroups().flatMap((g) => g.options.map((o) => o.value));
    expect(new Set(values).size).toBe(values.length);
  });
});
