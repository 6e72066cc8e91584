import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fts5Query, searchTokens, tsQuery } from "./search-query.ts";

describe("search query", () => {
  it("keeps words, drops operators and punctuation, prefixes the last word", () => {
    const tokens = searchTokens('  "Ferry" OR manado* -bus %_ NEAR(x) title:togean  ');
    expect(tokens.map((t) => t.word)).toEqual(["ferry", "or", "manado", "bus", "near", "x", "title", "togean"]);
    expect(fts5Query(tokens)).toBe(
      '"ferry" AND "or" AND "manado" AND "bus" AND "near" AND "x" AND "title" AND "togean"*',
    );
    expect(tsQuery(tokens)).toBe("ferry & or & manado & bus & near & x & title & togean:*");
  });
  it("gives nothing for input without letters or digits", () => {
    expect(searchTokens(`%%% '" * () -- ;`)).toEqual([]);
    expect(searchTokens("")).toEqual([]);
  });
  it("handles accents, other scripts, very long input and duplicates", () => {
    expect(searchTokens("Café café").map((t) => t.word)).toEqual(["café"]);
    expect(searchTokens("Sulawesi 東京").map((t) => t.word)).toEqual(["sulawesi", "東京"]);
    const long = searchTokens("a".repeat(100_000));
    expect(long).toHaveLength(1);
    expect(long[0]?.word).toHaveLength(40);
    expect(searchTokens("w1 w2 w3 w4 w5 w6 w7 w8 w9 w10")).toHaveLength(8);
  });
  it("only prefixes a last word of 3+ characters that is not a number", () => {
    expect(searchTokens("to")[0]?.prefix).toBe(false);
    expect(searchTokens("tor")[0]?.prefix).toBe(true);
    expect(searchTokens("2026")[0]?.prefix).toBe(false);
  });
  it("only ever produces quoted words joined by AND (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        const q = fts5Query(searchTokens(input));
        if (q === "") return;
        for (const part of q.split(" AND ")) expect(part).toMatch(/^"[\p{L}\p{N}]+"\*?$/u);
      }),
    );
  });
});
