import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { compressBuiltAssets } from "./scripts/compress-built-assets.ts";

/**
 * What the root and every page's layout run on first load, as two chunks: split by sharing, they were 20 files
 * of 0.2–3.5 KB, and a phone on a slow network pays a request for each before its first paint (issue 15).
 * `rootModules`: what the root imports (every document), with Vite's helper for lazy imports. `shellModules`:
 * the header, footer, cart badge and the hooks they share, which every page with a layout loads, plus the
 * product card and its image, which most pages show (home, lists, search, product pages, cart, support): kept
 * apart they cost those pages a request and 0.6 KB, and the others 0.5 KB (measured 2026-11-27). A module
 * that only some pages use does not belong here; the bundle budgets catch one that grows a page.
 */
const rootModules =
  /[\\/](app[\\/](lib[\\/](catalogues|shared-intl-cache|use-idle-after-hydration)\.ts|components[\\/](error-screen|site-links)\.tsx)|lib[\\/](sites|site-url)\.ts)$|vite\/preload-helper\.js$/;
const shellModules =
  /[\\/](app[\\/](components[\\/](use-api\.ts|use-site\.ts|icons\.tsx|media-image\.tsx|page-title\.ts|product-card\.tsx|layout[\\/][^\\/]+|cart[\\/](use-cart|use-cart-bootstrap|cart-button|cart-icons|cart-store|local-cart|cart-view)\.tsx?))|lib[\\/]money\.ts)$/;

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
                { name: "root-shell", test: rootModules },
                { name: "shell", test: shellModules },
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
