import { Readable } from "node:stream";
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { isoDateIn } from "~/lib/dates.ts";
import type { Database } from "~/lib/db/schema.ts";

/**
 * CSV exports for the admin dashboard (docs/decisions/0009-admin-dashboard.md).
 *
 * - RFC 4180: CRLF between records (and after the last), fields holding a comma, a double quote, CR
 *   or LF are wrapped in double quotes, and double quotes inside are doubled.
 * - UTF-8 with a byte-order mark, so spreadsheet programs read names like "Sélène" correctly.
 * - Formula injection: a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return (or
 *   their full-width forms) gets a leading apostrophe, so a spreadsheet shows it as text instead of
 *   evaluating it (`=HYPERLINK("http://x")` becomes `'=HYPERLINK(""http://x"")`). csv-stringify's
 *   `escape_formulas` does this; the tests pin the exact bytes.
 * - Streamed: rows come from an async iterable (the queries read the table in batches), so an
 *   export of any size uses bounded memory.
 * - csv-stringify is loaded on the first export, not at start-up (issue 21: load what a request
 *   rarely needs only when it is needed).
 */

export type CsvValue = string | number | null | undefined;
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

const OPTIONS = {
  bom: true,
  record_delimiter: "\r\n",
  // With a custom record delimiter csv-stringify would otherwise quote only fields containing "\r\n";
  // RFC 4180 wants any CR or LF quoted.
  quote_record_delimiter: true,
  escape_formulas: true,
  eof: true,
} as const;

async function* records<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row> | Iterable<Row>) {
  yield columns.map((c) => c.header);
  for await (const row of rows) {
    // Every value as a string: csv-stringify leaves numbers starting with "-" alone, but an
    // exported cell should never be a formula, whatever its type.
    yield columns.map((c) => {
      const v = c.value(row);
      return v === null || v === undefined ? "" : String(v);
    });
  }
}

/** A Node stream of CSV bytes: the BOM, a header row, then one record per row. */
export async function csvNodeStream<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): Promise<NodeJS.ReadableStream & Readable> {
  const { stringify } = await import("csv-stringify");
  const source = Readable.from(records(columns, rows), { objectMode: true });
  const stringifier = stringify(OPTIONS);
  source.on("error", (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

/** The whole CSV as one string (tests and small exports). */
export async function csvToString<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await csvNodeStream(columns, rows)) {
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** `{base}-{YYYY-MM-DD}.csv`, the date being today in the operator's time zone. */
export function csvFileName(base: string, now: Date, timeZone: string): string {
  return `${base}-${isoDateIn(now, timeZone)}.csv`;
}

/** A streamed download response (never cached, never sniffed). */
export async function csvResponse<Row>(
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): Promise<Response> {
  const body = Readable.toWeb((await csvNodeStream(columns, rows)) as Readable) as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A row as an export reads it: the table's columns by name. */
export type ExportRecord = Record<string, string | number | null>;

/** Which table and columns an export has (each tab's module says so for its own). */
export type ExportTable = "subscribers" | "transport_updates" | "partner_requests" | "contact_messages";
export type ExportSpec = {
  table: ExportTable;
  columns: CsvColumn<ExportRecord>[];
  /** Which rows, when not all (the subscribers export: confirmed only). */
  where?: (eb: ExpressionBuilder<Database, "subscribers">) => Expression<SqlBool>;
};

/** An export column: `header`, read from the row's `key`. */
export const exportColumn = (header: string, key: string): CsvColumn<ExportRecord> => ({
  header,
  value: (r) => r[key],
});
