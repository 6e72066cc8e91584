import { describe, expect, it } from "vitest";
import { plannerContextFrom, planPageWith } from "./plan-page.ts";
import { offlinePlannerData, planPage } from "./planner.server.ts";

/**
 * The offline planner (ADR 0019) runs planPageWith on the data the guide ships
 * (/transport/plan/data.json): it must answer exactly as the server does.
 */
describe("the offline planner's data and context", () => {
  const data = JSON.parse(JSON.stringify(offlinePlannerData()));
  const offline = plannerContextFrom(data);
  const queries = [
    "from=makassar&to=bunaken",
    "from=manado&to=togean-islands&pref=cheapest",
    "from=makassar&to=wakatobi&pref=fewest-changes",
    "from=gorontalo&to=togean-islands&date=2027-01-05&show=2",
    "from=gorontalo&to=togean-islands&month=3",
    "from=makassar&to=wakatobi&date=2027-02-30",
    "from=makassar&to=makassar",
    "from=nowhere&to=bunaken",
    "from=makassar",
    "",
  ];
  for (const query of queries) {
    it(`answers ?${query} as the server does`, () => {
      const params = new URLSearchParams(query);
      expect(planPageWith(offline, params)).toEqual(planPage(params));
    });
  }
  it("finds trips (the comparison is not between two empty answers)", () => {
    const page = planPageWith(offline, new URLSearchParams("from=makassar&to=bunaken"));
    expect(page.outcome.kind).toBe("found");
  });
});
