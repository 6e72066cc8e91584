import { webManifest } from "~/features/offline/manifest.ts";
import { publicConfig } from "~/lib/config.server.ts";

/** /manifest.webmanifest: the web app manifest, prerendered with the build's SITE_NAME (ADR 0019). */
export function loader() {
  return new Response(JSON.stringify(webManifest(publicConfig().siteName), null, 2), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}
