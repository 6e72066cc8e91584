import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { normaliseRequestTarget } from "./request-target.ts";

const SITE = "https://sulawesi.example";

function attempt(url: string, host?: string) {
  const req = { url, headers: host === undefined ? {} : { host } } as IncomingMessage;
  const answer = { status: 0, headers: {} as Record<string, unknown>, body: "" };
  const res = {
    set statusCode(value: number) {
      answer.status = value;
    },
    setHeader: (name: string, value: unknown) => {
      answer.headers[name.toLowerCase()] = value;
    },
    end: (body: string) => {
      answer.body = body;
    },
  } as unknown as ServerResponse;
  const passed = normaliseRequestTarget(req, res, SITE);
  return { passed, url: req.url, host: req.headers.host, answer };
}

describe("normaliseRequestTarget", () => {
  it("leaves an ordinary request alone", () => {
    expect(attempt("/community?sort=new", "localhost:3000")).toMatchObject({
      passed: true,
      url: "/community?sort=new",
      host: "localhost:3000",
    });
  });

  it("gives a request without Host (or with an empty one) the configured site's host", () => {
    expect(attempt("/community")).toMatchObject({ passed: true, host: "sulawesi.example" });
    expect(attempt("/community", "  ")).toMatchObject({ passed: true, host: "sulawesi.example" });
  });

  it("serves an absolute-form target as its path, its authority as the host", () => {
    expect(attempt("http://localhost:3000/community?sort=new", "elsewhere.test")).toMatchObject({
      passed: true,
      url: "/community?sort=new",
      host: "localhost:3000",
    });
    expect(attempt("HTTPS://Sulawesi.Example")).toMatchObject({ passed: true, url: "/", host: "sulawesi.example" });
  });

  it("answers a plain 400 for targets and hosts that name no site", () => {
    for (const [url, host] of [
      ["ftp://localhost/community", "localhost"],
      ["http://user:pw@localhost/community", "localhost"],
      ["http:///community", "localhost"],
      ["*", "localhost"],
      ["/community", "local host"],
      ["/community", "localhost/evil"],
      ["/community", "user@localhost"],
    ] as const) {
      const { passed, answer } = attempt(url, host);
      expect(passed, `${url} ${host}`).toBe(false);
      expect(answer.status).toBe(400);
      expect(answer.body).toBe("The request could not be understood.");
    }
  });
});
