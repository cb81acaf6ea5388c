import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { compressBuiltAssets } from "./scripts/compress-built-assets.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [reactRouter(), compressBuiltAssets()],
  environments: {
    ssr: {
      // Bundled rather than resolved at boot: drizzle-orm alone otherwise costs ~120 MB of resident memory
      // in Node's module loader (thousands of package exports), which the process never gives back.
      resolve: { noExternal: ["drizzle-orm"] },
      build: {
        // The Hono server is the SSR entry, so the API and the pages share one module graph.
        rolldownOptions: { input: "./server/entry.ts" },
      },
    },
  },
});
