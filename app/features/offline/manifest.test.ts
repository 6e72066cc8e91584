import { describe, expect, it } from "vitest";
import { iconSvg } from "../../../scripts/art/icons.ts";
import { APP_ICONS } from "./constants.ts";
import { shortName, webManifest } from "./manifest.ts";

describe("the web app manifest", () => {
  it("has what Chromium needs to install: name, 192 and 512 px icons, start URL, standalone", () => {
    const m = webManifest("Sulawesi Travel Guide");
    expect(m).toMatchObject({
      name: "Sulawesi Travel Guide",
      short_name: "Sulawesi",
      start_url: "/",
      display: "standalone",
    });
    const sizes = m.icons.map((i) => `${i.purpose} ${i.sizes}`);
    expect(sizes).toEqual(["any 192x192", "any 512x512", "maskable 192x192", "maskable 512x512"]);
  });
  it("keeps a short name of at most 12 characters", () => {
    expect(shortName("Sulawesi Travel Guide")).toBe("Sulawesi");
    expect(shortName("Celebes Adventures Online")).toBe("Celebes");
    expect(shortName("Extraordinarilylongname Guide").length).toBeLessThanOrEqual(12);
  });
});

describe("the app icons", () => {
  it("fill the square when maskable and keep the picture inside the safe zone (80 %)", () => {
    for (const icon of APP_ICONS) {
      const svg = iconSvg(icon.size, icon.purpose);
      expect(svg).toContain(`width="${icon.size}" height="${icon.size}"`);
      if (icon.purpose === "any") continue;
      expect(svg).toContain('<rect width="64" height="64" fill="#0b3f59"/>');
      const scale = Number(/scale\(([\d.]+)\)/.exec(svg)?.[1]);
      // The picture spans 48 of 64 units: scaled, it must fit a circle of 0.8 x 64 across.
      if (icon.purpose === "maskable") expect(48 * scale * Math.SQRT2).toBeLessThanOrEqual(0.8 * 64 + 0.5);
    }
  });
});
