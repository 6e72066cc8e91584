import { describe, expect, it } from "vitest";
import { destinationMap, destinationsMap, itineraryMap, transportMap } from "./map.server.ts";

/** The map's names in the page's language (issue 31): the same places as the English map, named as the pages name them. */
describe("the map on the Indonesian edition", () => {
  const byId = (data: ReturnType<typeof transportMap>, id: string) => data.places.find((p) => p.id === id);

  it("names the data's places by placeName and keeps everything else", () => {
    const en = transportMap();
    const id = transportMap("id");
    expect(id.places.map((p) => [p.id, p.lat, p.lon, p.href, p.kind])).toEqual(
      en.places.map((p) => [p.id, p.lat, p.lon, p.href, p.kind]),
    );
    expect(id.routes).toEqual(en.routes);
    expect(byId(en, "buka-buka")?.name).toBe("Buka-Buka Island");
    expect(byId(id, "buka-buka")?.name).toBe("Pulau Bukabuka");
    expect(byId(id, "manado-airport")?.name).toBe("Bandara Internasional Sam Ratulangi");
    // An airport is still labelled by its code.
    expect(byId(id, "manado-airport")?.shortName).toBe("MDC");
  });

  it("names destination guides by their Indonesian names", () => {
    const id = destinationsMap([], "id");
    const togean = id.places.find((p) => p.id === "togean-islands");
    expect(togean?.name).toBe("Kepulauan Togean (Togian)");
    expect(togean?.shortName).toBe("Kepulauan Togean");
    expect(destinationsMap().places.find((p) => p.id === "togean-islands")?.name).toBe("Togean (Togian) Islands");
  });

  it("leaves the English map as it was", () => {
    expect(transportMap("en")).toEqual(transportMap());
    expect(itineraryMap(["upg-mdc"], [], "en")).toEqual(itineraryMap(["upg-mdc"]));
    expect(destinationMap("bunaken", "en")).toEqual(destinationMap("bunaken"));
  });
});
