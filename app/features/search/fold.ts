/**
 * Case- and accent-folding shared by the index, the query and the highlighter, so "Tomohón",
 * "TOMOHON" and "tomohon" are one word. Pure, no dependencies.
 */

/** Lowercase, compatibility-decomposed, with combining marks removed ("Café" -> "cafe"). */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The folded words of `text`: runs of letters and digits. */
export function foldedWords(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * `text` folded, with, for each folded character, the index of the original character it came from,
 * so a match found in the folded text can be marked in the original. `origin` has one more entry
 * than `folded`: `text.length`, where the text ends.
 */
export function foldWithIndex(text: string): { folded: string; origin: number[] } {
  let folded = "";
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldText(char);
    for (let i = 0; i < piece.length; i++) origin.push(index);
    folded += piece;
    index += char.length;
  }
  origin.push(text.length);
  return { folded, origin };
}
