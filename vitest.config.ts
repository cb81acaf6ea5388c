import { defineConfig } from "vitest/config";

// Key stretching is not what these tests check: scrypt at 2^10 instead of production's 2^15 for the passwords
// the suite creates (hash-password.test.ts measures the real cost). Set here so the global set-up's seed and
// every worker hash alike; the store processes tests start run as production and take the default.
process.env.PASSWORD_HASH_COST ??= "10";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "build/**", "build-*/**", "tests/e2e/**", "data/**"],
    // Migrates and seeds once; each test file gets a copy (ADR 0028).
    globalSetup: ["tests/setup/prepare-test-databases.ts"],
    // Vitest's default on two cores is one file at a time; most database and process tests wait more than they
    // compute, so four at once use the machine (unit and integration 295 s → 170 s here).
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
