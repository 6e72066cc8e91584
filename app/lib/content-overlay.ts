/**
 * Translated guide content as overlays (issue 31): `content/id/X` holds only the free-text strings of
 * `content/X` (same keys, same nesting, same array order; array items keep their `id` or `slug`), so
 * every figure, date, reference and enum has one source of truth, the English file. These pure
 * functions merge an overlay over its English original and say what an overlay lacks or gets wrong.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A path with array indices collapsed to `[]`, e.g. `accommodation[].name`: how non-text fields are named. */
export type PathPattern = string;

const IDENTITY_KEYS = new Set(["id", "slug"]);

function isObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function join(pattern: string, key: string): string {
  return pattern ? `${pattern}.${key}` : key;
}

/** Every digit run in a text, with the separators inside numbers removed ("Rp150,000" and "Rp150.000" both give "150000"). */
export function digitRuns(text: string): string[] {
  return (text.replace(/(\d)[.,:](?=\d)/g, "$1").match(/\d+/g) ?? []).sort();
}

/** The English value with the overlay's strings in place of its own (where the overlay has one). */
export function mergeOverlay<T>(english: T, overlay: unknown): T {
  if (typeof english === "string") return (typeof overlay === "string" && overlay.trim() ? overlay : english) as T;
  if (Array.isArray(english)) {
    const list = Array.isArray(overlay) ? overlay : [];
    return english.map((item, i) => mergeOverlay(item, list[i])) as T;
  }
  if (isObject(english)) {
    const over = isObject(overlay) ? overlay : {};
    return Object.fromEntries(Object.entries(english).map(([k, v]) => [k, mergeOverlay(v, over[k])])) as T;
  }
  return english;
}

type Walk = { nonText: ReadonlySet<PathPattern>; problems: string[] };

function checkString(english: string, overlay: unknown, where: string, pattern: string, walk: Walk): void {
  if (walk.nonText.has(pattern)) {
    if (overlay !== undefined) walk.problems.push(`${where}: not text, leave it out of the translation`);
    return;
  }
  if (typeof overlay !== "string" || !overlay.trim()) {
    walk.problems.push(`${where}: missing translation`);
    return;
  }
  const en = digitRuns(english).join(" ");
  const id = digitRuns(overlay).join(" ");
  if (en !== id) walk.problems.push(`${where}: figures differ (English ${en || "none"}, translation ${id || "none"})`);
}

function checkObject(english: Record<string, Json>, overlay: unknown, where: string, pattern: string, walk: Walk) {
  if (overlay !== undefined && !isObject(overlay)) {
    walk.problems.push(`${where || "(file)"}: must be an object`);
    return;
  }
  const over = overlay ?? {};
  for (const key of Object.keys(over)) {
    if (!(key in english)) walk.problems.push(`${join(where, key)}: not in the English file`);
  }
  for (const [key, value] of Object.entries(english)) {
    if (IDENTITY_KEYS.has(key) && pattern.endsWith("[]")) {
      if (over[key] !== undefined && over[key] !== value) walk.problems.push(`${join(where, key)}: must be "${value}"`);
      continue;
    }
    check(value, over[key], join(where, key), join(pattern, key), walk);
  }
}

function check(english: Json, overlay: unknown, where: string, pattern: string, walk: Walk): void {
  if (typeof english === "string") {
    checkString(english, overlay, where, pattern, walk);
    return;
  }
  if (Array.isArray(english)) {
    if (walk.nonText.has(`${pattern}[]`)) {
      if (overlay !== undefined) walk.problems.push(`${where}: not text, leave it out of the translation`);
      return;
    }
    if (overlay !== undefined && (!Array.isArray(overlay) || overlay.length !== english.length)) {
      walk.problems.push(`${where}: must be a list of ${english.length}`);
      return;
    }
    english.forEach((item, i) => {
      check(item, (overlay as unknown[] | undefined)?.[i], `${where}[${i}]`, `${pattern}[]`, walk);
    });
    return;
  }
  if (isObject(english)) checkObject(english, overlay, where, pattern, walk);
  else if (overlay !== undefined) walk.problems.push(`${where}: not text, leave it out of the translation`);
}

/**
 * What is wrong with a translation overlay: a free-text string missing or empty, a key the English
 * lacks, a non-text field (listed in `nonText`, or any number, boolean or null) present, an array of
 * another length, or a string whose figures differ from the English (its digit runs, `digitRuns`).
 */
export function overlayProblems(english: unknown, overlay: unknown, nonText: ReadonlySet<PathPattern>): string[] {
  const walk: Walk = { nonText, problems: [] };
  check(english as Json, overlay, "", "", walk);
  return walk.problems;
}
