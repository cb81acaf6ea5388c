import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Key stretching is not what these tests check: scrypt at 2^10 instead of production's 2^15 for the passwords
// the suite creates (hash-password.test.ts measures the real cost). Set here so the global set-up's seed and
// every worker hash alike; the store processes tests start run as production and take the default.
process.env.PASSWORD_HASH_COST ??= "10";

// Files that set process.env before the store reads it once per process (lib/env.ts), or mock modules, get a fresh
// module graph each; every other file shares its worker's (ADR 0028, second amendment: 300 s → 107 s here). Found
// by reading the files, so a new one is never shared by mistake.
const changesProcessState =
  /delete process\.env\.|process\.env\.\w+\s*(?:\?\?)?=[^=]|vi\.(?:mock|doMock|stubEnv|resetModules)\(/;
const notSearched = new Set(["node_modules", "data", "test-results", "public"]);
const isolated = fs
  .readdirSync(".", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !entry.name.startsWith("build"))
  .filter((entry) => !notSearched.has(entry.name))
  .flatMap((entry) =>
    fs
      .readdirSync(entry.name, { recursive: true, encoding: "utf8" })
      .map((file) => path.join(entry.name, file)),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith("tests/e2e/"))
  .filter((file) => changesProcessState.test(fs.readFileSync(file, "utf8")))
  .sort();

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    exclude: ["node_modules/**", "build/**", "build-*/**", "tests/e2e/**", "data/**"],
    // Migrates and seeds once; each test file gets a copy (ADR 0028).
    globalSetup: ["tests/setup/prepare-test-databases.ts"],
    // Vitest's default on two cores is one file at a time; most database and process tests wait more than they
    // compute, so four at once use the machine (unit and integration 295 s → 170 s here).
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["**/*.test.ts", "**/*.test.tsx"],
          exclude: isolated,
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: isolated } },
    ],
  },
});
