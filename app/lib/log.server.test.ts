import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "./config.server.ts";
import { captureLogLines, log, runWithRequestId, scrubLogLine } from "./log.server.ts";

function linesAt(level: string, write: () => void) {
  vi.stubEnv("LOG_LEVEL", level);
  resetConfigForTests();
  const capture = captureLogLines();
  try {
    write();
  } finally {
    capture.stop();
  }
  return capture.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("log (pino, LOG_LEVEL)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  const everyLevel = () => {
    log.debug("d");
    log.info("i");
    log.warn("w");
    log.error("e");
  };

  it("prints info and above by default, as JSON lines with the level, time and worker", () => {
    const lines = linesAt("info", everyLevel);
    expect(lines.map((l) => l.msg)).toEqual(["i", "w", "e"]);
    expect(lines[0]).toMatchObject({ level: 30, worker: 0, pid: process.pid });
    expect(typeof lines[0]!.time).toBe("number");
  });

  it("prints only errors at error, everything at debug", () => {
    expect(linesAt("error", everyLevel).map((l) => l.msg)).toEqual(["e"]);
    expect(linesAt("debug", everyLevel).map((l) => l.msg)).toEqual(["d", "i", "w", "e"]);
  });

  it("keeps console-style arguments: the text joined, an Error as err with its stack", () => {
    const [line] = linesAt("info", () => log.error("jobs: failed:", new Error("relay down"), { attempt: 2 }));
    expect(line).toMatchObject({ msg: "jobs: failed:", attempt: 2 });
    expect((line!.err as { message: string; stack: string }).message).toBe("relay down");
    expect((line!.err as { stack: string }).stack).toContain("log.server.test.ts");
  });

  it("puts the request id on every line a request causes, also after awaits", async () => {
    vi.stubEnv("LOG_LEVEL", "info");
    resetConfigForTests();
    const capture = captureLogLines();
    try {
      log.info("outside");
      await runWithRequestId("req-1", async () => {
        log.info("first");
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.warn("after a pause");
      });
    } finally {
      capture.stop();
    }
    const lines = capture.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ["outside", undefined],
      ["first", "req-1"],
      ["after a pause", "req-1"],
    ]);
  });

  it("never writes an email address, a password, a token or a full IP address", () => {
    const lines = linesAt("info", () => {
      log.info("newsletter: could not subscribe ana.lim+trip@mail.example.co.id from 203.0.113.77");
      log.warn("404 Not Found: /newsletter/confirm?token=Zx81kLmP0q&x=1 from 2001:db8:85a3:0:0:8a2e:370:7334");
      log.error("auth: Authorization: Bearer abc.def-ghi");
      log.info({ email: "a@b.example", password: "hunter22", nested: { token: "t0k3n" } });
      log.warn("kit: sync failed", [{ api_key: "kk-998877", password: "pw-776655" }]);
      log.error("session aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY2z rejected");
      log.error(
        new Error("duplicate key value violates unique constraint: Key (email)=(ops@example.org) already exists"),
      );
    });
    const text = lines.map((l) => JSON.stringify(l)).join("\n");
    for (const secret of [
      "ana.lim",
      "mail.example.co.id",
      "203.0.113.77",
      "Zx81kLmP0q",
      "8a2e:370:7334",
      "abc.def-ghi",
      "hunter22",
      "t0k3n",
      "kk-998877",
      "pw-776655",
      "a@b.example",
      "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY2z",
      "ops@example.org",
    ]) {
      expect(text).not.toContain(secret);
    }
    // What is kept is still useful: the network of an address, the path, the parameter's name.
    expect(text).toContain("203.0.113.x");
    expect(text).toContain("/newsletter/confirm?token=[redacted]&x=1");
  });

  it("leaves times, request ids and paths alone", () => {
    const line = "07:19:59 reqId 0b6f1c2e-6a4e-4d1b-9a41-3c2f1e0d9b8a GET /community/:id 12.5 ms";
    expect(scrubLogLine(line)).toBe(line);
  });
});
