import { describe, expect, it } from "vitest";
import { passOnHeaders } from "./route-headers.ts";

describe("passOnHeaders", () => {
  it("passes on the loader's and the action's headers that must reach the browser, the action's winning", () => {
    const out = passOnHeaders(
      {
        loaderHeaders: new Headers({ "Cache-Control": "private, no-cache", Vary: "Cookie", "X-Internal": "1" }),
        actionHeaders: new Headers({ "Retry-After": "30", "Cache-Control": "no-store" }),
      },
      { "Referrer-Policy": "no-referrer" },
    );
    expect(Object.fromEntries(out)).toEqual({
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
      "retry-after": "30",
      vary: "Cookie",
    });
  });
});
