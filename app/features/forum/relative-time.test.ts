import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = Date.parse("2026-11-20T12:00:00.000Z");
const ago = (ms: number) => new Date(now - ms).toISOString();
const H = 3_600_000;

describe("relativeTime (spec section 9)", () => {
  it("says 'Just now' under one hour, and for times slightly in the future", () => {
    expect(relativeTime("en", ago(0), now)).toBe("Just now");
    expect(relativeTime("en", ago(59 * 60_000), now)).toBe("Just now");
    expect(relativeTime("en", ago(H - 1), now)).toBe("Just now");
    expect(relativeTime("en", ago(-5 * 60_000), now)).toBe("Just now");
  });
  it("says 'Nh ago' from one hour to under 24 hours", () => {
    expect(relativeTime("en", ago(H), now)).toBe("1h ago");
    expect(relativeTime("en", ago(2.5 * H), now)).toBe("2h ago");
    expect(relativeTime("en", ago(24 * H - 1), now)).toBe("23h ago");
  });
  it("says 'Nd ago' from 24 hours to under 168 hours", () => {
    expect(relativeTime("en", ago(24 * H), now)).toBe("1d ago");
    expect(relativeTime("en", ago(47 * H), now)).toBe("1d ago");
    expect(relativeTime("en", ago(48 * H), now)).toBe("2d ago");
    expect(relativeTime("en", ago(168 * H - 1), now)).toBe("6d ago");
  });
  it("shows the date from 168 hours on", () => {
    expect(relativeTime("en", ago(168 * H), now)).toBe("Nov 13, 2026");
    // The day in Sulawesi (WITA, UTC+8): 23:30 UTC is already the next morning there.
    expect(relativeTime("en", "2024-01-05T23:30:00.000Z", now)).toBe("Jan 6, 2024");
  });
  it("accepts a Date for now and returns '' for an invalid timestamp", () => {
    expect(relativeTime("en", ago(3 * H), new Date(now))).toBe("3h ago");
    expect(relativeTime("en", "not a date", now)).toBe("");
  });
});
