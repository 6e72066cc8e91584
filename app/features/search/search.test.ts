import { describe, expect, it } from "vitest";
import { foldedWords, foldText, foldWithIndex } from "./fold.ts";
import { matchRanges, snippet } from "./highlight.ts";
import { parseSearchQuery, pathWords } from "./query.ts";

const marked = (parts: { text: string; mark: boolean }[]) => parts.filter((p) => p.mark).map((p) => p.text);

describe("folding", () => {
  it("ignores case and accents", () => {
    expect(foldText("Tomohón CAFÉ")).toBe("tomohon cafe");
    expect(foldedWords("Pulau Una-Una, Togean!")).toEqual(["pulau", "una", "una", "togean"]);
  });
  it("maps folded characters back to the original text", () => {
    const { folded, origin } = foldWithIndex("Ａé");
    expect(folded).toBe("ae");
    expect(origin).toEqual([0, 1, 2]);
  });
});

describe("queries", () => {
  it("judges junk before any index is asked", () => {
    expect(parseSearchQuery(null)).toEqual({ kind: "empty" });
    expect(parseSearchQuery("   ")).toEqual({ kind: "empty" });
    expect(parseSearchQuery("%%% ***").kind).toBe("noWords");
    expect(parseSearchQuery("a".repeat(121)).kind).toBe("tooLong");
    expect(parseSearchQuery("  Bunaken   DIVING bunaken ")).toEqual({
      kind: "ok",
      query: "Bunaken DIVING bunaken",
      terms: ["bunaken", "diving"],
    });
  });
  it("takes the words of a bad path", () => {
    expect(pathWords("/destinaton/bunakn-island")).toBe("bunakn island");
    expect(pathWords("/transprt/kendari")).toBe("kendari");
    expect(pathWords("/%E0%A4%A")).toBe("");
    expect(pathWords("/x/ab")).toBe("");
  });
});

describe("highlighting", () => {
  it("marks words that start with a term, whatever their case or accents", () => {
    const text = "Ferries to the TOGEAN islands leave from Ampana; Togéan boats are slow.";
    expect(matchRanges(text, ["togean"]).map((r) => text.slice(r.start, r.end))).toEqual(["TOGEAN", "Togéan"]);
    expect(marked(snippet(text, ["amp"], 200))).toEqual(["Amp"]);
  });
  it("cuts a window around the first match at word boundaries", () => {
    const text = `${"word ".repeat(100)}Bunaken wall dives ${"more ".repeat(100)}`;
    const parts = snippet(text, ["bunaken"], 60);
    const joined = parts.map((p) => p.text).join("");
    expect(joined.startsWith("… ")).toBe(true);
    expect(joined.endsWith(" …")).toBe(true);
    expect(joined.length).toBeLessThan(70);
    expect(marked(parts)).toEqual(["Bunaken"]);
  });
  it("never marks anything for no terms, and shows the opening", () => {
    expect(snippet("Short text.", [], 50)).toEqual([{ text: "Short text.", mark: false }]);
  });
});
