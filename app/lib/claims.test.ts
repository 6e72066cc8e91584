import { describe, expect, it } from "vitest";
import { atLeast, SMALLEST_CLAIM } from "./claims.ts";

describe("atLeast", () => {
  it("rounds a count down into the spec's N+ format", () => {
    expect(atLeast(25)).toBe("25+");
    expect(atLeast(93)).toBe("90+");
    expect(atLeast(499)).toBe("490+");
    expect(atLeast(1_234)).toBe("1,200+");
    expect(atLeast(16_999)).toBe("16,000+");
  });
  it("shows a count below the first rounding step exactly, without '+'", () => {
    expect(atLeast(SMALLEST_CLAIM)).toBe(String(SMALLEST_CLAIM));
    expect(atLeast(19)).toBe("19");
    expect(atLeast(20)).toBe("20+");
  });
  it("never claims more than the count", () => {
    for (let n = SMALLEST_CLAIM; n < 30_000; n += 7) {
      const claim = atLeast(n);
      expect(Number(claim?.replaceAll(",", "").replace("+", ""))).toBeLessThanOrEqual(n);
    }
  });
  it("makes no claim of nothing, nor of a figure too small to boast about ('2+ members')", () => {
    for (const n of [0, 1, 2, SMALLEST_CLAIM - 1, -3, Number.NaN, Number.POSITIVE_INFINITY])
      expect(atLeast(n)).toBeNull();
  });
});
