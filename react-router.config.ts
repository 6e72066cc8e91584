import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/features/content/paths.ts";

export default {
  ssr: true,
  // Static guide pages are rendered once at build time and served as files, in both editions
  // (English at /, Bahasa Indonesia at /id/...: app/features/content/paths.ts, ADR 0036).
  prerender: { paths: prerenderPaths(), concurrency: 4 },
} satisfies Config;
