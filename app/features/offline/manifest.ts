import { APP_ICONS, BACKGROUND_COLOR, THEME_COLOR } from "./constants.ts";

/** Text for the manifest's description (shown by some install prompts). */
const DESCRIPTION =
  "Independent travel guide to Sulawesi: destinations, ferries, flights and overland routes, with the transport guide and saved pages available offline.";

/** A short name for the home screen: the site's name without "Travel Guide", at most 12 characters. */
export function shortName(siteName: string): string {
  const short = siteName.replace(/\s*travel guide$/i, "").trim();
  return short.length > 0 && short.length <= 12 ? short : siteName.split(/\s+/)[0]!.slice(0, 12);
}

/**
 * The web app manifest (/manifest.webmanifest, prerendered): what Chromium needs to offer
 * installation (name, icons of 192 and 512 px, start_url, display standalone) plus maskable icons
 * and the palette's colours. ADR 0019.
 */
export function webManifest(siteName: string) {
  return {
    id: "/",
    name: siteName,
    short_name: shortName(siteName),
    description: DESCRIPTION,
    lang: "en",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["travel"],
    icons: APP_ICONS.filter((i) => i.purpose !== "apple").map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
