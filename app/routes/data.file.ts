import { dataFileKey } from "~/features/open-data/constants.ts";
import { dataFileResponse } from "~/features/open-data/open-data.server.ts";
import type { Route } from "./+types/data.file";

/**
 * /data/{file}: the open data's files (sulawesi-transport.json, its schema, the CSV files, gtfs.zip),
 * generated once per data version, with ETag and Last-Modified (304 on a matching If-None-Match).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = dataFileKey(params.file);
  if (!key) throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return dataFileResponse(request, key);
}
