import { describe, expect, it } from "vitest";
import { NOTE_IN_ENGLISH_TEXT } from "./constants.ts";
import { noteNeedsLanguageMark, routeNote } from "./notes.ts";
import { testRoute } from "./test-fixtures.ts";

const english = "Docked every March with no replacement ship.";
const indonesian = "Naik dok setiap Maret tanpa kapal pengganti.";

describe("routeNote", () => {
  it("gives the Indonesian edition the Indonesian note when the operator wrote one", () => {
    const note = routeNote(testRoute({ notes: english, notesId: indonesian }), "id");
    expect(note).toEqual({ text: indonesian, lang: "id" });
    expect(noteNeedsLanguageMark(note, "id")).toBe(false);
  });

  it("falls back to the English note, marked as English, until the Indonesian one is written", () => {
    const note = routeNote(testRoute({ notes: english, notesId: null }), "id");
    expect(note).toEqual({ text: english, lang: "en" });
    expect(noteNeedsLanguageMark(note, "id")).toBe(true);
    expect(routeNote(testRoute({ notes: english, notesId: "   " }), "id")).toEqual({ text: english, lang: "en" });
  });

  it("shows the English note, marked, when the Indonesian note's figures no longer match it", () => {
    const edited = testRoute({ notes: "Rp175,000 since Jan 2026.", notesId: "Rp150.000 sejak Januari 2025." });
    expect(routeNote(edited, "id")).toEqual({ text: "Rp175,000 since Jan 2026.", lang: "en" });
    const followed = testRoute({ notes: "Rp175,000 since Jan 2026.", notesId: "Rp175.000 sejak Januari 2026." });
    expect(routeNote(followed, "id")).toEqual({ text: "Rp175.000 sejak Januari 2026.", lang: "id" });
  });

  it("never shows an Indonesian note for a route without an English one", () => {
    expect(routeNote(testRoute({ notes: null, notesId: "Catatan." }), "id")).toEqual({ text: null, lang: "en" });
  });

  it("gives the English edition the English note, never the Indonesian one", () => {
    const note = routeNote(testRoute({ notes: english, notesId: indonesian }), "en");
    expect(note).toEqual({ text: english, lang: "en" });
    expect(noteNeedsLanguageMark(note, "en")).toBe(false);
  });

  it("has no note to show, and nothing to mark, for a route without notes", () => {
    for (const locale of ["en", "id"] as const) {
      const note = routeNote(testRoute(), locale);
      expect(note.text).toBeNull();
      expect(noteNeedsLanguageMark(note, locale)).toBe(false);
    }
  });

  it("words the English marker in both languages", () => {
    expect(NOTE_IN_ENGLISH_TEXT).toEqual({ en: "(in English)", id: "(dalam bahasa Inggris)" });
  });
});
