import { describe, expect, it } from "vitest";
import { editionOf, inEdition, isNeverCached, isOfflinePage } from "./rules.ts";
import { OFFLINE_TEXTS } from "./texts.ts";

/** The offline guide in both editions (issue 31 point 7): what the worker keeps, and where. */
describe("offline rules in both editions", () => {
  it("keeps the guide pages of either edition", () => {
    for (const path of ["/", "/destinations/bunaken", "/transport/makassar", "/planning", "/saved", "/offline"]) {
      expect(isOfflinePage(path)).toBe(true);
      expect(isOfflinePage(inEdition(path, "id"))).toBe(true);
    }
    expect(isOfflinePage("/id")).toBe(true);
    expect(isOfflinePage("/id/transport/routes/makassar-manado-pelni")).toBe(true);
  });

  it("never keeps members', forms', the forum's or search pages, in either edition", () => {
    for (const path of ["/account", "/community", "/search", "/submit-update", "/auth"]) {
      expect(isNeverCached(path)).toBe(true);
      expect(isNeverCached(`/id${path}`)).toBe(true);
      expect(isOfflinePage(`/id${path}`)).toBe(false);
    }
    expect(isNeverCached("/api/session")).toBe(true);
    // Not pages of the Indonesian edition: a path that only starts with "id".
    expect(isOfflinePage("/idea")).toBe(false);
    expect(isOfflinePage("/id/no/such/page")).toBe(false);
  });

  it("finds the offline page and the planner in the edition of the page asked for", () => {
    expect(editionOf("/id/destinations/bunaken")).toBe("id");
    expect(editionOf("/destinations/bunaken")).toBe("en");
    expect(inEdition("/offline", editionOf("/id/destinations/atlantis"))).toBe("/id/offline");
    expect(inEdition("/offline", editionOf("/destinations/atlantis"))).toBe("/offline");
    expect(inEdition("/transport/plan", "id")).toBe("/id/transport/plan");
  });

  it("has the offline and saved pages' texts in Indonesian, English unchanged", () => {
    expect(OFFLINE_TEXTS.id.offlineTitle).toBe("Anda sedang offline");
    expect(OFFLINE_TEXTS.id.saveButton).toBe("Simpan untuk offline");
    expect(OFFLINE_TEXTS.en.offlineTitle).toBe("You are offline");
    expect(Object.keys(OFFLINE_TEXTS.id.alwaysAvailable)).toEqual(Object.keys(OFFLINE_TEXTS.en.alwaysAvailable));
  });
});
