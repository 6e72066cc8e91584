import { describe, expect, it } from "vitest";
import { generatedPaths, registerGeneratedPaths } from "./data-version.server.ts";

describe("generatedPaths: both editions (ADR 0029, ADR 0036)", () => {
  it("generates each registered page with its /id twin and the same key; files once", () => {
    registerGeneratedPaths("test pages", () => [
      "/",
      "/transport",
      { path: "/transport/routes/a/history", key: "revision 3" },
      "/data/routes.csv",
      "/id/transport",
    ]);
    const paths = generatedPaths().filter((p) => ["/", "/id"].includes(p.path) || /transport|data/.test(p.path));
    expect(paths).toEqual([
      { path: "/" },
      { path: "/id" },
      { path: "/transport" },
      { path: "/id/transport" },
      { path: "/transport/routes/a/history", key: "revision 3" },
      { path: "/id/transport/routes/a/history", key: "revision 3" },
      { path: "/data/routes.csv" },
    ]);
  });
});
