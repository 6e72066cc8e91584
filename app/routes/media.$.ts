import { serveMedia } from "~/features/media/serve.server.ts";
import type { Route } from "./+types/media.$";

/** Uploaded forum media: /media/{key}, with its stored type, nosniff, a sandboxing CSP and byte ranges. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return serveMedia(request, params["*"] ?? "");
}
