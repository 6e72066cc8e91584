import { describe, expect, it } from "vitest";
import { ROUTE_OPTIONS } from "~/features/submissions/constants.ts";
import { hubsForRoute, routesForHub } from "./traveller-updates.ts";

describe("traveller updates: route to hub pages", () => {
  it("maps every route option to the hubs it names", () => {
    const map = Object.fromEntries(ROUTE_OPTIONS.map((r) => [r, hubsForRoute(r)]));
    expect(map).toEqual({
      "Makassar - Manado": ["makassar", "manado"],
      "Makassar - Gorontalo": ["makassar", "gorontalo"],
      "Makassar - Palu": ["makassar", "palu"],
      "Manado - Gorontalo": ["manado", "gorontalo"],
      "Gorontalo - Luwuk": ["gorontalo", "luwuk"],
      "Luwuk - Ampana": ["luwuk", "ampana"],
      "Ampana - Togean Islands": ["ampana"],
      "Makassar - Bone": ["makassar"],
      "Makassar - Watampone": ["makassar"],
      "Manado - Tomohon": ["manado"],
      "Other route": [],
    });
  });

  it("lists the routes of a hub", () => {
    expect(routesForHub("luwuk")).toEqual(["Gorontalo - Luwuk", "Luwuk - Ampana"]);
  });
});
