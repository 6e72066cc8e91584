import { afterEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "./config.server.ts";
import { assertSameOrigin } from "./origin.server.ts";

function post(url: string, headers: Record<string, string>) {
  return new Request(url, { method: "POST", headers });
}

async function refusal(fn: () => void): Promise<{ status: number; text: string } | undefined> {
  try {
    fn();
    return undefined;
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return { status: error.status, text: await error.text() };
  }
}

describe("assertSameOrigin", () => {
  afterEach(() => {
    delete process.env.SITE_URL;
    resetConfigForTests();
  });

  it("accepts the request URL's own origin", async () => {
    expect(
      await refusal(() => assertSameOrigin(post("http://localhost:3000/api/x", { Origin: "http://localhost:3000" }))),
    ).toBeUndefined();
  });

  it("accepts SITE_URL's origin (the app behind a proxy sees another URL)", async () => {
    process.env.SITE_URL = "https://sulawesi.example/";
    resetConfigForTests();
    const request = post("http://127.0.0.1:3000/api/x", { Origin: "https://sulawesi.example" });
    expect(await refusal(() => assertSameOrigin(request))).toBeUndefined();
  });

  it("refuses another origin with a 403 and a clear text", async () => {
    const result = await refusal(() =>
      assertSameOrigin(post("http://localhost:3000/api/x", { Origin: "https://evil.example" })),
    );
    expect(result?.status).toBe(403);
    expect(result?.text).toMatch(/another website/);
  });

  it("refuses a look-alike origin (different port or scheme)", async () => {
    for (const origin of ["http://localhost:3001", "https://localhost:3000", "http://localhost:3000.evil.example"]) {
      expect((await refusal(() => assertSameOrigin(post("http://localhost:3000/x", { Origin: origin }))))?.status).toBe(
        403,
      );
    }
  });

  it("falls back to the Referer when Origin is absent", async () => {
    expect(
      await refusal(() =>
        assertSameOrigin(post("http://localhost:3000/x", { Referer: "http://localhost:3000/forum/new?x=1" })),
      ),
    ).toBeUndefined();
    expect(
      (await refusal(() => assertSameOrigin(post("http://localhost:3000/x", { Referer: "https://evil.example/page" }))))
        ?.status,
    ).toBe(403);
  });

  it("refuses a mutation with neither header, or Origin: null", async () => {
    expect((await refusal(() => assertSameOrigin(post("http://localhost:3000/x", {}))))?.text).toMatch(/did not say/);
    expect((await refusal(() => assertSameOrigin(post("http://localhost:3000/x", { Origin: "null" }))))?.status).toBe(
      403,
    );
  });

  it("lets safe methods through", async () => {
    const get = new Request("http://localhost:3000/x", { headers: { Origin: "https://evil.example" } });
    expect(await refusal(() => assertSameOrigin(get))).toBeUndefined();
  });
});
