import type { Locale } from "~/lib/format.ts";

/**
 * A destination's name in the Indonesian edition, from its Indonesian overlay (content/id/destinations,
 * app/lib/content-overlay.ts): "Kepulauan Togean (Togian)" for "Togean (Togian) Islands". Where an
 * overlay has no name, the English one stands. Read once, at import.
 */
const overlays = import.meta.glob<{ name?: unknown }>("/content/id/destinations/*.json", {
  eager: true,
  import: "default",
});

const INDONESIAN_NAMES = new Map<string, string>(
  Object.entries(overlays).flatMap(([file, overlay]) => {
    const slug =
      file
        .split("/")
        .pop()
        ?.replace(/\.json$/, "") ?? "";
    const name = overlay?.name;
    return typeof name === "string" && name.trim() !== "" ? [[slug, name]] : [];
  }),
);

export function destinationName(locale: Locale, slug: string, englishName: string): string {
  return locale === "en" ? englishName : (INDONESIAN_NAMES.get(slug) ?? englishName);
}
