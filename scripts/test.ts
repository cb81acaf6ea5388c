// `npm test`: lint, dependency rules (`npm run lint:deps`, ADR 0027), typecheck, unit and integration tests
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), a production build, and the browser journeys in
// Debian's Chromium. Ends with the line "N passed, N failed" that CI reads.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { findChromium } from "../tests/e2e/find-chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const resultsDir = path.join(root, "test-results");
fs.mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;

function step(title: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  return result.status === 0;
}

function check(title: string, command: string, args: string[]) {
  if (step(title, command, args)) passed++;
  else failed++;
}

function vitest(title: string, args: string[], report: string) {
  const output = path.join(resultsDir, report);
  fs.rmSync(output, { force: true });
  const ok = step(title, bin("vitest"), [
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${output}`,
  ]);
  if (!fs.existsSync(output)) {
    failed++;
    return;
  }
  const summary = JSON.parse(fs.readFileSync(output, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  passed += summary.numPassedTests;
  failed += summary.numFailedTests + (ok || summary.numFailedTests > 0 ? 0 : 1);
}

function ensureChromium(): boolean {
  if (findChromium()) return true;
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing. Install Debian's package as root: apt-get install -y chromium");
    return false;
  }
  console.log("Installing Debian's chromium for the browser tests…");
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return findChromium() !== null;
}

check("lint (biome)", bin("biome"), ["check", "."]);
check("dependency rules (npm run lint:deps)", "npm", ["run", "--silent", "lint:deps"]);
check("route types", bin("react-router"), ["typegen"]);
check("typecheck (tsc)", bin("tsc"), ["--noEmit", "-p", "."]);
vitest(
  process.env.TEST_DATABASE_URL
    ? "unit and integration tests (PGlite and PostgreSQL)"
    : "unit and integration tests (PGlite)",
  [],
  "unit.json",
);
if (step("production build", bin("react-router"), ["build"])) {
  passed++;
  if (ensureChromium())
    vitest(
      "browser journeys (Chromium, desktop and mobile)",
      ["--config", "vitest.e2e.config.ts"],
      "e2e.json",
    );
  else failed++;
} else failed++;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
