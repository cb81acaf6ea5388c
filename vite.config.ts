import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { compressBuiltAssets } from "./scripts/compress-built-assets.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [reactRouter(), compressBuiltAssets()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // One "framework" chunk (React, React DOM, React Router, use-intl and what they import): one file
            // gzips about 4 KB smaller than the five it was split into, and it changes only when they are
            // upgraded, so a deploy of the store's own code leaves it cached (ADR 0044).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run|cookie-es|use-intl|@formatjs|intl-messageformat|icu-minify)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
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
