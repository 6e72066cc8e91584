import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { testPlace, testRoute } from "~/features/transport-data/test-fixtures.ts";
import type { Place } from "~/features/transport-data/types.ts";
import { RouteNoteText, RouteTable } from "./components/RouteTable.tsx";
import { MODE_INTROS } from "./mode-texts.ts";
import { modeLabels, routeName, timeZoneOf, toRow, typicalPrice } from "./queries.ts";
import { ROUTE_PAGE_TEXT } from "./route-page-texts.ts";
import { HUB_SECTIONS_TEXT, TRANSPORT_PAGE_TEXT } from "./texts.ts";

/** The transport pages in the Indonesian edition (issue 31): texts, figures, notes and links. */

const places: Place[] = [
  testPlace("makassar", "Makassar", { hubs: ["makassar"] }),
  testPlace("baubau", "Baubau"),
  testPlace("jakarta-airport", "Soekarno-Hatta", { kind: "airport", code: "CGK", region: null }),
  testPlace("bunaken", "Bunaken Island", { localName: "Pulau Bunaken", kind: "island" }),
];
const lookup = (id: string) => places.find((p) => p.id === id);

function render(element: React.ReactElement, at: string): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [at] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the transport texts in Indonesian", () => {
  it("translates the hub page's texts and keeps the English exactly as it was", () => {
    expect(TRANSPORT_PAGE_TEXT.id.metaTitle).toBe("Pusat Info Transportasi Sulawesi");
    expect(TRANSPORT_PAGE_TEXT.id.subtitle(5, 120, "25+")).toBe(
      "5 kota gerbang, 120 rute terpetakan lewat udara, laut, dan darat, serta jalan menuju 25+ destinasi di seluruh pulau.",
    );
    expect(TRANSPORT_PAGE_TEXT.en.subtitle(5, 120, "25+")).toBe(
      "5 gateway cities, 120 mapped routes by air, sea and road, and the way to 25+ destinations across the island.",
    );
    expect(TRANSPORT_PAGE_TEXT.en.metaTitle).toBe("Sulawesi Transport Hub");
  });
  it("orders the words around a name each language's way (empty pieces render nothing)", () => {
    const { en, id } = HUB_SECTIONS_TEXT;
    expect(`${en.hubBefore}Makassar${en.hub}`).toBe("Makassar hub");
    expect(`${id.hubBefore}Makassar${id.hub}`).toBe("Hub Makassar");
    expect(ROUTE_PAGE_TEXT.id.title("Makassar ke Baubau", "Kapal Pelni")).toBe("Makassar ke Baubau naik kapal pelni");
  });
  it("has the mode pages in Indonesian with the same slugs", () => {
    expect(modeLabels("id").ferry).toEqual({ plural: "Kapal dan perahu", page: "Rute Kapal", slug: "ferries" });
    expect(modeLabels("en").ferry.slug).toBe("ferries");
    expect(MODE_INTROS.id.flight.pageTitle).toBe("Rute Penerbangan");
    expect(MODE_INTROS.id.ferry.paragraphs).toHaveLength(MODE_INTROS.en.ferry.paragraphs.length);
    expect(MODE_INTROS.id.overland.tips).toHaveLength(MODE_INTROS.en.overland.tips.length);
  });
});

describe("a route's row in Indonesian", () => {
  it("shows its mode, duration, fare and check source in Indonesian, with id-ID figures", () => {
    const row = toRow(testRoute({ source: { kind: "traveller-report", refs: [] } }), lookup, "2026-11-26", "id");
    expect(row.modeLabel).toBe("Kapal Pelni");
    expect(row.duration).toBe("Sekitar 14 jam");
    expect(row.fares).toEqual([{ text: "Rp233rb per orang (Jan 2026)", stale: false }]);
    expect(row.frequency).toBe("Frekuensi tidak diketahui");
    expect(row.source).toBe("laporan pelancong");
    expect(row.operators).toBe("Pelni");
  });
  it("names a route from a hub and gives its typical price in Indonesian", () => {
    const r = testRoute();
    expect(routeName(r, lookup, "makassar", "id")).toBe("Baubau dengan kapal Pelni");
    expect(typicalPrice(r, lookup, "makassar", "2026-11-26", "id").text).toBe(
      "Baubau dengan kapal Pelni: Rp233rb per orang (Jan 2026)",
    );
  });
  it("names places as Indonesians write them where the data has a local name", () => {
    const boat = testRoute({ id: "makassar-bunaken", mode: "public-boat", to: "bunaken" });
    expect(toRow(boat, lookup, "2026-11-26", "id")).toMatchObject({ from: "Makassar", to: "Pulau Bunaken" });
    expect(toRow(boat, lookup, "2026-11-26", "en")).toMatchObject({ from: "Makassar", to: "Bunaken Island" });
    expect(routeName(boat, lookup, "makassar", "id")).toBe("Pulau Bunaken dengan kapal kayu umum");
  });
  it("knows the zone of each end: WIB in Jakarta, WITA in Sulawesi", () => {
    expect(timeZoneOf(lookup, "jakarta-airport")).toBe("Asia/Jakarta");
    expect(timeZoneOf(lookup, "makassar")).toBe("Asia/Makassar");
    const flight = testRoute({
      id: "upg-cgk",
      mode: "flight",
      to: "jakarta-airport",
      frequency: {
        kind: "daily",
        perDay: null,
        departures: ["09:25"],
        returnDepartures: ["06:00"],
        asOf: null,
        note: null,
      },
    });
    expect(toRow(flight, lookup, "2026-11-26", "id").frequency).toBe(
      "Setiap hari, dari Makassar pukul 09.25 WITA, dari Soekarno-Hatta (CGK) pukul 06.00 WIB",
    );
  });
});

describe("a route's note on the Indonesian edition (issue 31 point 4)", () => {
  const english = "Docked every March.";
  const indonesian = "Naik dok setiap Maret.";

  it("shows the Indonesian note when the operator wrote one, unmarked", () => {
    const row = toRow(testRoute({ notes: english, notesId: indonesian }), lookup, "2026-11-26", "id");
    expect(row).toMatchObject({ notes: indonesian, notesLang: "id" });
    const html = render(<RouteNoteText text={row.notes!} lang={row.notesLang} />, "/id/transport/ferries");
    expect(html).toContain(indonesian);
    expect(html).not.toContain("dalam bahasa Inggris");
    expect(html).not.toContain('lang="en"');
  });
  it("falls back to the English note, marked lang=en and “(dalam bahasa Inggris)”", () => {
    const row = toRow(testRoute({ notes: english, notesId: null }), lookup, "2026-11-26", "id");
    expect(row).toMatchObject({ notes: english, notesLang: "en" });
    const html = render(<RouteNoteText text={row.notes!} lang={row.notesLang} />, "/id/transport/ferries");
    expect(html).toContain(`<span lang="en">${english}</span>`);
    expect(html).toContain("(dalam bahasa Inggris)");
  });
  it("shows the English note unmarked on the English edition", () => {
    const row = toRow(testRoute({ notes: english, notesId: indonesian }), lookup, "2026-11-26");
    expect(row).toMatchObject({ notes: english, notesLang: "en" });
    const html = render(<RouteNoteText text={row.notes!} lang={row.notesLang} />, "/transport/ferries");
    expect(html).toBe(`<span class="mt-1 block max-w-xs text-xs font-normal text-slate-600">${english}</span>`);
  });
});

describe("a route table on an Indonesian page", () => {
  it("has Indonesian headings, keeps its links under /id and dates checks the id-ID way", () => {
    const row = toRow(testRoute(), lookup, "2026-11-26", "id");
    const html = render(<RouteTable id="t" caption="Rute" routes={[row]} />, "/id/transport/ferries");
    for (const heading of ["Rute", "Durasi", "Harga", "Frekuensi", "Operator"]) expect(html).toContain(`>${heading}<`);
    expect(html).toContain('href="/id/transport/routes/makassar-baubau-pelni"');
    expect(html).toContain('href="/id/transport/routes/makassar-baubau-pelni/history"');
    expect(html).toContain("Terakhir diperiksa");
    expect(html).toContain("22 November 2026");
    expect(html).not.toMatch(/href="\/transport/);
  });
});
