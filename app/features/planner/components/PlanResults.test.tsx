import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PRICE_AGE_TEXT } from "~/features/transport-data/texts.ts";
import { planPage } from "../planner.server.ts";
import { PlanResults } from "./PlanResults.tsx";

function render(query: string): string {
  const { outcome } = planPage(new URLSearchParams(query));
  const router = createMemoryRouter([{ path: "/", element: <PlanResults outcome={outcome} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe("planner results: old and undated fares (issue 19 point 2)", () => {
  it("mark each fare over two years old or undated, and explain the marker once", () => {
    // The Tuna Tomini ferry's fares are from 2013: marked.
    const html = render("from=gorontalo&to=togean-islands");
    expect(html).toMatch(/Economy: Rp63k per person \(2013\)<span[^>]*>.*?may be out of date<\/span>/);
    expect(count(html, `>${PRICE_AGE_TEXT.marker}</span>`)).toBeGreaterThan(0);
    expect(count(html, 'data-testid="price-age-note"')).toBe(1);
    expect(html).toContain("were more than 2 years old on");
  });

  it("no marked fare, no note", () => {
    const { outcome } = planPage(new URLSearchParams("from=gorontalo&to=togean-islands"));
    if (outcome.kind !== "found") throw new Error("expected itineraries");
    const fresh = {
      ...outcome,
      itineraries: outcome.itineraries.map((it) => ({
        ...it,
        legs: it.legs.map((leg) =>
          leg.kind === "route" ? { ...leg, fares: leg.fares.map((f) => ({ ...f, stale: false })) } : leg,
        ),
      })),
    };
    const router = createMemoryRouter([{ path: "/", element: <PlanResults outcome={fresh} /> }]);
    const html = renderToStaticMarkup(<RouterProvider router={router} />);
    expect(html).not.toContain("price-age-note");
    expect(html).not.toContain(`>${PRICE_AGE_TEXT.marker}</span>`);
  });
});
