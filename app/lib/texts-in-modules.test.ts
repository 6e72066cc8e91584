import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

/**
 * Every user-facing text lives in its feature's texts module, not in JSX (issue 29, ADR 0035), so a
 * second language replaces modules, not markup. This reads every .tsx under app/ with the build's
 * own parser and fails on JSX text with a letter in it, or a text attribute written as a literal.
 */
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Attributes a person reads or hears; others (className, href, id, ...) are not texts. */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "alt",
  "title",
  "placeholder",
  "label",
  "subtitle",
  "sub",
  "intro",
  "buttonText",
]);

/**
 * Documents written as markup: content to translate as a whole page, not interface texts. None left:
 * the privacy and terms documents are Markdown in content/legal and content/id/legal (issue 31, point 4).
 */
const CONTENT_DOCUMENTS: string[] = [];

type AstNode = { type?: string; [key: string]: unknown };

/** "text 'Menu'" or "attribute aria-label='Main'" for each literal text in a module's JSX. */
function jsxTextLiterals(fileName: string, source: string): string[] {
  const { program, errors } = parseSync(fileName, source, { lang: "tsx" });
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]?.message}`);
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== "object") return;
    const n = node as AstNode;
    if (n.type === "JSXText" && /\p{L}/u.test(String(n.value))) found.push(`text '${String(n.value).trim()}'`);
    if (n.type === "JSXAttribute") {
      const name = (n.name as { name?: unknown } | undefined)?.name;
      const value = n.value as { type?: string; value?: unknown } | null;
      if (
        typeof name === "string" &&
        TEXT_ATTRIBUTES.has(name) &&
        value?.type === "Literal" &&
        typeof value.value === "string" &&
        /\p{L}/u.test(value.value)
      ) {
        found.push(`attribute ${name}='${value.value}'`);
      }
    }
    for (const [key, child] of Object.entries(n)) if (key !== "parent") visit(child);
  };
  visit(program);
  return found;
}

function tsxFiles(): string[] {
  return readdirSync(appDir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".tsx") && !e.name.endsWith(".test.tsx"))
    .map((e) => path.relative(appDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

describe("texts live in texts modules, not in JSX", () => {
  it("finds literal texts, and passes texts from a module", () => {
    expect(jsxTextLiterals("a.tsx", `const a = <p className="x" title="Main">Hello {name}</p>;`)).toEqual([
      "attribute title='Main'",
      "text 'Hello'",
    ]);
    expect(
      jsxTextLiterals("a.tsx", `const a = <p className="mt-2" aria-label={T.main}>{T.hello} 404 {" "}</p>;`),
    ).toEqual([]);
  });

  it("has no JSX text literal in app/ outside the listed files", () => {
    const skipped = new Set(CONTENT_DOCUMENTS);
    const offences = tsxFiles()
      .filter((file) => !skipped.has(file))
      .flatMap((file) =>
        jsxTextLiterals(file, readFileSync(path.join(appDir, file), "utf8")).map((hit) => `${file}: ${hit}`),
      );
    expect(offences).toEqual([]);
  });
});
