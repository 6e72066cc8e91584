import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Imports flow one way: lib -> components -> features -> routes (README, "Architecture").
 * A module may import from its own layer or a lower one, never from a higher one.
 */
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const layers = ["lib", "components", "features", "routes"] as const;

function layerOf(file: string): number {
  const top = path.relative(appDir, file).split(path.sep)[0] ?? "";
  return layers.indexOf(top as (typeof layers)[number]);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every import or re-export specifier of a module, resolved to a path under app/ when it is local. */
function localImports(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^"']*?from\s+["']([^"']+)["']/gm)].map(
    (m) => m[1] ?? "",
  );
  return specifiers.flatMap((s) => {
    if (s.startsWith("~/")) return [path.join(appDir, s.slice(2))];
    if (s.startsWith(".")) return [path.resolve(path.dirname(file), s)];
    return [];
  });
}

function upwardImports(file: string, text: string): string[] {
  return localImports(file, text)
    .filter((target) => layerOf(target) > layerOf(file))
    .map((target) => `${path.relative(appDir, file)} imports ${path.relative(appDir, target)}`);
}

describe("import direction", () => {
  it("finds upward imports, relative or through ~/, and lets downward ones pass", () => {
    const lib = path.join(appDir, "lib", "toast.server.ts");
    const component = path.join(appDir, "components", "Footer.tsx");
    expect(upwardImports(lib, 'import type { Toast } from "../components/Toaster.tsx";')).toEqual([
      "lib/toast.server.ts imports components/Toaster.tsx",
    ]);
    expect(upwardImports(lib, 'export type { Toast } from "../components/Toaster.tsx";')).toHaveLength(1);
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
