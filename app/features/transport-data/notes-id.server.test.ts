import { describe, expect, it } from "vitest";
import { digitRuns } from "~/lib/content-overlay.ts";
import { allRoutes } from "./data.server.ts";

/** The shipped Indonesian route notes (issue 31 point 4): one per English note, with the same figures. */
describe("the shipped Indonesian route notes", () => {
  const routes = allRoutes();

  it("gives every route with a note an Indonesian note, and none without", () => {
    const missing = routes.filter((r) => r.notes !== null && r.notesId === null).map((r) => r.id);
    const orphaned = routes.filter((r) => r.notes === null && r.notesId !== null).map((r) => r.id);
    expect(missing).toEqual([]);
    expect(orphaned).toEqual([]);
    expect(routes.filter((r) => r.notesId !== null).length).toBeGreaterThan(100);
  });

  it("states the same figures as the English note (prices, dates, durations, distances)", () => {
    const differing = routes
      .filter((r) => r.notes !== null && r.notesId !== null)
      .filter((r) => digitRuns(r.notes ?? "").join(" ") !== digitRuns(r.notesId ?? "").join(" "))
      .map((r) => `${r.id}: ${digitRuns(r.notes ?? "").join(" ")} / ${digitRuns(r.notesId ?? "").join(" ")}`);
    expect(differing).toEqual([]);
  });
});
