import { hashPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { passwordHashing } from "./password-hash.server.ts";

describe("password hashing", () => {
  const site = passwordHashing(false);
  const tests = passwordHashing(true);

  it("outside tests makes better-auth's own hashes, and checks them", async () => {
    const hash = await site.hash("kopi-susu-2026");
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await site.verify({ hash, password: "kopi-susu-2026" })).toBe(true);
    expect(await site.verify({ hash, password: "kopi-susu-2027" })).toBe(false);
  });

  it("accepts hashes better-auth made (the operator's scripts), in tests too", async () => {
    const hash = await hashPassword("operator-secret-1");
    for (const hashing of [site, tests]) {
      expect(await hashing.verify({ hash, password: "operator-secret-1" })).toBe(true);
      expect(await hashing.verify({ hash, password: "operator-secret-2" })).toBe(false);
    }
  });

  it("in tests makes cheaper marked hashes, which the site refuses", async () => {
    const hash = await tests.hash("kopi-susu-2026");
    expect(hash).toMatch(/^test:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await tests.verify({ hash, password: "kopi-susu-2026" })).toBe(true);
    expect(await tests.verify({ hash, password: "kopi-susu-2027" })).toBe(false);
    expect(await site.verify({ hash, password: "kopi-susu-2026" })).toBe(false);
  });

  it("refuses a malformed hash instead of failing", async () => {
    for (const hash of ["", "nocolon", "test:", ":abcd"])
      expect(await site.verify({ hash, password: "x" })).toBe(false);
  });
});
