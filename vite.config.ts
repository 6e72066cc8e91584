import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    // The server build's entry is our Express app, which re-exports the React Router build
    // so that prerendering (which imports build/server/index.js) still finds it.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" }, target: "node24" } },
  },
  // Bundled into the server build, so only the icons the app uses are loaded (not all 1,600: about
  // 12 MB of memory per process, issue 21).
  ssr: { noExternal: ["lucide-react"] },
  plugins: [tailwindcss(), reactRouter()],
});
