import { describe, expect, it } from "vitest";
import { failedWriteStatus, isDatabaseUnavailable, rethrowIfDatabaseUnavailable } from "./unavailable.ts";

describe("isDatabaseUnavailable", () => {
  it("recognises a refused or dropped PostgreSQL connection", () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: { code: "08006" } }))).toBe(true);
  });

  it("recognises SQLite locked past its busy timeout", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("database is locked"), { errcode: 5 }))).toBe(true);
  });

  it("does not excuse bugs or constraint violations", () => {
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("rethrowIfDatabaseUnavailable", () => {
  it("turns an outage into a 503 route error response and lets other errors pass", () => {
    let thrown: unknown;
    try {
      rethrowIfDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    } catch (error) {
      thrown = error;
    }
    // What `data(..., { status: 503 })` throws; React Router turns it into a 503 route error response.
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
    expect(() => rethrowIfDatabaseUnavailable(new TypeError("bug"))).not.toThrow();
  });
});

describe("failedWriteStatus", () => {
  it("answers 503 for an outage, so the visitor knows to try again, and 500 for anything else", () => {
    expect(failedWriteStatus(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(503);
    expect(failedWriteStatus(new Error("database is locked"))).toBe(503);
    expect(failedWriteStatus(new TypeError("bug"))).toBe(500);
  });
});
