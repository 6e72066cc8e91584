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
