import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatLongDateTime, timeZoneLabel } from "./time.ts";

describe("times as a person reads them: in WITA, labelled", () => {
  it("shows a moment in Sulawesi time with its label", () => {
    expect(formatDateTime("2026-11-22T07:04:00.000Z")).toBe("Nov 22, 2026, 3:04 PM WITA");
    expect(formatLongDateTime("2026-11-22T07:04:00.000Z")).toBe("November 22, 2026 at 3:04 PM WITA");
  });
  it("gives the day in Sulawesi, not in UTC", () => {
    expect(formatDay("2026-11-22T16:30:00.000Z")).toBe("Nov 23, 2026");
    expect(formatDay("2026-11-22T16:30:00.000Z", "long")).toBe("November 23, 2026");
  });
  it("labels other zones by their own names", () => {
    expect(timeZoneLabel("Asia/Makassar")).toBe("WITA");
    expect(formatDateTime("2026-11-22T07:04:00.000Z", "UTC")).toBe("Nov 22, 2026, 7:04 AM UTC");
  });
  it("uses plain spaces and says nothing for a missing moment", () => {
    expect(formatDateTime("2026-11-22T07:04:00.000Z")).not.toMatch(/[\u202f\u00a0]/);
    expect(formatDateTime(null)).toBe("");
    expect(formatDay("not a date")).toBe("");
  });
});
