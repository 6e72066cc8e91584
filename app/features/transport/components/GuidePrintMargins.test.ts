import { describe, expect, it } from "vitest";
import { cssString, guidePrintCss } from "./GuidePrintMargins.tsx";

describe("the printed guide's margin boxes", () => {
  it("write texts as CSS strings that cannot end the string or the style element", () => {
    expect(cssString('Say "hi" \\ there')).toBe('"Say \\"hi\\" \\\\ there"');
    expect(cssString("</style><script>")).not.toContain("<");
  });
  it("carry the title, the date checked, the site and the page number", () => {
    const css = guidePrintCss({ title: "Sulawesi Transport Guide", lastChecked: "2026-11-22", site: "Site · x" });
    expect(css).toContain('@top-left{content:"Sulawesi Transport Guide"');
    expect(css).toContain('@top-right{content:"Data checked November 22, 2026"');
    expect(css).toContain('@bottom-right{content:"Page " counter(page) " of " counter(pages)');
  });
});

describe("the Indonesian guide's margin boxes", () => {
  it("carry the date and the page number in Indonesian", () => {
    const css = guidePrintCss(
      { title: "Panduan Transportasi Sulawesi", lastChecked: "2026-11-22", site: "Situs · x" },
      "id",
    );
    expect(css).toContain('@top-right{content:"Data diperiksa 22 November 2026"');
    expect(css).toContain('@bottom-right{content:"Halaman " counter(page) " dari " counter(pages)');
  });
});
