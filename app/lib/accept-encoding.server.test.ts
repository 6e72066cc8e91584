import { describe, expect, it } from "vitest";
import { negotiateEncoding, varyOnAcceptEncoding } from "./accept-encoding.server.ts";

describe("varyOnAcceptEncoding", () => {
  it("names Accept-Encoding once, whatever the given Vary already says", () => {
    expect(varyOnAcceptEncoding(null)).toBe("Accept-Encoding");
    expect(varyOnAcceptEncoding(undefined)).toBe("Accept-Encoding");
    expect(varyOnAcceptEncoding("")).toBe("Accept-Encoding");
    expect(varyOnAcceptEncoding("Cookie")).toBe("Cookie, Accept-Encoding");
    expect(varyOnAcceptEncoding("Cookie, Accept-Encoding")).toBe("Cookie, Accept-Encoding");
    expect(varyOnAcceptEncoding("accept-encoding")).toBe("accept-encoding");
    expect(varyOnAcceptEncoding("Cookie,accept-encoding ")).toBe("Cookie,accept-encoding ");
    expect(varyOnAcceptEncoding("*")).toBe("*");
  });

  it("does not mistake a longer header name for Accept-Encoding", () => {
    expect(varyOnAcceptEncoding("X-Accept-Encoding-Hint")).toBe("X-Accept-Encoding-Hint, Accept-Encoding");
  });
});

describe("negotiateEncoding", () => {
  it("prefers brotli among equals and honours refusals", () => {
    expect(negotiateEncoding("gzip, br")).toBe("br");
    expect(negotiateEncoding("gzip, br;q=0")).toBe("gzip");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("identity;q=0", ["identity"])).toBeNull();
  });
});
