/**
 * The site's frame in both editions (issue 31, ADR 0036): the header, the footer, the search box, the
 * not-found and error pages speak the page's language, keep their links in its edition, and leave
 * the English exactly as it was.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "./ErrorPage.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { NotFound } from "./NotFound.tsx";
import { mainNavFor } from "./site-nav.ts";
import { FOOTER_TEXT, NAV_TEXT } from "./texts.ts";

function render(element: ReactNode, path: string): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return renderToString(<RouterProvider router={router} />);
}

const header = (path: string) =>
  render(<Header siteName="Sulawesi Travel Guide" viewer={null} offerSignedInMenu={true} />, path);
const footer = (path: string) =>
  render(<Footer siteName="Sulawesi Travel Guide" contactEmail="hello@example.com" newsletterForm={null} />, path);

describe("the header", () => {
  it("is English on English pages, as before", () => {
    const html = header("/transport/flights");
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('aria-label="Transport menu"');
    expect(html).toContain('href="/transport/plan" data-discover="true"');
    expect(html).toContain('href="/search"');
    expect(html).toContain('action="/search"');
    expect(html).toContain('placeholder="Place, route or topic"');
    expect(html).toContain(">Join Free Community</a>");
    expect(html).toContain('action="/auth"');
    // The active section and page follow the path.
    expect(html).toMatch(/aria-current="page"[^>]*>Flight Routes</);
  });

  it("is Indonesian on /id pages, every page link and form in the /id edition", () => {
    const html = header("/id/transport/flights");
    expect(html).toContain('aria-label="Utama"');
    expect(html).toContain('aria-label="Menu Transportasi"');
    expect(html).toContain('href="/id/transport/plan" data-discover="true"');
    expect(html).toContain(">Perencana Rute</a>");
    expect(html).toContain('href="/id/search"');
    expect(html).toContain('action="/id/search"');
    expect(html).toContain('placeholder="Tempat, rute, atau topik"');
    expect(html).toContain(">Gabung Komunitas</a>");
    expect(html).toContain('href="/id/community"');
    expect(html).toContain('action="/id/auth"');
    expect(html).toMatch(/aria-current="page"[^>]*>Rute Penerbangan</);
    // Only the language switch leads to the English edition.
    const withoutSwitch = html.replace(/<a [^>]*data-language-switch[^>]*>.*?<\/a>/g, "");
    expect(withoutSwitch).not.toMatch(/href="\/(transport|destinations|experiences|planning|blog|contact)/);
  });

  it("offers the other edition of the same page and query, in its own language", () => {
    const en = header("/transport/plan?from=makassar&to=bunaken");
    expect(en).toMatch(
      /<a href="\/id\/transport\/plan\?from=makassar&amp;to=bunaken" hrefLang="id" lang="id"[^>]*data-language-switch="true">ID<span class="sr-only">: Baca halaman ini dalam Bahasa Indonesia<\/span><\/a>/,
    );
    const id = header("/id/transport/plan/?from=makassar&to=bunaken");
    expect(id).toMatch(
      /<a href="\/transport\/plan\?from=makassar&amp;to=bunaken" hrefLang="en" lang="en"[^>]*data-language-switch="true">EN<span class="sr-only">: Read this page in English<\/span><\/a>/,
    );
    expect(header("/id")).toMatch(/<a href="\/" hrefLang="en"/);
    expect(header("/")).toMatch(/<a href="\/id" hrefLang="id"/);
    expect(header("/admin")).not.toContain("data-language-switch");
  });
});

describe("the footer", () => {
  it("speaks the page's language and links within its edition", () => {
    const en = footer("/planning");
    expect(en).toContain("Quick Links");
    expect(en).toContain(". All rights reserved. Prices and timetables change often");
    expect(en).toContain('hover:underline" href="/privacy" data-discover="true">Privacy Policy</a>');
    const id = footer("/id/planning");
    expect(id).toContain("Tautan Cepat");
    expect(id).toContain(">Kebijakan Privasi</a>");
    expect(id).toContain('href="/id/privacy" data-discover="true"');
    expect(id).toContain('href="/id/auth" data-discover="true"');
    expect(id).toContain('href="mailto:hello@example.com"');
    expect(id).toContain('<a href="/planning" hrefLang="en"');
    expect(id).not.toContain("Quick Links");
  });
});

describe("the menu", () => {
  it("has the same entries and paths in both editions", () => {
    const paths = (locale: "en" | "id") =>
      mainNavFor(locale).flatMap((i) => [i.to, ...(i.children ?? []).map((c) => c.to)]);
    expect(paths("id")).toEqual(paths("en"));
    expect(mainNavFor("id")[0]?.label).toBe(NAV_TEXT.id.transport);
    expect(FOOTER_TEXT.id.privacyPolicy).toBe("Kebijakan Privasi");
  });
});

describe("the not-found and error pages", () => {
  it("are Indonesian under /id, with the way home in that edition", () => {
    const en = render(<NotFound />, "/no-such-page");
    expect(en).toContain("Oops! Page not found");
    expect(en).toContain('href="/" data-discover="true"');
    const id = render(
      <NotFound suggestions={[{ url: "/destinations/bunaken", title: "Bunaken", kindLabel: "Destinasi" }]} />,
      "/id/tidak-ada",
    );
    expect(id).toContain("Maaf, halaman tidak ditemukan");
    expect(id).toContain('href="/id/destinations/bunaken" data-discover="true"');
    expect(id).toContain('href="/id" data-discover="true"');
    expect(id).toContain('action="/id/search"');
    const unavailable = render(
      <ErrorPage error={new ErrorResponse(503, "Service Unavailable", null)} />,
      "/id/community",
    );
    expect(unavailable).toContain("Kami segera kembali");
    expect(unavailable).toContain('href="/id"');
    const failed = render(<ErrorPage error={new Error("boom")} />, "/planning");
    expect(failed).toContain("Something went wrong");
    expect(failed).toContain('href="/"');
  });
});
