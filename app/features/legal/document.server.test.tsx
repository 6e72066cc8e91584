import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locale.ts";
import { legalDocument, parseLegalMarkdown } from "./document.server.ts";
import type { LegalDocumentName } from "./document.ts";
import { LegalDocument } from "./LegalDocument.tsx";
import { PRIVACY_PAGE_TEXT, TERMS_PAGE_TEXT } from "./texts.ts";

const context = { siteName: "Sulawesi Travel Guide", contactEmail: "hello@example.com" };
const NAMES: LegalDocumentName[] = ["privacy", "terms"];
const TITLES = { privacy: PRIVACY_PAGE_TEXT, terms: TERMS_PAGE_TEXT };

function page(name: LegalDocumentName, locale: Locale): string {
  const path = locale === "en" ? `/${name}` : `/id/${name}`;
  const element = <LegalDocument title={TITLES[name][locale].title} document={legalDocument(name, locale, context)} />;
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return renderToString(<RouterProvider router={router} />);
}

describe("the legal documents (content/legal, content/id/legal)", () => {
  it.each(NAMES)("%s has the same sections, in the same order, in both editions", (name) => {
    const en = legalDocument(name, "en", context);
    const id = legalDocument(name, "id", context);
    expect(id.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    expect(en.sections.length).toBeGreaterThan(8);
    // Translated, not copied: no section title is the English one.
    for (const [i, s] of id.sections.entries()) expect(s.title).not.toBe(en.sections[i]?.title);
  });

  it("keeps the English privacy policy's markup as it was written in JSX", () => {
    const html = page("privacy", "en");
    expect(html).toContain(
      "<p>This policy explains what personal information <!-- -->Sulawesi Travel Guide<!-- --> (“we”, “us”) collects when you use this website,",
    );
    expect(html).toContain('<h2 id="information-we-collect">1<!-- -->. <!-- -->Information we collect</h2>');
    expect(html).toContain("<li><strong>Account:</strong> your name, email address and password");
    expect(html).toContain(
      'write to <a href="mailto:hello@example.com">hello@example.com</a>; we will answer within 30 days',
    );
    expect(html).toContain('through the <a href="/contact" data-discover="true">contact page</a>. Please do not');
    expect(html).toContain("a second cookie holds only &quot;signed_in=1&quot;, so that");
    expect(html).toContain('Last updated: <time dateTime="2024-01-01">January 1, 2024</time>');
  });

  it("shows the Indonesian documents in Indonesian, with links kept in the Indonesian edition", () => {
    const privacy = page("privacy", "id");
    expect(privacy).toContain('<h2 id="information-we-collect">1<!-- -->. <!-- -->Data yang kami kumpulkan</h2>');
    expect(privacy).toContain('melalui <a href="/id/contact" data-discover="true">halaman kontak</a>');
    expect(privacy).toContain('Terakhir diperbarui: <time dateTime="2024-01-01">1 Januari 2024</time>');
    expect(privacy).toContain("Daftar isi");
    expect(privacy).not.toContain("{siteName}");
    const terms = page("terms", "id");
    expect(terms).toContain('<a href="/id/privacy" data-discover="true">Kebijakan Privasi</a>');
    expect(terms).toContain("Ketentuan ini diatur oleh hukum Negara Bagian Delaware, Amerika Serikat");
    expect(terms).toContain('<a href="mailto:hello@example.com">hello@example.com</a>');
    expect(terms).toContain("100 dolar AS (USD 100)");
  });

  it("fills the placeholders, in texts and in addresses", () => {
    const tree = parseLegalMarkdown("Write to [{contactEmail}](mailto:{contactEmail}) at {siteName}.\n", context, "t");
    expect(tree.intro).toEqual([
      {
        tag: "p",
        children: [
          "Write to ",
          { tag: "a", href: "mailto:hello@example.com", children: ["hello@example.com"] },
          " at ",
          "Sulawesi Travel Guide",
          ".",
        ],
      },
    ]);
  });

  it("refuses what the documents do not use, and a section without its anchor", () => {
    const parse = (md: string) => () => parseLegalMarkdown(md, context, "test.md");
    expect(parse("## Title\n\nText\n")).toThrow(/anchor/);
    expect(parse("## Title {#t}\n\n# Big\n")).toThrow(/headings/);
    expect(parse("| a | b |\n|---|---|\n| 1 | 2 |\n")).toThrow(/table/);
    expect(parse("Some *emphasis*\n")).toThrow(/em_open/);
    expect(parse("<b>raw</b>\n")).not.toThrow();
    expect(JSON.stringify(parseLegalMarkdown("<b>raw</b>\n", context, "t"))).toContain("<b>raw</b>");
  });
});
