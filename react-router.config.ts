import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/features/content/paths.ts";

export default {
  ssr: true,
  // Static guide pages are rendered once at build time and served as files.
  prerender: { paths: prerenderPaths(), concurrency: 4 },
} satisfies Config;
