import type { Place } from "~/features/transport-data/types.ts";
import type { Locale } from "~/lib/format.ts";

/**
 * A place's name as the page's language writes it (issue 31). English: the data's name, unchanged.
 * Indonesian: the place's local name where the data gives one ("Pulau Bunaken", "Bandara Buntu
 * Kunik"), else the English name with its generic word in Indonesian order ("Sultan Hasanuddin
 * International Airport" → "Bandara Internasional Sultan Hasanuddin", "Tete B harbour" →
 * "Pelabuhan Tete B"); a proper name ("Makassar", "Wakai") is the same in both. Pure: the offline
 * planner uses it too.
 */
export type NamedPlace = Pick<Place, "name" | "localName">;

const INDONESIAN_PATTERNS: [RegExp, string][] = [
  [/^(.+?) International Airport$/, "Bandara Internasional $1"],
  [/^(.+?) [Aa]irport$/, "Bandara $1"],
  [/^(.+?) [Hh]arbour$/, "Pelabuhan $1"],
  [/^(.+?) [Pp]ort$/, "Pelabuhan $1"],
  [/^(.+?) Islands$/, "Kepulauan $1"],
  [/^(.+?) Island$/, "Pulau $1"],
  [/^Lake (.+)$/, "Danau $1"],
  [/^(.+?) waterfall$/, "Air Terjun $1"],
];

export function placeName(locale: Locale, place: NamedPlace): string {
  if (locale === "en") return place.name;
  if (place.localName) return place.localName;
  for (const [pattern, replacement] of INDONESIAN_PATTERNS) {
    if (pattern.test(place.name)) return place.name.replace(pattern, replacement);
  }
  return place.name;
}
