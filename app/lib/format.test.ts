import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatDateTime,
  formatDay,
  formatLongDateTime,
  formatMonthYear,
  formatNumber,
  formatRelativeTime,
  formatRupiah,
  formatRupiahShort,
  isoDateIn,
  isTimeZone,
  monthName,
  plural,
  timeZoneLabel,
} from "./format.ts";

const moment = "2026-11-26T07:04:00.000Z";

describe("format (en: the site's English, byte for byte)", () => {
  it("formats moments in WITA, labelled, with plain spaces", () => {
    expect(formatDateTime("en", moment)).toBe("Nov 26, 2026, 3:04 PM WITA");
    expect(formatLongDateTime("en", moment)).toBe("November 26, 2026 at 3:04 PM WITA");
    expect(formatDateTime("en", moment, "UTC")).toBe("Nov 26, 2026, 7:04 AM UTC");
    expect(formatDateTime("en", "2026-01-05T23:59:00Z", "America/New_York")).toBe("Jan 5, 2026, 6:59 PM EST");
    expect(formatDateTime("en", moment)).not.toMatch(/[\u202f\u00a0]/);
    expect(formatDateTime("en", "not a date")).toBe("");
    expect(formatDateTime("en", null)).toBe("");
  });

  it("gives the day a moment falls on in Sulawesi", () => {
    expect(formatDay("en", "2026-12-31T16:00:00Z")).toBe("Jan 1, 2027");
    expect(formatDay("en", "2026-11-22T16:30:00.000Z", "long")).toBe("November 23, 2026");
    expect(formatDay("en", "not a date")).toBe("");
    expect(formatDay("en", moment, "long")).toBe("November 26, 2026");
  });

  it("formats calendar days without moving them", () => {
    expect(formatCalendarDay("en", "2026-11-26")).toBe("November 26, 2026");
    expect(formatCalendarDay("en", "2026-11-01", "short")).toBe("Nov 1, 2026");
    expect(formatCalendarDay("en", "sometime")).toBe("sometime");
    expect(isoDateIn(new Date("2026-11-22T16:00:00Z"))).toBe("2026-11-23");
    expect(isoDateIn(new Date("2026-11-22T16:00:00Z"), "UTC")).toBe("2026-11-22");
  });

  it("names months", () => {
    expect(monthName("en", 7)).toBe("July");
    expect(monthName("en", 9, "short")).toBe("Sep");
    expect(formatMonthYear("en", "2025-07-16")).toBe("July 2025");
    expect(formatMonthYear("en", "2019-02", "short")).toBe("Feb 2019");
  });

  it("formats numbers and rupiah", () => {
    expect(formatNumber("en", 12345)).toBe("12,345");
    expect(formatNumber("en", 12.345, 1)).toBe("12.3");
    expect(formatNumber("en", 0.39, 3, true)).toBe("0.390");
    expect(formatNumber("en", 3.9675, 3, true)).toBe("3.967");
    expect(formatRupiah("en", 1_500_000)).toBe("Rp1,500,000");
    expect(formatRupiahShort("en", 125_000)).toBe("Rp125k");
    expect(formatRupiahShort("en", 1_240_000)).toBe("Rp1.24M");
    expect(formatRupiahShort("en", 1_000_000)).toBe("Rp1M");
    expect(formatRupiahShort("en", 5350)).toBe("Rp5,350");
    expect(formatRupiahShort("en", 153_500)).toBe("Rp153,500");
  });

  it("chooses plural forms and relative times", () => {
    const forms = { one: "upvote", other: "upvotes" };
    expect(plural("en", 1, forms)).toBe("upvote");
    expect(plural("en", 0, forms)).toBe("upvotes");
    expect(plural("en", 2, forms)).toBe("upvotes");
    const now = Date.parse(moment);
    const H = 3_600_000;
    expect(formatRelativeTime("en", now - 59 * 60_000, now, "Just now")).toBe("Just now");
    expect(formatRelativeTime("en", now - 3 * H, now, "Just now")).toBe("3h ago");
    expect(formatRelativeTime("en", now - 48 * H, now, "Just now")).toBe("2d ago");
    expect(formatRelativeTime("en", now - 168 * H, now, "Just now")).toBe("Nov 19, 2026");
  });

  it("labels Indonesia's zones by their own names", () => {
    expect(timeZoneLabel()).toBe("WITA");
    expect(timeZoneLabel("Asia/Jakarta")).toBe("WIB");
    expect(timeZoneLabel("Asia/Jayapura")).toBe("WIT");
    expect(isTimeZone("Asia/Makassar")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("format (id: the coming Indonesian edition)", () => {
  it("writes days and months as Indonesians do", () => {
    expect(formatCalendarDay("id", "2026-11-26")).toBe("26 November 2026");
    expect(formatDay("id", moment, "long")).toBe("26 November 2026");
    expect(formatMonthYear("id", "2025-07")).toBe("Juli 2025");
    expect(formatDateTime("id", moment)).toBe("26 Nov 2026, 15.04 WITA");
    expect(formatLongDateTime("id", moment, "Asia/Jakarta")).toBe("26 November 2026 pukul 14.04 WIB");
  });

  it("groups thousands with dots", () => {
    expect(formatNumber("id", 12345)).toBe("12.345");
    expect(formatNumber("id", 12.345, 1)).toBe("12,3");
    expect(formatNumber("id", 0.39, 3, true)).toBe("0,390");
    expect(formatRupiah("id", 1_500_000)).toBe("Rp1.500.000");
    expect(formatRupiahShort("id", 125_000)).toBe("Rp125rb");
    expect(formatRupiahShort("id", 1_240_000)).toBe("Rp1,24jt");
    expect(formatRupiahShort("id", 5350)).toBe("Rp5.350");
  });

  it("has no singular form, and says relative times in Indonesian", () => {
    expect(plural("id", 1, { one: "a", other: "b" })).toBe("b");
    const now = Date.parse(moment);
    expect(formatRelativeTime("id", now - 3 * 3_600_000, now, "Baru saja")).toBe("3 jam lalu");
  });
});
