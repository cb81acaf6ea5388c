// `npm test`: lint, dependency rules (`npm run lint:deps`, ADR 0027), typecheck, unit and integration tests
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), a production build, and the browser journeys in
// Debian's Chromium. Ends with a line of the checks (lint, dependency rules, route types, typecheck, build:
// each fails the run, none is counted as a test) and the closing line "N passed, N failed (…)" that CI reads,
// which counts tests only, per suite.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { findChromium } from "../tests/e2e/find-chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const resultsDir = path.join(root, "test-results");
fs.mkdirSync(resultsDir, { recursive: true });

/** Lint, route types, typecheck and build: they fail the run but are not tests, so they are not counted. */
const checks: { name: string; ok: boolean }[] = [];
/** The test suites: their counts from Vitest's JSON report, and whether the run itself finished cleanly. */
type Suite = {
  name: string;
  passed: number;
  failed: number;
  ran: boolean;
  problem?: string;
  /** "file › test: first line of the error", so the run's last lines say what failed without scrolling. */
  failures?: string[];
};
const suites: Suite[] = [];

function step(title: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  return result.status === 0;
}

function check(name: string, title: string, command: string, args: string[]): boolean {
  const ok = step(title, command, args);
  checks.push({ name, ok });
  return ok;
}

function vitest(name: string, title: string, args: string[], report: string) {
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
    suites.push({ name, passed: 0, failed: 0, ran: false, problem: "wrote no report" });
    return;
  }
  const summary = JSON.parse(fs.readFileSync(output, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: {
      name: string;
      assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
    }[];
  };
  const failures = summary.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => {
        const reason = stripVTControlCharacters(test.failureMessages[0] ?? "")
          .split("\n")[0]
          ?.slice(0, 200);
        return `${path.relative(root, file.name)} › ${test.fullName}: ${reason}`;
      }),
  );
  suites.push({
    name,
    passed: summary.numPassedTests,
    failed: summary.numFailedTests,
    ran: true,
    // Vitest failed without a failing test: a file that did not load, a setup or an unhandled error.
    problem: ok || summary.numFailedTests > 0 ? undefined : "failed outside the tests (see above)",
    failures,
  });
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

check("lint", "lint (biome)", bin("biome"), ["check", "."]);
check("dependency rules", "dependency rules (npm run lint:deps)", "npm", ["run", "--silent", "lint:deps"]);
check("typegen", "route types", bin("react-router"), ["typegen"]);
check("typecheck", "typecheck (tsc)", bin("tsc"), ["--noEmit", "-p", "."]);
vitest(
  "unit and integration",
  process.env.TEST_DATABASE_URL
    ? "unit and integration tests (PGlite and PostgreSQL)"
    : "unit and integration tests (PGlite)",
  [],
  "unit.json",
);
const built = check("build", "production build", bin("react-router"), ["build"]);
if (built)
  check("bundle budgets", "first-load script budgets", process.execPath, ["scripts/check-bundle-budgets.ts"]);
if (!built)
  suites.push({ name: "journeys", passed: 0, failed: 0, ran: false, problem: "not run: the build failed" });
else if (!ensureChromium())
  suites.push({ name: "journeys", passed: 0, failed: 0, ran: false, problem: "not run: no Chromium" });
else
  vitest(
    "journeys",
    "browser journeys (Chromium, desktop and mobile)",
    ["--config", "vitest.e2e.config.ts"],
    "e2e.json",
  );

const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
const broken = checks.some((entry) => !entry.ok) || suites.some((suite) => suite.problem);
console.log(`\nchecks: ${checks.map((entry) => `${entry.name} ${entry.ok ? "✓" : "✗"}`).join("  ")}`);
for (const suite of suites.filter((entry) => entry.problem)) console.log(`${suite.name}: ${suite.problem}`);
for (const failure of suites.flatMap((suite) => suite.failures ?? [])) console.log(`failed: ${failure}`);
const bySuite = suites.map((suite) =>
  suite.ran ? `${suite.name} ${suite.passed} passed, ${suite.failed} failed` : `${suite.name} not run`,
);
console.log(`${passed} passed, ${failed} failed (${bySuite.join("; ")})`);
process.exit(failed > 0 || broken ? 1 : 0);
