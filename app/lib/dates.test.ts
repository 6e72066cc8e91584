import { describe, expect, it } from "vitest";
import { formatAdminDate, formatAdminDay, isoDateIn, isValidTimeZone } from "./dates.ts";

describe("admin dates", () => {
  it("formats as 'Nov 22, 2026, 3:04 PM WITA' in Asia/Makassar by default, labelled", () => {
    expect(formatAdminDate("2026-11-22T07:04:00.000Z")).toBe("Nov 22, 2026, 3:04 PM WITA");
  });

  it("uses the given time zone, and names it", () => {
    expect(formatAdminDate("2026-11-22T07:04:00.000Z", "UTC")).toBe("Nov 22, 2026, 7:04 AM UTC");
    expect(formatAdminDate("2026-01-05T23:59:00.000Z", "America/New_York")).toBe("Jan 5, 2026, 6:59 PM EST");
  });

  it("crosses the date line into the next day", () => {
    expect(formatAdminDate("2026-12-31T16:00:00.000Z")).toBe("Jan 1, 2027, 12:00 AM WITA");
  });

  it("uses plain spaces only", () => {
    expect(formatAdminDate("2026-11-22T07:04:00.000Z")).not.toMatch(/[\u202f\u00a0]/);
  });

  it("shows a dash for missing or bad values", () => {
    expect(formatAdminDate(null)).toBe("-");
    expect(formatAdminDate("")).toBe("-");
    expect(formatAdminDate("not a date")).toBe("-");
  });

  it("knows valid time zones and gives calendar dates", () => {
    expect(isValidTimeZone("Asia/Makassar")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isoDateIn(new Date("2026-11-22T16:00:00Z"), "Asia/Makassar")).toBe("2026-11-23");
  });

  it("formats a travel day as 'Nov 1, 2026', the same day in every zone", () => {
    expect(formatAdminDay("2026-11-01")).toBe("Nov 1, 2026");
    expect(formatAdminDay("2026-12-31")).toBe("Dec 31, 2026");
    expect(formatAdminDay("sometime")).toBe("sometime");
  });
});
