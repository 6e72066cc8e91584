import type { Route } from "./types.ts";

/**
 * Which note a route shows in each language (issue 31 point 4): the Indonesian edition shows the
 * operator's Indonesian note when there is one, else the English note, which the page then marks
 * with lang="en" and NOTE_IN_ENGLISH_TEXT. Pure: the pages decide the markup.
 */

export type NoteLocale = "en" | "id";

/** A note to show and the language it is written in (null text: the route has no note). */
export type RouteNote = { text: string | null; lang: NoteLocale };

export function routeNote(route: Pick<Route, "notes" | "notesId">, locale: NoteLocale): RouteNote {
  if (locale === "id" && route.notesId !== null && route.notesId.trim() !== "") {
    return { text: route.notesId, lang: "id" };
  }
  return { text: route.notes, lang: "en" };
}

/** True when the note is in another language than the page, so the page marks it ("(in English)"). */
export function noteNeedsLanguageMark(note: RouteNote, locale: NoteLocale): boolean {
  return note.text !== null && note.lang !== locale;
}
