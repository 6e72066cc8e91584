import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WithPhoneLinks } from "./PhoneLinks.tsx";

const html = (text: string) => renderToStaticMarkup(<WithPhoneLinks text={text} numbers={["112", "110", "115"]} />);

describe("<WithPhoneLinks> (issue 19 point 7)", () => {
  it("makes each emergency number a tel: link, in place", () => {
    expect(html("Emergency numbers: 112 (general), 110 (police) and 115 (Basarnas).")).toBe(
      'Emergency numbers: <a href="tel:112" class="font-semibold text-ocean-700 underline underline-offset-2">112</a> (general), ' +
        '<a href="tel:110" class="font-semibold text-ocean-700 underline underline-offset-2">110</a> (police) and ' +
        '<a href="tel:115" class="font-semibold text-ocean-700 underline underline-offset-2">115</a> (Basarnas).',
    );
  });

  it("leaves other figures alone", () => {
    for (const text of ["Rp1120k", "a 1,120 m climb", "1.112 km", "between 110-115 km", "No numbers here"]) {
      expect(html(text), text).not.toContain("<a");
    }
  });
});
