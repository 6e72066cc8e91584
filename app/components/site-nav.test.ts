import { describe, expect, it } from "vitest";
import { isActivePath } from "./site-nav.ts";

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
