import { digitRuns } from "~/lib/content-overlay.ts";
import type { Route } from "./types.ts";

/**
 * Which note a route shows in each language (issue 31 point 4): the Indonesian edition shows the
 * operator's Indonesian note when there is one, else the English note, which the page then marks
 * with lang="en" and NOTE_IN_ENGLISH_TEXT. An Indonesian note whose figures (digit runs) no longer
 * match the English one is treated as not written: an edit of the English note (a new price, a new
 * date) that the Indonesian note did not follow must never leave the old figure on the Indonesian
 * page. Pure: the pages decide the markup.
 */

export type NoteLocale = "en" | "id";

/** A note to show and the language it is written in (null text: the route has no note). */
export type RouteNote = { text: string | null; lang: NoteLocale };

const sameFigures = (a: string, b: string) => digitRuns(a).join(" ") === digitRuns(b).join(" ");

/**
 * The Indonesian twin of an English text of the data (a route note, a fare's label, a timetable's or
 * a duration's note) when it is written and states the same figures, else null.
 */
export function currentTwin(english: string, indonesian: string | null | undefined): string | null {
  if (indonesian === null || indonesian === undefined || indonesian.trim() === "") return null;
  return sameFigures(english, indonesian) ? indonesian : null;
}

/** A text of the data in `locale` where no mark can go (a search document): its current twin, else the English. */
export function dataTextIn(english: string, indonesian: string | null | undefined, locale: NoteLocale): string {
  return locale === "id" ? (currentTwin(english, indonesian) ?? english) : english;
}

/** True when the route's Indonesian note is written and states the English note's figures. */
export function hasCurrentIndonesianNote(route: Pick<Route, "notes" | "notesId">): boolean {
  return route.notes !== null && currentTwin(route.notes, route.notesId) !== null;
}

export function routeNote(route: Pick<Route, "notes" | "notesId">, locale: NoteLocale): RouteNote {
  if (locale === "id" && hasCurrentIndonesianNote(route)) return { text: route.notesId, lang: "id" };
  return { text: route.notes, lang: "en" };
}

/** True when the note is in another language than the page, so the page marks it ("(in English)"). */
export function noteNeedsLanguageMark(note: RouteNote, locale: NoteLocale): boolean {
  return note.text !== null && note.lang !== locale;
}
