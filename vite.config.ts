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
  plugins: [tailwindcss(), reactRouter()],
});
