import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Imports flow one way: lib -> components -> features -> routes (README, "Architecture"; ADR 0032).
 * A module may import from its own layer or a lower one, never from a higher one. Between features
 * the order is FEATURE_LAYERS; and no file in app/ may reach itself through its imports.
 */
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoDir = path.resolve(appDir, "..");
const layers = ["lib", "components", "features", "routes"] as const;

/**
 * The features' written order (README "Architecture" and ADR 0032 quote it): bottom layer first. A
 * feature may import only features of a LOWER layer; features of one layer never import each other.
 */
const FEATURE_LAYERS: readonly (readonly string[])[] = [
  ["content", "accounts", "newsletter", "operations", "legal"],
  ["transport-data", "media", "notifications", "blog"],
  ["route-edits", "stats", "planner", "submissions"],
  ["map", "offline", "forum"],
  ["transport", "guide", "members"],
  ["route-changes", "search", "admin"],
  ["open-data"],
];

/** The order as the README and ADR 0032 print it, one layer a line, top layer first. */
function featureOrderText(order: readonly (readonly string[])[] = FEATURE_LAYERS): string {
  return order
    .map((features, i) => `${i + 1}. ${features.join(", ")}`)
    .reverse()
    .join("\n");
}

function layerOf(file: string): number {
  const top = path.relative(appDir, file).split(path.sep)[0] ?? "";
  return layers.indexOf(top as (typeof layers)[number]);
}

function featureOf(file: string): string | null {
  const [top, feature] = path.relative(appDir, file).split(path.sep);
  return top === "features" && feature && feature.includes(".") === false ? feature : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Doc comments and whole-line comments, so an example in prose is not read as an import. */
const stripComments = (text: string) => text.replace(/^\s*\/\*[\s\S]*?\*\//gm, "").replace(/^\s*\/\/.*$/gm, "");

/**
 * Every module specifier a file names: `import ... from` (type-only too), `export ... from`,
 * `import "x"` and `import("x")`.
 */
function specifiersOf(text: string): string[] {
  const code = stripComments(text);
  const patterns = [
    /^\s*(?:import|export)\b[^"';]*?\bfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((re) => [...code.matchAll(re)].map((m) => m[1] ?? ""));
}

/** Every local specifier of a module, resolved to a path under app/ (existing file when one matches). */
function localImports(file: string, text: string): string[] {
  return specifiersOf(text).flatMap((s) => {
    const base = s.startsWith("~/")
      ? path.join(appDir, s.slice(2))
      : s.startsWith(".")
        ? path.resolve(path.dirname(file), s)
        : null;
    if (base === null) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
      (p) => existsSync(p) && statSync(p).isFile(),
    );
    return [found ?? base];
  });
}

const rel = (file: string) => path.relative(appDir, file);

function upwardImports(file: string, text: string): string[] {
  return localImports(file, text)
    .filter((target) => layerOf(target) > layerOf(file))
    .map((target) => `${rel(file)} imports ${rel(target)}`);
}

function featureLayer(feature: string, order: readonly (readonly string[])[]): number {
  return order.findIndex((features) => features.includes(feature));
}

/** Imports from one feature into another that is not in a lower layer of `order`. */
function featureOrderViolations(
  file: string,
  text: string,
  order: readonly (readonly string[])[] = FEATURE_LAYERS,
): string[] {
  const from = featureOf(file);
  if (from === null) return [];
  return localImports(file, text).flatMap((target) => {
    const to = featureOf(target);
    if (to === null || to === from) return [];
    const [a, b] = [featureLayer(from, order), featureLayer(to, order)];
    if (a >= 0 && b >= 0 && b < a) return [];
    return [`${rel(file)} imports ${rel(target)} (${from}: layer ${a + 1}, ${to}: layer ${b + 1})`];
  });
}

/** Import cycles (Tarjan's strongly connected components), each as its files, sorted. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The import graph of the given files (each file's text read by `read`), limited to those files. */
function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  return new Map(files.map((file) => [file, localImports(file, read(file))]));
}

describe("import direction", () => {
  it("finds upward imports, relative or through ~/, and lets downward ones pass", () => {
    const lib = path.join(appDir, "lib", "toast.server.ts");
    const component = path.join(appDir, "components", "Footer.tsx");
    expect(upwardImports(lib, 'import type { Toast } from "../components/Toaster.tsx";')).toEqual([
      "lib/toast.server.ts imports components/Toaster.tsx",
    ]);
    expect(upwardImports(lib, 'export type { Toast } from "../components/Toaster.tsx";')).toHaveLength(1);
    expect(upwardImports(lib, 'const m = await import("~/features/admin/csv.server.ts");')).toHaveLength(1);
    expect(
      upwardImports(component, 'import { NewsletterForm } from "~/features/newsletter/components/NewsletterForm.tsx";'),
    ).toHaveLength(1);
    expect(
      upwardImports(component, 'import { config } from "~/lib/config.ts";\nimport { x } from "./site-nav.ts";'),
    ).toEqual([]);
  });

  it("no module in lib, components or features imports from a higher layer", () => {
    const files = ["lib", "components", "features"].flatMap((d) => sourceFiles(path.join(appDir, d)));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => upwardImports(file, readFileSync(file, "utf8")))).toEqual([]);
  });
});

describe("feature order", () => {
  const content = path.join(appDir, "features", "content", "content.server.ts");
  const transport = path.join(appDir, "features", "transport", "components", "HubPage.tsx");

  it("reads every kind of import: type-only, re-export, side effect, import()", () => {
    const text = [
      'import type { A } from "./a.ts";',
      "import {",
      "  b,",
      "  type C,",
      '} from "./b.ts";',
      'export { d } from "./d.ts";',
      'export * from "./e.ts";',
      'import "./f.css";',
      'const g = await import("./g.ts");',
      "const h = Array.from(items);",
      '/** Not an import: `import { x } from "./prose.ts"`. */',
    ].join("\n");
    expect(specifiersOf(text)).toEqual(["./a.ts", "./b.ts", "./d.ts", "./e.ts", "./f.css", "./g.ts"]);
  });

  it("fails an import into a higher or the same layer, by any kind of import, and passes a lower one", () => {
    expect(featureOrderViolations(content, 'import { hubPath } from "~/features/guide/paths.ts";')).toEqual([
      "features/content/content.server.ts imports features/guide/paths.ts (content: layer 1, guide: layer 5)",
    ]);
    expect(featureOrderViolations(content, 'const m = await import("../admin/csv.server.ts");')).toHaveLength(1);
    expect(featureOrderViolations(content, 'export { TEXTS } from "~/features/forum/constants.ts";')).toHaveLength(1);
    expect(featureOrderViolations(content, 'export type { Post } from "~/features/forum/types.ts";')).toHaveLength(1);
    // transport and guide share a layer: neither may import the other.
    expect(
      featureOrderViolations(transport, 'import type { X } from "~/features/guide/guide.server.ts";'),
    ).toHaveLength(1);
    expect(
      featureOrderViolations(
        transport,
        'import { HUB_IDS } from "~/features/content/constants.ts";\nimport { x } from "../queries.ts";\nimport { y } from "~/lib/time.ts";',
      ),
    ).toEqual([]);
    // A feature missing from the order may import nothing of another feature.
    expect(featureOrderViolations(content, 'import { x } from "~/features/weather/x.ts";')).toHaveLength(1);
  });

  it("lists every feature folder exactly once, and the README and ADR 0032 quote the order", () => {
    const folders = readdirSync(path.join(appDir, "features"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect([...FEATURE_LAYERS.flat()].sort()).toEqual(folders);
    const quoted = featureOrderText();
    expect(readFileSync(path.join(repoDir, "README.md"), "utf8")).toContain(quoted);
    const adr = readdirSync(path.join(repoDir, "docs", "decisions")).find((f) => f.startsWith("0032-"));
    expect(readFileSync(path.join(repoDir, "docs", "decisions", adr ?? "missing"), "utf8")).toContain(quoted);
  });

  it("no feature imports a feature that is not below it", () => {
    const files = sourceFiles(path.join(appDir, "features"));
    expect(files.flatMap((file) => featureOrderViolations(file, readFileSync(file, "utf8")))).toEqual([]);
  });
});

describe("import cycles", () => {
  it("finds a cycle through a type-only import or import(), and none in a chain", () => {
    const dir = path.join(appDir, "features", "example");
    const [a, b, c, d] = ["a.ts", "b.ts", "c.ts", "d.ts"].map((f) => path.join(dir, f)) as [
      string,
      string,
      string,
      string,
    ];
    const texts = new Map([
      [a, 'import { b } from "./b.ts";'],
      [b, 'import type { C } from "./c.ts";'],
      [c, 'const m = await import("./a.ts");'],
      [d, 'import { a } from "./a.ts";'],
    ]);
    const graph = importGraph([...texts.keys()], (f) => texts.get(f) ?? "");
    expect(importCycles(graph)).toEqual([[a, b, c]]);
    texts.set(c, "export const c = 1;");
    expect(importCycles(importGraph([...texts.keys()], (f) => texts.get(f) ?? ""))).toEqual([]);
    texts.set(d, 'export * from "./d.ts";');
    expect(importCycles(importGraph([...texts.keys()], (f) => texts.get(f) ?? ""))).toEqual([[d]]);
  });

  it("no file in app/ reaches itself through its imports (type-only included)", () => {
    const files = sourceFiles(appDir);
    expect(files.length).toBeGreaterThan(100);
    const cycles = importCycles(importGraph(files, (f) => readFileSync(f, "utf8")));
    expect(cycles.map((files) => files.map(rel))).toEqual([]);
  });
});
