import { serveMediaRequest } from "~/features/media/serve.server.ts";
import type { Route } from "./+types/media.$";

/**
 * Uploaded forum media: /media/{key}, with its stored type, nosniff, a sandboxing CSP and byte ranges;
 * the media of hidden posts for admins only.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return serveMediaRequest(request, params["*"] ?? "");
}
