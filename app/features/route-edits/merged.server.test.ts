import { afterEach, describe, expect, it, vi } from "vitest";
import { allRoutes, baselineRoutes } from "~/features/transport-data/data.server.ts";
import { resetConfigForTests } from "~/lib/config.server.ts";
import { refreshTransportData, resetMergedTransportForTests } from "./merged.server.ts";

/** During a database outage the guide keeps its last routes, and pages do not wait on every request. */
describe("refreshing the merged transport data", () => {
  afterEach(() => {
    delete process.env.TRANSPORT_CHECK_SECONDS;
    resetConfigForTests();
    resetMergedTransportForTests();
    vi.restoreAllMocks();
  });

  it("keeps the shipped routes when the database is unreachable, and waits before asking again", async () => {
    process.env.TRANSPORT_CHECK_SECONDS = "0";
    resetConfigForTests();
    resetMergedTransportForTests();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let asked = 0;
    const down = {
      selectNoFrom: () => {
        asked++;
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      },
    };
    await refreshTransportData(down as never);
    await refreshTransportData(down as never);
    await refreshTransportData(down as never);
    expect(asked).toBe(1);
    expect(allRoutes()).toEqual(baselineRoutes);
  });
});
