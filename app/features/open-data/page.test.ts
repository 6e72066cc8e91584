import { describe, expect, it } from "vitest";
import { baselinePlaces, baselineRoutes } from "~/features/transport-data/data.server.ts";
import { generateOpenData } from "./generate.ts";
import { dataPageView } from "./page.ts";
import { EXCLUSION_TEXT } from "./texts.ts";

const version = { id: "2026-11-26.test", modified: "2026-11-26T06:00:00.000Z" };
const site = { name: "Sulawesi Travel Guide", url: "https://example.test" };

describe("the /data page's figures (issue 33 points 1 and 2)", () => {
  const { summary } = generateOpenData({ places: baselinePlaces, routes: baselineRoutes }, version, site);
  const name = (id: string) => baselinePlaces.find((p) => p.id === id)?.name ?? id;
  const view = dataPageView(summary, name, site.name, `${site.url}/data`);

  it("counts the services in and out, every one of them, with the reasons' own words", () => {
    const services = baselineRoutes.reduce((n, r) => n + (r.bidirectional ? 2 : 1), 0);
    const inFeed = summary.gtfs.included.length;
    expect(inFeed + summary.gtfs.excluded).toBe(services);
    expect(view.gtfs.counts).toBe(`${inFeed} services are in the feed; ${services - inFeed} services are out.`);
    expect(view.gtfs.reasons.reduce((n, r) => n + r.count, 0)).toBe(summary.gtfs.excluded);
    for (const r of view.gtfs.reasons) expect(r.text).toBe(EXCLUSION_TEXT[r.reason]);
    expect(view.gtfs.services).toContainEqual({
      key: "kendari-wakatobi-flight:kendari-airport",
      text: `${name("kendari-airport")} → ${name("wakatobi-airport")}: 09:25 (Daily)`,
    });
  });

  it("links every file, and gives the citation with the version and the licence", () => {
    expect(view.files.map((f) => f.href)).toEqual([
      "/data/sulawesi-transport.json",
      "/data/sulawesi-transport.schema.json",
      "/data/places.csv",
      "/data/routes.csv",
      "/data/fares.csv",
      "/data/gtfs.zip",
    ]);
    expect(view.citation).toBe(
      "Sulawesi Travel Guide. Sulawesi transport data, version 2026-11-26.test (November 26, 2026). https://example.test/data. Licence: CC BY 4.0.",
    );
    expect(view.licence.url).toBe("https://creativecommons.org/licenses/by/4.0/");
  });
});

describe("the /id/data page (issue 31)", () => {
  const { summary } = generateOpenData({ places: baselinePlaces, routes: baselineRoutes }, version, site);
  const name = (id: string) => baselinePlaces.find((p) => p.id === id)?.name ?? id;
  const view = dataPageView(summary, name, site.name, `${site.url}/id/data`, "id");

  it("gives the counts, reasons, services and citation in Indonesian, times the id-ID way", () => {
    const inFeed = summary.gtfs.included.length;
    expect(view.gtfs.counts).toBe(`${inFeed} layanan masuk feed; ${summary.gtfs.excluded} layanan di luar feed.`);
    expect(view.gtfs.reasons.find((r) => r.reason === "discontinued")?.text).toBe("Rutenya sudah berhenti.");
    expect(view.gtfs.services).toContainEqual({
      key: "kendari-wakatobi-flight:kendari-airport",
      text: `${name("kendari-airport")} → ${name("wakatobi-airport")}: 09.25 (Setiap hari)`,
    });
    expect(view.citation).toBe(
      "Sulawesi Travel Guide. Data transportasi Sulawesi, versi 2026-11-26.test (26 November 2026). https://example.test/id/data. Lisensi: CC BY 4.0.",
    );
    expect(view.files.map((f) => f.href)).toContain("/data/gtfs.zip");
  });
});
