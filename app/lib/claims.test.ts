import { describe, expect, it } from "vitest";
import { atLeast } from "./claims.ts";

describe("atLeast", () => {
  it("rounds a count down into the spec's N+ format", () => {
    expect(atLeast(1)).toBe("1+");
    expect(atLeast(19)).toBe("19+");
    expect(atLeast(25)).toBe("25+");
    expect(atLeast(93)).toBe("90+");
    expect(atLeast(499)).toBe("490+");
    expect(atLeast(1_234)).toBe("1,200+");
    expect(atLeast(16_999)).toBe("16,000+");
  });
  it("never claims more than the count", () => {
    for (let n = 1; n < 30_000; n += 7) {
      const claim = atLeast(n);
      expect(Number(claim?.replaceAll(",", "").slice(0, -1))).toBeLessThanOrEqual(n);
    }
  });
  it("makes no claim of nothing", () => {
    for (const n of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) expect(atLeast(n)).toBeNull();
  });
});
