/**
 * The header's and footer's shared markup (ADR 0037): rendered once per key and reused, it must be
 * exactly what the page's own render writes, on every page of both editions, whatever page filled
 * the key first; and the keys stay few.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createSharedMarkup } from "~/lib/shared-markup.server.tsx";
import { SharedMarkupContext, type SharedMarkupRenderer } from "~/lib/shared-markup.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { NAV_TARGETS, navStateKey } from "./site-nav.ts";

function frame(path: string, shared: SharedMarkupRenderer | null): string {
  const element: ReactNode = (
    <>
      <Header siteName="Sulawesi Travel Guide" viewer={null} offerSignedInMenu={true} />
      <Footer siteName="Sulawesi Travel Guide" contactEmail="hello@example.com" newsletterForm={null} />
    </>
  );
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return renderToString(
    <SharedMarkupContext value={shared}>
      <RouterProvider router={router} />
    </SharedMarkupContext>,
  );
}

const englishPaths = [
  "/",
  "/community",
  "/community/0f704a18-2648-45a0-960f-bfc754215114",
  "/admin",
  "/transportation",
  ...NAV_TARGETS,
  ...NAV_TARGETS.map((to) => `${to}/`),
  ...NAV_TARGETS.map((to) => `${to}/some-page`),
];
const paths = [...englishPaths, ...englishPaths.map((p) => (p === "/" ? "/id" : `/id${p}`))];

describe("the shared markup of the header and footer", () => {
  it("is the markup the page would render itself, on every page of both editions", () => {
    // One renderer for all, filled in two different orders: a key filled by one page serves the others.
    for (const order of [paths, [...paths].reverse()]) {
      const shared = createSharedMarkup();
      for (const path of order) expect(frame(path, shared), path).toBe(frame(path, null));
    }
  });

  it("writes the shared parts as HTML: the menus are in the page once filled", () => {
    const shared = createSharedMarkup();
    frame("/transport/ferries", shared);
    const html = frame("/transport/ferries", shared);
    expect(html).toMatch(/aria-current="page"[^>]*>Ferry Routes</);
    expect(html).toContain('href="/privacy" data-discover="true"');
    expect(frame("/id/transport/ferries", shared)).toContain('href="/id/privacy" data-discover="true"');
  });

  it("has a few keys for all pages: every forum post shares one", () => {
    expect(navStateKey("/community/a")).toBe(navStateKey("/community/b"));
    expect(navStateKey("/community/a")).toBe(navStateKey("/"));
    expect(navStateKey("/destinations/bunaken")).toBe(navStateKey("/destinations/tana-toraja"));
    expect(navStateKey("/destinations/north")).not.toBe(navStateKey("/destinations/bunaken"));
    expect(new Set(paths.map((p) => navStateKey(p.replace(/^\/id(?=\/|$)/, "") || "/"))).size).toBeLessThan(40);
  });

  it("renders as usual once its limit of keys is reached", () => {
    const shared = createSharedMarkup(1);
    expect(shared("en", "a", <b>one</b>)).toBe("<b>one</b>");
    expect(shared("en", "b", <b>two</b>)).toBeUndefined();
    expect(shared("id", "a", <b>one</b>)).toBeUndefined();
    expect(shared("en", "a", <b>changed</b>)).toBe("<b>one</b>");
  });
});
