/**
 * Generates the site's pictures: original artwork drawn from each `artwork` ({ motif, alt }) in
 * content/, rasterised by sharp into public/img/art:
 *
 *   {id}-480.webp, {id}-960.webp, {id}-1600.webp   16:10, for <ArtImage> (app/components/ArtImage.tsx)
 *   {id}-og.jpg                                    1200x630, for Open Graph / Twitter cards
 *
 * Ids come from app/lib/art.ts. Each SVG is seeded by its id, so a rebuild draws the same picture;
 * public/img/art/manifest.json stores a hash of every SVG (and the encoder settings), and an
 * artwork whose hash and files are unchanged is skipped. Files of artworks that no longer exist
 * are removed. It also draws the app icons (scripts/art/icons.ts, listed in APP_ICONS) into
 * public/img/icons for the web app manifest. Nothing is written outside public/img/art and
 * public/img/icons.
 *
 *   node scripts/generate-art.ts [--force] [--content <dir>] [--concurrency <n>]
 *
 * Exits 1 with a message naming the file when a content file cannot be read or has a malformed
 * artwork, and when rendering fails.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { APP_ICONS } from "../app/features/offline/constants.ts";
import { ART_OG_SIZE, ART_SIZE, ART_WIDTHS, type ArtId, type ArtWidth, artFileName } from "../app/lib/art.ts";
import { type ArtJob, ContentError, collectArtworks } from "./art/content.ts";
import { iconSvg } from "./art/icons.ts";
import { buildScene } from "./art/scene.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT_DIR = path.join(ROOT, "public", "img", "art");
const MANIFEST = path.join(OUT_DIR, "manifest.json");
const ICON_DIR = path.join(ROOT, "public", "img", "icons");
/** Bump to force every artwork to be re-encoded. */
const MANIFEST_VERSION = 1;
const ENCODING = {
  webp: { quality: 80, effort: 4 },
  jpeg: { quality: 84 },
} as const;

type Manifest = { version: number; entries: Record<string, { motif: string; hash: string }> };

function fail(text: string): never {
  console.error(`generate-art: ${text}`);
  process.exit(1);
}

function readManifest(): Manifest {
  const empty: Manifest = { version: MANIFEST_VERSION, entries: {} };
  if (!existsSync(MANIFEST)) return empty;
  try {
    const data = JSON.parse(readFileSync(MANIFEST, "utf8")) as Partial<Manifest>;
    if (data.version !== MANIFEST_VERSION || typeof data.entries !== "object" || data.entries === null) return empty;
    return { version: MANIFEST_VERSION, entries: data.entries };
  } catch {
    return empty; // A corrupt manifest only costs a full rebuild.
  }
}

function renditions(id: ArtId): string[] {
  return [...ART_WIDTHS.map((w: ArtWidth) => artFileName(id, w)), artFileName(id, "og")];
}

/** Writes through a temporary file and a rename, so an interrupted run never leaves half a file. */
function writeAtomic(file: string, data: Buffer): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

async function render(id: ArtId, svg: string): Promise<void> {
  // Rasterise once at full size, then derive every rendition from the raw pixels.
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(ART_SIZE.width, ART_SIZE.height)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const outputs = await Promise.all([
    ...ART_WIDTHS.map(async (width) => {
      const image = sharp(data, raw);
      if (width !== info.width) image.resize(width, Math.round((width * ART_SIZE.height) / ART_SIZE.width));
      return [artFileName(id, width), await image.webp(ENCODING.webp).toBuffer()] as const;
    }),
    (async () => {
      const image = sharp(data, raw).resize(ART_OG_SIZE.width, ART_OG_SIZE.height, {
        fit: "cover",
        position: "centre",
      });
      return [artFileName(id, "og"), await image.jpeg(ENCODING.jpeg).toBuffer()] as const;
    })(),
  ]);
  for (const [name, buffer] of outputs) writeAtomic(path.join(OUT_DIR, name), buffer);
}

/** The app icons (PNG, as the manifest's installability checks want); small, so drawn every run. */
async function renderIcons(): Promise<number> {
  mkdirSync(ICON_DIR, { recursive: true });
  await Promise.all(
    APP_ICONS.map(async ({ src, size, purpose }) => {
      const png = await sharp(Buffer.from(iconSvg(size, purpose)))
        .png({ compressionLevel: 9 })
        .toBuffer();
      writeAtomic(path.join(ICON_DIR, path.basename(src)), png);
    }),
  );
  return APP_ICONS.length;
}

async function main(): Promise<void> {
  const started = performance.now();
  const { values } = parseArgs({
    options: {
      force: { type: "boolean", default: false },
      content: { type: "string", default: path.join(ROOT, "content") },
      concurrency: { type: "string", default: "4" },
    },
  });
  const concurrency = Number.parseInt(values.concurrency, 10);
  if (!Number.isInteger(concurrency) || concurrency < 1) fail(`--concurrency must be a positive integer`);

  let collected: ReturnType<typeof collectArtworks>;
  try {
    collected = collectArtworks(path.resolve(values.content));
  } catch (error) {
    if (error instanceof ContentError) fail(error.message);
    throw error;
  }
  const { jobs, missing } = collected;
  for (const rel of missing) console.log(`generate-art: ${rel} not found, skipped`);

  mkdirSync(OUT_DIR, { recursive: true });
  const previous = readManifest();
  const next: Manifest = { version: MANIFEST_VERSION, entries: {} };
  const settings = JSON.stringify({ ART_SIZE, ART_WIDTHS, ART_OG_SIZE, ENCODING });
  const todo: { job: ArtJob; svg: string; hash: string }[] = [];
  for (const job of jobs) {
    const svg = buildScene(job.id, job.motif, job.features);
    const hash = createHash("sha256").update(settings).update(svg).digest("hex").slice(0, 32);
    const done = previous.entries[job.id];
    const fresh =
      !values.force && done?.hash === hash && renditions(job.id).every((name) => existsSync(path.join(OUT_DIR, name)));
    if (fresh) next.entries[job.id] = { motif: job.motif, hash };
    else todo.push({ job, svg, hash });
  }

  // Render with a small pool; each finished artwork is recorded so a failure keeps the rest.
  sharp.cache(false);
  const state: { cursor: number; failed?: { id: string; error: unknown } } = { cursor: 0 };
  const worker = async () => {
    while (state.cursor < todo.length && !state.failed) {
      const item = todo[state.cursor++]!;
      try {
        await render(item.job.id, item.svg);
        next.entries[item.job.id] = { motif: item.job.motif, hash: item.hash };
      } catch (error) {
        state.failed ??= { id: item.job.id, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));

  // Artworks whose render failed stay out of the manifest, so the next run retries them.
  const sorted = Object.fromEntries(Object.entries(next.entries).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeAtomic(MANIFEST, Buffer.from(`${JSON.stringify({ version: MANIFEST_VERSION, entries: sorted }, null, 2)}\n`));
  const { failed } = state;
  if (failed) {
    const reason = failed.error instanceof Error ? failed.error.message : String(failed.error);
    fail(`rendering "${failed.id}" failed: ${reason}`);
  }

  // Remove renditions of artworks that are gone (and temporary files of interrupted runs).
  const wanted = new Set(jobs.flatMap((job) => renditions(job.id)));
  let removed = 0;
  for (const name of readdirSync(OUT_DIR)) {
    const ours = /^[a-z0-9-]+-(?:\d+\.webp|og\.jpg)$/.test(name) || name.endsWith(".tmp");
    if (ours && !wanted.has(name)) {
      rmSync(path.join(OUT_DIR, name), { force: true });
      removed++;
    }
  }

  const icons = await renderIcons();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `generate-art: ${jobs.length} artworks, ${todo.length} rendered, ${jobs.length - todo.length} unchanged` +
      `${removed ? `, ${removed} stale files removed` : ""}, ${icons} app icons (${seconds} s) -> ${path.relative(ROOT, OUT_DIR)}`,
  );
}

await main();
