import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [reactRouter()],
  environments: {
    ssr: {
      build: {
        // The Hono server is the SSR entry, so the API and the pages share one module graph.
        rolldownOptions: { input: "./server/entry.ts" },
      },
    },
  },
});
