import { describe, expect, it } from "vitest";
import { mailtoHref, whatsappHref } from "./contact-links.ts";

describe("contact links", () => {
  it.each([
    ["+62 812 3456 7890", "https://wa.me/6281234567890"],
    ["+62 (812) 3456-7890", "https://wa.me/6281234567890"],
    ["0812 3456 7890", "https://wa.me/6281234567890"],
    ["+44 20 7946 0958", "https://wa.me/442079460958"],
  ])("WhatsApp %s -> %s", (number, href) => {
    expect(whatsappHref(number)).toBe(href);
  });

  it("gives no WhatsApp link for too few or too many digits", () => {
    expect(whatsappHref("12345")).toBeNull();
    expect(whatsappHref("+1234567890123456")).toBeNull();
  });

  it("encodes a mailto address", () => {
    expect(mailtoHref(" ops@boats.example ")).toBe("mailto:ops@boats.example");
    expect(mailtoHref("a?cc=x@y.example")).toBe("mailto:a%3Fcc%3Dx@y.example");
  });
});
