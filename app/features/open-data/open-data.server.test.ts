import { describe, expect, it } from "vitest";
import { baselinePlaces, baselineRoutes } from "~/features/transport-data/data.server.ts";
import { dataVersion, matchesEtag } from "./open-data.server.ts";

describe("the open data's version and conditional requests (issue 33 point 3)", () => {
  it("answers 304 only for the ETag the client holds", () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag("*", '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(null, '"abc"')).toBe(false);
  });

  it("derives the version from the data, so every instance publishes the same one", () => {
    const data = { places: baselinePlaces, routes: baselineRoutes };
    const a = dataVersion(data, "2026-11-24T00:00:00.000Z");
    expect(a).toEqual(dataVersion({ places: [...baselinePlaces], routes: [...baselineRoutes] }, a.modified));
    expect(a.id).toMatch(/^2026-11-24\.[0-9a-f]{10}$/);
    const edited = baselineRoutes.map((r, i) => (i === 0 ? { ...r, notes: "changed" } : r));
    expect(dataVersion({ ...data, routes: edited }, a.modified).id).not.toBe(a.id);
  });
});
