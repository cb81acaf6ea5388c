import os from "node:os";
import { defineConfig } from "vitest/config";

// A journey keeps about two cores busy (Chromium most of it, the store and the runner the rest): on two cores a
// second worker gained 15 % at best and made screens slow enough to fail their checks (ADR 0008, amendment).
const journeyWorkers =
  Number(process.env.JOURNEY_WORKERS) || Math.max(1, Math.floor(os.availableParallelism() / 2));

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    // One store per worker (tests/e2e/start-store.ts), so files running at once share no data.
    globalSetup: ["tests/e2e/start-store.ts"],
    maxWorkers: journeyWorkers,
    testTimeout: 60_000,
    // Vitest's default of 1 s is shorter than a streamed screen takes on a busy two-core machine; a poll that
    // already holds returns at once, so a longer limit only costs time when something is really wrong.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
