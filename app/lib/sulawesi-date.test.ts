import { describe, expect, it } from "vitest";
import { sulawesiToday } from "./sulawesi-date.ts";

describe("sulawesiToday", () => {
  it("turns the day at midnight WITA (16:00 UTC), not at midnight UTC", () => {
    expect(sulawesiToday(new Date("2026-11-26T15:59:59Z"))).toBe("2026-11-26");
    expect(sulawesiToday(new Date("2026-11-26T16:00:00Z"))).toBe("2026-11-27");
    expect(sulawesiToday(new Date("2026-12-31T16:30:00Z"))).toBe("2027-01-01");
  });
});
