import { describe, expect, it } from "vitest";
import {
  isNeverCached,
  isOfflinePage,
  isStorable,
  otherRenditions,
  pageResources,
  pageTitle,
  storedHeaders,
  withoutNonce,
} from "./rules.ts";

const facts = (
  headers: Record<string, string>,
  over: Partial<{ status: number; type: string; redirected: boolean }> = {},
) => ({
  status: 200,
  type: "basic",
  redirected: false,
  headers: new Headers(headers),
  ...over,
});

describe("which pages are kept offline", () => {
  it("keeps guide pages", () => {
    for (const p of [
      "/",
      "/transport-guide",
      "/transport",
      "/transport/makassar",
      "/transport/routes/manado-bunaken-public-boat",
      "/destinations/bunaken",
      "/blog/x",
      "/saved",
      "/offline",
      "/planning",
    ]) {
      expect(isOfflinePage(p), p).toBe(true);
    }
  });
  it("never keeps member, admin, form, forum or API pages", () => {
    for (const p of [
      "/account",
      "/account/data.json",
      "/admin",
      "/auth",
      "/auth/reset",
      "/api/session",
      "/api/auth/x",
      "/community",
      "/community/5",
      "/submit-update",
      "/contact",
      "/partners",
      "/newsletter",
      "/unsubscribe",
      "/search",
      "/media/a.jpg",
    ]) {
      expect(isOfflinePage(p), p).toBe(false);
      expect(isNeverCached(p), p).toBe(true);
    }
  });
  it("does not mistake a longer name for a denied prefix", () => {
    expect(isNeverCached("/accounts-guide")).toBe(false);
    expect(isOfflinePage("/blog/rss.xml")).toBe(false);
  });
});

describe("which responses may be stored", () => {
  it("stores a public 200", () => {
    expect(isStorable(facts({ "Cache-Control": "public, max-age=0, must-revalidate" }))).toBe(true);
    expect(isStorable(facts({}))).toBe(true);
  });
  it("refuses private, no-store, Set-Cookie, Vary: *, redirects, errors and opaque answers", () => {
    expect(isStorable(facts({ "Cache-Control": "private, no-cache" }))).toBe(false);
    expect(isStorable(facts({ "Cache-Control": "no-store" }))).toBe(false);
    expect(isStorable(facts({ "Cache-Control": "Private" }))).toBe(false);
    expect(isStorable(facts({ Vary: "*" }))).toBe(false);
    expect(isStorable(facts({}, { redirected: true }))).toBe(false);
    expect(isStorable(facts({}, { status: 404 }))).toBe(false);
    expect(isStorable(facts({}, { status: 206 }))).toBe(false);
    expect(isStorable(facts({}, { type: "opaque" }))).toBe(false);
    const withCookie = { ...facts({}), headers: { get: (n: string) => (n === "Set-Cookie" ? "a=b" : null) } };
    expect(isStorable(withCookie)).toBe(false);
  });
});

describe("stored copies", () => {
  it("drop the per-request nonce from the CSP and the network body headers", () => {
    const csp = "default-src 'self';script-src 'self' 'sha256-abc=' 'nonce-Zm9vYmFy+/=';style-src 'self'";
    expect(withoutNonce(csp)).toBe("default-src 'self';script-src 'self' 'sha256-abc=';style-src 'self'");
    const out = storedHeaders(
      new Headers({
        "Content-Security-Policy": csp,
        "Content-Encoding": "br",
        "Content-Length": "10",
        "Content-Type": "text/html",
      }),
    );
    expect(out.get("Content-Security-Policy")).not.toContain("nonce");
    expect(out.get("Content-Encoding")).toBeNull();
    expect(out.get("Content-Length")).toBeNull();
    expect(out.get("Content-Type")).toBe("text/html");
  });
  it("read the title without the site name, and the page's own files", () => {
    expect(pageTitle("<html><title>Bunaken &amp; Manado | Sulawesi Travel Guide</title>")).toBe("Bunaken & Manado");
    const html = `<img src="/img/art/a-480.webp" srcset="/img/art/a-480.webp 480w, /img/art/a-960.webp 960w"><img src="https://x.test/y.png"><link href="/assets/coastline-1.svg"><a href="/assets/app.css">`;
    expect(pageResources(html).sort()).toEqual([
      "/assets/app.css",
      "/assets/coastline-1.svg",
      "/img/art/a-480.webp",
      "/img/art/a-960.webp",
    ]);
  });
});

describe("artwork renditions", () => {
  it("offers the other widths of the same artwork, largest first, and nothing for other files", () => {
    expect(otherRenditions("http://x.test/img/art/hub-makassar-480.webp")).toEqual([
      "http://x.test/img/art/hub-makassar-1600.webp",
      "http://x.test/img/art/hub-makassar-960.webp",
    ]);
    expect(otherRenditions("/img/art/hub-makassar-og.jpg")).toEqual([]);
    expect(otherRenditions("/img/icons/icon-192.png")).toEqual([]);
  });
});
