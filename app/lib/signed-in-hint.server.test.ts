import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { keepCookieResponsesPrivate, keepPersonalPagePrivate, signedInHintCookie } from "./signed-in-hint.server.ts";
import { SIGNED_IN_HINT_COOKIE, viewerOf } from "./viewer.ts";

const member = { name: "Ayu", avatar: null, isAdmin: false };
const base = { requestCookie: null, setCookies: [], viewer: undefined, sessionSeconds: 3600, secure: false };

describe("signedInHintCookie", () => {
  it("follows a session cookie being set, with its lifetime, and being cleared", () => {
    const set = signedInHintCookie({
      ...base,
      setCookies: [
        "toast=x; Path=/",
        "better-auth.session_token=abc.def; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax",
      ],
    });
    expect(set).toBe("signed_in=1; Path=/; Max-Age=2592000; SameSite=Lax");
    expect(set).not.toMatch(/HttpOnly/i);
    const cleared = signedInHintCookie({
      ...base,
      requestCookie: "signed_in=1",
      viewer: member,
      setCookies: ["__Secure-better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; Secure"],
      secure: true,
    });
    expect(cleared).toBe("signed_in=; Path=/; Max-Age=0; SameSite=Lax; Secure");
  });

  it("reads Expires when the session cookie has no Max-Age", () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toUTCString();
    const hint = signedInHintCookie({
      ...base,
      setCookies: [`better-auth.session_token=abc; Expires=${inAnHour}; Path=/`],
    });
    const seconds = Number(/Max-Age=(\d+)/.exec(hint ?? "")?.[1]);
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
  });

  it("corrects a wrong hint only when the request looked the viewer up", () => {
    expect(signedInHintCookie({ ...base, viewer: member })).toBe("signed_in=1; Path=/; Max-Age=3600; SameSite=Lax");
    expect(signedInHintCookie({ ...base, viewer: member, requestCookie: "a=b; signed_in=1" })).toBeNull();
    expect(signedInHintCookie({ ...base, viewer: null, requestCookie: "signed_in=1; a=b" })).toBe(
      "signed_in=; Path=/; Max-Age=0; SameSite=Lax",
    );
    expect(signedInHintCookie({ ...base, viewer: null })).toBeNull();
    // Not looked up (a prerendered or cached answer, or the database was unreachable): left alone.
    expect(signedInHintCookie({ ...base, viewer: undefined, requestCookie: "signed_in=1" })).toBeNull();
  });
});

describe("keepPersonalPagePrivate", () => {
  it("makes a public or unmarked page private and varies on Cookie", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60", Vary: "Accept-Encoding" });
    keepPersonalPagePrivate(headers);
    expect(headers.get("Cache-Control")).toBe("private, no-cache");
    expect(headers.get("Vary")).toBe("Accept-Encoding, Cookie");
    const unmarked = new Headers();
    keepPersonalPagePrivate(unmarked);
    expect(unmarked.get("Cache-Control")).toBe("private, no-cache");
  });

  it("keeps a stricter header", () => {
    const headers = new Headers({ "Cache-Control": "no-store", Vary: "Cookie" });
    keepPersonalPagePrivate(headers);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Vary")).toBe("Cookie");
  });
});

describe("viewerOf", () => {
  it("keeps only a same-site avatar path and says whether the user is an admin", () => {
    expect(viewerOf({ displayName: "Ayu", image: "/media/avatars/a.webp", role: "admin" })).toEqual({
      name: "Ayu",
      avatar: "/media/avatars/a.webp",
      isAdmin: true,
    });
    expect(viewerOf({ displayName: "Ayu", image: "//evil.example/a.png", role: "user" }).avatar).toBeNull();
    expect(viewerOf({ displayName: "Ayu", image: "https://evil.example/a.png", role: "user" }).avatar).toBeNull();
  });
});

it("the page script looks for the same cookie name", () => {
  const script = readFileSync(new URL("../enhance/enhance.js", import.meta.url), "utf8");
  expect(script).toContain(String.raw`(?:^|;\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);
});

describe("keepCookieResponsesPrivate", () => {
  it("makes a response that sets a cookie private, so no shared cache or service worker stores it", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=300" });
    headers.append("Set-Cookie", "toast=; Max-Age=0; Path=/");
    expect(keepCookieResponsesPrivate(headers)).toBe(true);
    expect(headers.get("Cache-Control")).toBe("private, no-cache");
  });
  it("leaves responses without cookies, and already private or no-store ones, alone", () => {
    const plain = new Headers({ "Cache-Control": "public, max-age=300" });
    expect(keepCookieResponsesPrivate(plain)).toBe(false);
    expect(plain.get("Cache-Control")).toBe("public, max-age=300");
    const noStore = new Headers({ "Cache-Control": "no-store" });
    noStore.append("Set-Cookie", "a=b");
    expect(keepCookieResponsesPrivate(noStore)).toBe(false);
    expect(noStore.get("Cache-Control")).toBe("no-store");
  });
});
