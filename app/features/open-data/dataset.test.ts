import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { baselinePlaces, baselineRoutes } from "~/features/transport-data/data.server.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { CSV_LIST_SEPARATOR } from "./constants.ts";
import { columnsOf, flatten } from "./csv.ts";
import { faresCsv } from "./dataset.ts";
import { generateOpenData } from "./generate.ts";

/** Issue 33 points 1 and 4: the dataset, its CSV files, and its validation against the published schema. */

const version = { id: "2026-11-26.test", modified: "2026-11-26T06:00:00.000Z" };
const site = { name: "Sulawesi Travel Guide", url: "https://example.test" };
const generated = () => generateOpenData({ places: baselinePlaces, routes: baselineRoutes }, version, site);
const json = (body: Uint8Array) => JSON.parse(strFromU8(body));

function validator(schema: object) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  return ajv.compile(schema);
}

describe("the dataset and its schema", () => {
  it("validates against the JSON Schema it publishes", () => {
    const { files } = generated();
    const dataset = json(files.dataset.body);
    const schema = json(files.schema.body);
    expect(dataset.$schema).toBe("https://example.test/data/sulawesi-transport.schema.json");
    expect(schema.$id).toBe(dataset.$schema);
    const validate = validator(schema);
    expect(validate(dataset), JSON.stringify(validate.errors)).toBe(true);
  });

  it("is refused by its schema when a figure loses its date or a field its type", () => {
    const { files } = generated();
    const validate = validator(json(files.schema.body));
    const dataset = json(files.dataset.body);
    const undated = structuredClone(dataset);
    const withFare = undated.routes.find((r: Route) => r.fares.length > 0);
    delete withFare.fares[0].asOf;
    expect(validate(undated)).toBe(false);
    const badLicence = { ...structuredClone(dataset), licence: { ...dataset.licence, id: "all-rights-reserved" } };
    expect(validate(badLicence)).toBe(false);
  });

  it("holds every place and route, discontinued ones marked, with the version and the licence", () => {
    const { files, summary } = generated();
    const dataset = json(files.dataset.body);
    expect(dataset.version).toBe("2026-11-26.test");
    expect(dataset.licence).toMatchObject({ id: "CC-BY-4.0", url: "https://creativecommons.org/licenses/by/4.0/" });
    expect(dataset.places).toHaveLength(baselinePlaces.length);
    expect(dataset.routes).toEqual(JSON.parse(JSON.stringify(baselineRoutes)));
    const stopped = dataset.routes.filter((r: Route) => r.status.state === "discontinued");
    expect(stopped.length).toBe(summary.discontinued);
    expect(stopped.length).toBeGreaterThan(0);
    // Every service is either in the feed or listed with its reasons.
    const services = baselineRoutes.reduce((n, r) => n + (r.bidirectional ? 2 : 1), 0);
    expect(dataset.gtfs.included.length + dataset.gtfs.excluded.length).toBe(services);
    expect(dataset.gtfs.included).toContainEqual({
      routeId: "kendari-wakatobi-flight",
      direction: "outbound",
      from: "kendari-airport",
      to: "wakatobi-airport",
    });
  });

  it("writes the CSV files with a column per field, nested fields dotted", () => {
    const { files } = generated();
    const [placesHeader] = strFromU8(files.places.body).split("\r\n");
    expect(placesHeader).toBe(
      "id,name,localName,kind,region,code,coordinates.lat,coordinates.lon,coordinates.approximate,coordinates.source,partOf,destinations,hubs,notes",
    );
    const routesHeader = strFromU8(files.routes.body).split("\r\n")[0] ?? "";
    expect(routesHeader).toContain("frequency.departures");
    expect(routesHeader).toContain("frequency.perDay.min");
    expect(routesHeader).not.toMatch(/(^|,)fares(,|$)/);
    expect(routesHeader).not.toMatch(/(^|,)frequency\.perDay(,|$)/);
    const fares = strFromU8(files.fares.body).split("\r\n");
    // The fare's kind (ADR 0026) and its label's Indonesian twin (issue 31) are columns because the
    // fares have them: no code names them.
    expect(fares[0]).toBe("routeId,fareIndex,minIdr,maxIdr,kind,unit,trip,asOf,approximate,label,labelId");
    expect(fares.length - 2).toBe(baselineRoutes.reduce((n, r) => n + r.fares.length, 0));
  });

  it("derives the fare columns from the fares, so a new field is a new column", () => {
    const route = baselineRoutes.find((r) => r.fares.length > 0) as Route;
    const withClass = { ...route, fares: route.fares.map((f) => ({ ...f, cabin: "economy" })) } as Route;
    expect(faresCsv([withClass]).split("\r\n")[0]).toBe(
      "routeId,fareIndex,minIdr,maxIdr,kind,unit,trip,asOf,approximate,label,labelId,cabin",
    );
  });

  it("flattens values as documented", () => {
    const flat = flatten({ a: { b: 1, c: null }, list: ["x", "y"], yes: true, no: false, objects: [{ z: 1 }] });
    expect(flat).toEqual({ "a.b": 1, "a.c": null, list: `x${CSV_LIST_SEPARATOR}y`, yes: "true", no: "false" });
    expect(columnsOf([{ "p.min": 1 }, { p: null }, { q: 2 }])).toEqual(["p.min", "q"]);
  });
});
