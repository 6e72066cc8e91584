import { stringify } from "csv-stringify/sync";
import { CSV_LIST_SEPARATOR } from "./constants.ts";

/**
 * CSV of the open data (pure). RFC 4180 (CRLF, quoting where needed), UTF-8 without a byte-order
 * mark (the files are for programs first). Columns are derived from the records themselves, so a
 * field added to the data's schema appears as a column with no change here.
 */

export type CsvCell = string | number | null;
export type CsvRecord = Record<string, CsvCell>;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function leaf(v: unknown): CsvCell {
  if (v === null || v === undefined) return null;
  if (typeof v === "number" || typeof v === "string") return v;
  // csv-stringify writes `false` as an empty cell: spell booleans out.
  if (typeof v === "boolean") return v ? "true" : "false";
  return JSON.stringify(v);
}

/**
 * One record as flat cells: nested objects become dotted columns ("frequency.perDay.min"), lists of
 * values one cell joined by CSV_LIST_SEPARATOR. Lists of objects (a route's fares) are left out:
 * they have their own file.
 */
export function flatten(value: Record<string, unknown>, prefix = ""): CsvRecord {
  const out: CsvRecord = {};
  for (const [key, v] of Object.entries(value)) {
    const name = `${prefix}${key}`;
    if (isPlainObject(v)) Object.assign(out, flatten(v, `${name}.`));
    else if (Array.isArray(v)) {
      if (v.some(isPlainObject)) continue;
      out[name] = v.map((x) => String(leaf(x) ?? "")).join(CSV_LIST_SEPARATOR);
    } else out[name] = leaf(v);
  }
  return out;
}

/**
 * The columns of flattened records, in the order first seen. A column that is a null object in one
 * record (`frequency.perDay` of a route without a daily count) and has parts in another
 * (`frequency.perDay.min`) keeps only the parts, left empty where the object is null.
 */
export function columnsOf(records: readonly CsvRecord[]): string[] {
  const seen = new Set<string>();
  for (const r of records) for (const k of Object.keys(r)) seen.add(k);
  const all = [...seen];
  return all.filter((c) => !all.some((other) => other.startsWith(`${c}.`)));
}

/** The CSV text of `records` under `columns` (a header row first). */
export function toCsv(columns: readonly string[], records: readonly CsvRecord[]): string {
  return stringify(
    records.map((r) => columns.map((c) => r[c] ?? null)),
    {
      header: true,
      columns: [...columns],
      record_delimiter: "\r\n",
      quote_record_delimiter: true,
      eof: true,
    },
  );
}

/** Flattened records with derived columns, as CSV. */
export function recordsToCsv(records: readonly Record<string, unknown>[]): string {
  const flat = records.map((r) => flatten(r));
  return toCsv(columnsOf(flat), flat);
}
