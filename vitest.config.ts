import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "build/**", "build-*/**", "tests/e2e/**", "data/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
