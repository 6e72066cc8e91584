import { guideContent } from "~/features/content/content.server.ts";
import type { Locale } from "~/lib/format.ts";

/**
 * A destination's name in `locale`, from features/content's edition of that language (content/id
 * overlays merged over the English files): "Kepulauan Togean (Togian)" for "Togean (Togian) Islands".
 * Where the edition has no such destination, the English name stands.
 */
export function destinationName(locale: Locale, slug: string, englishName: string): string {
  if (locale === "en") return englishName;
  return guideContent(locale).destinations.find((d) => d.slug === slug)?.name ?? englishName;
}
