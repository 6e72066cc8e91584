import { describe, expect, it } from "vitest";
import { PLAN_CACHE_CONTROL } from "~/features/planner/constants.ts";
import { SHARED_PAGE_CACHE_CONTROL, sharedPageHeaders } from "./shared-page-cache.ts";

describe("pages built from the operator's data", () => {
  it("are shared a few seconds and revalidated by browsers", () => {
    expect(sharedPageHeaders({ parentHeaders: new Headers() })).toEqual({
      "Cache-Control": "public, max-age=0, s-maxage=5",
      Vary: "Cookie",
    });
    expect(PLAN_CACHE_CONTROL).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it("are never shared when they set a cookie", () => {
    const parentHeaders = new Headers({ "Set-Cookie": "toast=; Max-Age=0" });
    expect(sharedPageHeaders({ parentHeaders })["Cache-Control"]).toBe("private, no-cache");
  });
});
