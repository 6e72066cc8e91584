import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Writes .br and .gz next to every compressible file of the client build (run after the build). */
const root = path.resolve(process.argv[2] ?? "build/client");
const compressible = /\.(html|js|css|json|svg|xml|txt|data|webmanifest)$/;

let count = 0;
function walk(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (compressible.test(entry.name) && statSync(full).size > 256) {
      const raw = readFileSync(full);
      writeFileSync(`${full}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${full}.gz`, gzipSync(raw, { level: 9 }));
      count++;
    }
  }
}
walk(root);
console.log(`compress: ${count} files precompressed (brotli and gzip) in ${path.relative(process.cwd(), root)}`);
