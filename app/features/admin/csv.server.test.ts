import { describe, expect, it } from "vitest";
import { type CsvColumn, csvFileName, csvResponse, csvToString } from "./csv.server.ts";

type Row = { a: string | null; b?: string | number | null };
const columns: CsvColumn<Row>[] = [
  { header: "A", value: (r) => r.a },
  { header: "B", value: (r) => r.b },
];
const BOM = "\uFEFF";

async function* slowly(rows: Row[]) {
  for (const row of rows) {
    await new Promise((r) => setTimeout(r, 1));
    yield row;
  }
}

describe("csv", () => {
  it("writes a BOM, a header row and CRLF records", async () => {
    expect(await csvToString(columns, [{ a: "x", b: "y" }])).toBe(`${BOM}A,B\r\nx,y\r\n`);
  });

  it("writes only the header for no rows", async () => {
    expect(await csvToString(columns, [])).toBe(`${BOM}A,B\r\n`);
  });

  it("quotes commas, quotes and line breaks, doubling quotes (RFC 4180)", async () => {
    const out = await csvToString(columns, [
      { a: "a,b", b: 'say "hi"' },
      { a: "line1\nline2", b: "cr\ronly" },
      { a: "crlf\r\nend", b: "plain" },
    ]);
    expect(out).toBe(`${BOM}A,B\r\n"a,b","say ""hi"""\r\n"line1\nline2","cr\ronly"\r\n"crlf\r\nend",plain\r\n`);
  });

  it("writes null and undefined as empty fields, numbers as text", async () => {
    expect(await csvToString(columns, [{ a: null }, { a: "", b: 3 }])).toBe(`${BOM}A,B\r\n,\r\n,3\r\n`);
  });

  it("neutralises formulas with a leading apostrophe", async () => {
    const out = await csvToString(columns, [
      { a: '=HYPERLINK("http://x")', b: "+1" },
      { a: "-2", b: "@SUM(A1)" },
      { a: "\tx", b: "\rx" },
      { a: "a=b", b: -5 },
      { a: "\uFF1D1+1", b: "ok" },
    ]);
    expect(out).toBe(
      `${BOM}A,B\r\n` +
        `"'=HYPERLINK(""http://x"")",'+1\r\n` +
        `'-2,'@SUM(A1)\r\n` +
        `'\tx,"'\rx"\r\n` +
        `a=b,'-5\r\n` +
        `'\uFF1D1+1,ok\r\n`,
    );
  });

  it("keeps HTML as text and non-ASCII as UTF-8", async () => {
    const out = await csvToString(columns, [{ a: "<script>alert(1)</script>", b: "Sélène 日本" }]);
    expect(out).toBe(`${BOM}A,B\r\n<script>alert(1)</script>,Sélène 日本\r\n`);
  });

  it("streams rows from an async iterable into a download response", async () => {
    const response = await csvResponse("x-2026-11-22.csv", columns, slowly([{ a: "1" }, { a: "2" }]));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="x-2026-11-22.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("A,B\r\n1,\r\n2,\r\n");
  });

  it("names files with the operator's date", () => {
    // 23:30 UTC on Nov 22 is already Nov 23 in Makassar (UTC+8).
    const now = new Date("2026-11-22T23:30:00Z");
    expect(csvFileName("subscribers", now, "Asia/Makassar")).toBe("subscribers-2026-11-23.csv");
    expect(csvFileName("partner-requests", now, "UTC")).toBe("partner-requests-2026-11-22.csv");
  });
});
