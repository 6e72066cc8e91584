import { z } from "zod";
import { place, route } from "~/features/transport-data/schema.ts";
import { EXCLUSION_REASONS, LICENCE } from "./constants.ts";

/**
 * The published dataset's zod schema (server only, ADR 0010). Places and routes are the transport
 * data's own schemas, so a field added there is in the dataset and its JSON Schema with no change
 * here. `datasetJsonSchema` is the published JSON Schema (zod 4's z.toJSONSchema; refinements such
 * as "min not above max" have no JSON Schema form and are checked by the site only).
 */

const direction = z.enum(["outbound", "return"]);
const service = { routeId: z.string(), direction, from: z.string(), to: z.string() };

export const dataset = z.object({
  $schema: z.url(),
  name: z.string(),
  description: z.string(),
  version: z
    .string()
    .describe("Changes whenever the data changes: the day of the last change and a digest of the content."),
  modified: z.iso.datetime().describe("When the data last changed (UTC)."),
  publisher: z.object({ name: z.string(), url: z.url() }),
  licence: z.object({
    id: z.literal(LICENCE.id),
    name: z.string(),
    url: z.url(),
    attribution: z.string().describe("The credit to give."),
  }),
  places: z.array(place),
  routes: z.array(route).describe("Every route, discontinued ones included (status.state)."),
  gtfs: z.object({
    url: z.url(),
    included: z.array(z.object(service)).describe("Services (one direction of a route) in the GTFS feed."),
    excluded: z
      .array(z.object({ ...service, reasons: z.array(z.enum(EXCLUSION_REASONS)).min(1) }))
      .describe("Services left out of the GTFS feed, with every reason."),
  }),
});

export type Dataset = z.output<typeof dataset>;

/** The JSON Schema (draft 2020-12) published beside the dataset at `schemaUrl`. */
export function datasetJsonSchema(schemaUrl: string, title: string): Record<string, unknown> {
  const generated = z.toJSONSchema(dataset, { target: "draft-2020-12" }) as Record<string, unknown>;
  return { ...generated, $id: schemaUrl, title };
}
