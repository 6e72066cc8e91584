import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrations } from "./index.ts";

describe("the migration list", () => {
  it("runs every migration file once, in the order of their numbers", () => {
    const files = readdirSync(import.meta.dirname)
      .filter((f) => /^\d{4}_.+\.ts$/.test(f) && !f.endsWith(".test.ts"))
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(migrations.map((m) => m.name)).toEqual(files);
    expect(migrations.map((m) => Number(m.name.slice(0, 4)))).toEqual(files.map((_, i) => i + 1));
  });
});
