import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FIXTURE_PLACES, FIXTURE_ROUTES } from "../test-fixture.ts";
import { SulawesiMap } from "./SulawesiMap.tsx";

function render(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("<SulawesiMap>", () => {
  const html = render(
    <SulawesiMap places={FIXTURE_PLACES} routes={FIXTURE_ROUTES} highlight={{ routes: ["makassar-rantepao-bus"] }} />,
  );

  it("is a named, described SVG group over the shared coastline image", () => {
    expect(html).toMatch(/<svg[^>]*role="group"[^>]*aria-labelledby="([^"]+)"/);
    const titleId = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<title id="${titleId}">Map of Sulawesi</title>`);
    expect(html).toMatch(/<desc id="[^"]+">Sulawesi and its islands/);
    expect(html).toMatch(/<image href="\/assets\/coastline\.svg"/);
    expect(html).toMatch(/viewBox="0 0 360 \d+" width="360" height="\d+"/);
  });

  it("makes every place on the map a named link to its page", () => {
    expect(html).toContain('<a href="/destinations/tana-toraja" aria-label="Rantepao"');
    expect(html).toContain('<a href="/transport/makassar" aria-label="Makassar"');
    expect(html).not.toContain('aria-label="Jakarta"');
  });

  it("names a link by its place's full name and the shorter label it shows", () => {
    const airport = render(
      <SulawesiMap
        places={[
          {
            id: "mdc",
            name: "Sam Ratulangi International Airport",
            shortName: "MDC",
            lat: 1.55,
            lon: 124.93,
            href: "/transport/manado",
            kind: "airport",
          },
        ]}
        routes={[]}
      />,
    );
    expect(airport).toContain('aria-label="MDC, Sam Ratulangi International Airport"');
  });

  it("has a key of the modes drawn and the list of places and routes", () => {
    expect(html).toContain("Pelni ship");
    expect(html).toContain("Places and routes on this map, as a list");
    expect(html).toContain("Routes of this page");
    expect(html).toContain("Bus: Makassar – Rantepao");
    expect(html).toContain("Car ferry: Gorontalo – Wakai (discontinued)");
    expect(html).toContain("Shared “travel” car: Palu – Ampana (Unverified — check locally)");
    expect(html).toContain("Car ferry: Bitung – Tahuna (route last checked more than 2 years ago, may be out of date)");
    expect(html).toContain("Flight: Jakarta – Makassar (Jakarta off the map)");
  });

  it("gives two maps on one page their own ids", () => {
    const twice = render(
      <>
        <SulawesiMap places={FIXTURE_PLACES} routes={[]} />
        <SulawesiMap places={FIXTURE_PLACES} routes={[]} />
      </>,
    );
    const ids = [...twice.matchAll(/<title id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(2);
  });
});
