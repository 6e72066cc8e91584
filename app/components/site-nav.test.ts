import { describe, expect, it } from "vitest";
import { isActivePath, mainNav } from "./site-nav.ts";

describe("isActivePath", () => {
  it("matches the route itself and paths below it", () => {
    expect(isActivePath("/transport", "/transport")).toBe(true);
    expect(isActivePath("/transport/flights", "/transport")).toBe(true);
  });
  it("does not match a route that merely shares a prefix", () => {
    expect(isActivePath("/transport-guide", "/transport")).toBe(false);
    expect(isActivePath("/", "/transport")).toBe(false);
  });
});

describe("the main menu", () => {
  it("offers Planning and the printable guide (issue 19 point 9)", () => {
    const all = mainNav.flatMap((item) => [item, ...(item.children ?? [])]).map((l) => l.to);
    expect(all).toContain("/planning");
    expect(all).toContain("/transport-guide");
  });
});
