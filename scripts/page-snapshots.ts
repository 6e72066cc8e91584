/**
 * Saves the HTML of every page a visitor can open, from a running server, so that a refactor can prove
 * it changed no page (issue 29 point 5: "English output stays exactly as it is").
 *
 *   node scripts/page-snapshots.ts save http://localhost:3000 <dir>    fetch every page into <dir>
 *   node scripts/page-snapshots.ts save http://localhost:3000 <dir> --editions=both
 *                                   the same, with every page's Bahasa Indonesia twin (/id/...) as well
 *                                   (--editions=id: only those; the default, en: the English pages)
 *   node scripts/page-snapshots.ts compare <dirA> <dirB>               list pages that differ; exit 1 if any
 *
 * The pages: every URL in /sitemap.xml plus the pages the sitemap leaves out (forms, sign-in, search and
 * filter results, a planner query, a route history, the not-found page). What differs between two
 * builds or two requests without the page changing is normalised away: CSP nonces, the asset file
 * names' content hashes, and the build's revision in the service-worker registration, and the request time in a hydrated
 * page's data (`"now"`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LOCALES, type Locale, localizePath } from "../app/lib/locale.ts";

const EXTRA = [
  "/contact",
  "/auth",
  "/auth?tab=signup",
  "/auth/forgot",
  "/submit-update",
  "/partners",
  "/community",
  "/search?q=visa",
  "/search?q=ferry+togean",
  "/destinations?region=north",
  "/transport/plan?from=makassar&to=togean-islands",
  "/transport/plan?from=manado&to=bunaken",
  "/transport/routes/makassar-baubau-pelni/history",
  "/no-such-page",
];

export function normalise(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/'nonce-[^']*'/g, "'nonce-'")
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8,}(\.(?:js|css|webmanifest))/g, "$1$2")
    .replace(/(sw\.js\?v=|revision=)[\w-]+/g, "$1")
    .replace(/(\\"now\\",)\d+/g, "$10");
}

function fileFor(url: string): string {
  const name = url === "/" ? "index" : url.slice(1).replace(/[^\w.-]+/g, "_");
  return `${name}.html`;
}

/** Which editions to save (ADR 0036): the English pages, their /id twins, or both. */
export type Editions = "en" | "id" | "both";

/**
 * The pages to save: the sitemap's (which lists both editions) and the extra ones, each in the
 * chosen editions. A path stays as it is when it has no twin (a file).
 */
export function pagesIn(paths: readonly string[], editions: Editions): string[] {
  const locales: readonly Locale[] = editions === "both" ? LOCALES : [editions];
  const english = paths.map((p) => localizePath(p, "en"));
  return [...new Set(english.flatMap((p) => locales.map((l) => localizePath(p, l))))].sort();
}

async function pageUrls(base: string, editions: Editions): Promise<string[]> {
  const sitemap = await (await fetch(new URL("/sitemap.xml", base))).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
  return pagesIn([...fromSitemap, ...EXTRA], editions);
}

async function save(base: string, dir: string, editions: Editions): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const urls = await pageUrls(base, editions);
  for (const url of urls) {
    const res = await fetch(new URL(url, base), { redirect: "manual" });
    const body = res.headers.get("content-type")?.includes("html") ? normalise(await res.text()) : "";
    writeFileSync(path.join(dir, fileFor(url)), `<!-- ${res.status} ${url} -->\n${body}`);
  }
  console.log(`Saved ${urls.length} pages into ${dir}.`);
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 80);
  return `    before: …${a.slice(from, i + 120)}…\n    after:  …${b.slice(from, i + 120)}…`;
}

function compare(dirA: string, dirB: string): number {
  const names = new Set([...readdirSync(dirA), ...readdirSync(dirB)]);
  let differing = 0;
  for (const name of [...names].sort()) {
    const a = path.join(dirA, name);
    const b = path.join(dirB, name);
    if (!existsSync(a) || !existsSync(b)) {
      console.log(`${name}: only in ${existsSync(a) ? dirA : dirB}`);
      differing++;
      continue;
    }
    const before = readFileSync(a, "utf8");
    const after = readFileSync(b, "utf8");
    if (before !== after) {
      console.log(`${name}: differs\n${firstDifference(before, after)}`);
      differing++;
    }
  }
  console.log(`${names.size} pages compared, ${differing} differ.`);
  return differing;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const option = args.find((a) => a.startsWith("--editions="))?.slice("--editions=".length) ?? "en";
  const [command, first, second] = args.filter((a) => !a.startsWith("--"));
  const editions = (["en", "id", "both"] as const).find((e) => e === option);
  if (!editions) {
    console.error(`Unknown --editions=${option}: en, id or both.`);
    process.exit(2);
  }
  if (command === "save" && first && second) await save(first, second, editions);
  else if (command === "compare" && first && second) process.exit(compare(first, second) > 0 ? 1 : 0);
  else {
    console.error(
      "Usage: node scripts/page-snapshots.ts save <base-url> <dir> [--editions=en|id|both] | compare <dirA> <dirB>",
    );
    process.exit(2);
  }
}
