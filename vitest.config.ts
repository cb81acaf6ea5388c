import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "build/**", "build-*/**", "tests/e2e/**", "data/**"],
    // Migrates and seeds once; each test file gets a copy (ADR 0028).
    globalSetup: ["tests/setup/prepare-test-databases.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
