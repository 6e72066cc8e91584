import type { ListQuery } from "./constants.ts";

/**
 * Page cursors. Sorted lists and comments use keyset cursors (the last row's sort values, base64url
 * JSON); relevance uses `o{offset}`, since ranks are recomputed on every request.
 */

/** The sort values of a row: [created_at, id], or [count, created_at, id] for the counted sorts. */
export type Keyset = (number | string)[];
export type Cursor = { offset: number } | { values: [number | string, ...string[]] };

export function encodeCursor(values: Keyset): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/** The cursor sent back, or null when there is none or it is not one this sort could have made. */
export function decodeCursor(raw: string | null, sort: ListQuery["sort"]): Cursor | null {
  if (!raw) return null;
  if (sort === "relevance") {
    const offset = /^o(\d{1,6})$/.exec(raw)?.[1];
    return offset ? { offset: Number(offset) } : null;
  }
  try {
    const values = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown;
    return isKeysetOf(values, sort === "most_liked" || sort === "most_discussed") ? { values } : null;
  } catch {
    return null;
  }
}

/** [count, created_at, id] when `counted`, else [created_at, id]: a safe integer and short strings. */
function isKeysetOf(values: unknown, counted: boolean): values is [number | string, ...string[]] {
  if (!Array.isArray(values)) return false;
  const [first, ...rest] = values;
  if (counted) {
    if (values.length !== 3 || !Number.isSafeInteger(first)) return false;
  } else if (values.length !== 2) return false;
  const strings = counted ? rest : values;
  return strings.every((v) => typeof v === "string" && v.length <= 64);
}
