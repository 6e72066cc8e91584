import { describe, expect, it } from "vitest";
import { testPlace, testRoute } from "~/features/transport-data/test-fixtures.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { feedItem, historyPage, type PublicRevision, recentChange, routeTitle } from "./views.ts";

const place = testPlace;
const places = [place("makassar", "Makassar"), place("baubau", "Baubau")];
const lookup = (id: string) => places.find((p) => p.id === id);

const shipped = testRoute();
const edited: Route = {
  ...shipped,
  fares: [{ ...shipped.fares[0]!, minIdr: 250000, maxIdr: 250000, asOf: "2026-11" }],
  lastChecked: "2026-11-24",
  source: { kind: "traveller-report", refs: [] },
};
const revision: PublicRevision = {
  id: "rev-1",
  routeId: shipped.id,
  createdAt: "2026-11-24T03:15:00.000Z",
  day: "2026-11-24",
  source: "traveller-report",
  change: "edit",
  previous: shipped,
  record: edited,
};

describe("historyPage", () => {
  it("shows the route as it stands and each revision with what changed, when and from which source", () => {
    const page = historyPage(edited, [revision], lookup, "2026-11-24");
    expect(page.title).toBe("Makassar → Baubau, Pelni ship");
    expect(page.mode).toEqual({ href: "/transport/ferries", page: "Ferry Routes" });
    expect(page.row).toMatchObject({ lastChecked: "2026-11-24", source: "traveller report", staleCheck: false });
    expect(page.origin).toBe("shipped");
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      anchor: "change-rev-1",
      dateText: "November 24, 2026",
      source: "traveller report",
      kindText: "Route updated",
    });
    expect(page.entries[0]!.changes.map((c) => c.field)).toEqual(["fares", "lastChecked", "source"]);
  });

  it("marks a route last checked more than two years before the page's date, and explains it", () => {
    const old = { ...shipped, lastChecked: "2024-01-15" };
    const page = historyPage(old, [], lookup, "2026-11-24");
    expect(page.row.staleCheck).toBe(true);
    expect(page.priceAge).toEqual({ today: "2026-11-24", anyStale: false, anyStaleRoute: true });
    expect(page.entries).toEqual([]);
  });

  it("says a route added by the operator started with its first revision", () => {
    const added: PublicRevision = { ...revision, id: "rev-0", change: "create", previous: null, record: shipped };
    expect(historyPage(edited, [revision, added], lookup, "2026-11-24").origin).toBe("added");
  });
});

describe("recentChange and feedItem", () => {
  it("names the route, dates the change, says its source and the fields a traveller acts on", () => {
    expect(recentChange(revision, lookup)).toEqual({
      id: "rev-1",
      routeId: shipped.id,
      title: routeTitle(edited, lookup),
      href: "/transport/routes/makassar-baubau-pelni/history#change-rev-1",
      day: "2026-11-24",
      dateText: "November 24, 2026",
      source: "traveller report",
      kindText: "Route updated",
      fields: "fares",
      modeHref: "/transport/ferries",
    });
  });

  it("makes one feed item with an absolute permalink and the changes as escaped HTML", () => {
    const item = feedItem(revision, lookup, "https://example.test/");
    expect(item).toMatchObject({
      title: "Route updated: Makassar → Baubau, Pelni ship",
      link: "https://example.test/transport/routes/makassar-baubau-pelni/history#change-rev-1",
      guid: "https://example.test/transport/routes/makassar-baubau-pelni/history#change-rev-1",
      guidIsPermaLink: true,
      date: "2026-11-24T03:15:00.000Z",
      categories: ["traveller report"],
    });
    expect(item.description).toContain("<li>Fares: Rp233k per person (Jan 2026) → Rp250k per person (Nov 2026)</li>");
    expect(item.description).toContain("<p>Source: traveller report</p>");
  });
});
