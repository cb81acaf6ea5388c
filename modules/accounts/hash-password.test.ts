import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./hash-password.ts";

// The production cost, whatever the suite's PASSWORD_HASH_COST: these tests are about a burst of real hashes.
const stored = await hashPassword("Sunny2026x", 15);
const concurrent = 20;

/** Runs `concurrent` wrong-password checks at once and measures `meanwhile` while they run. */
async function underLoad<T>(meanwhile: () => Promise<T>) {
  const started = performance.now();
  const checks = Promise.all(
    Array.from({ length: concurrent }, (_, round) => verifyPassword(`Guess${round}2026x`, stored)),
  );
  const during = await meanwhile();
  const results = await checks;
  return { during, results, totalMs: performance.now() - started };
}

describe("password hashing under a burst of sign-ins", () => {
  it("keeps the event loop turning while passwords are checked", async () => {
    let last = performance.now();
    let largestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      largestGap = Math.max(largestGap, now - last);
      last = now;
    }, 10);
    const { results, totalMs } = await underLoad(async () => {});
    clearInterval(timer);
    expect(results).toEqual(Array(concurrent).fill(false));
    // Synchronous hashing would stall the timer for about the whole run.
    expect(largestGap).toBeLessThan(totalMs / 4);
  });

  it("leaves libuv's thread pool free for file reads while passwords are checked", async () => {
    // A cached media file is read through the same pool; it must not queue behind every hash of the burst.
    const { during: readMs, totalMs } = await underLoad(async () => {
      const started = performance.now();
      await readFile(new URL(import.meta.url));
      return performance.now() - started;
    });
    expect(readMs).toBeLessThan(totalMs / 4);
  });

  it("still tells the right password from a wrong one", async () => {
    const { during } = await underLoad(() => verifyPassword("Sunny2026x", stored));
    expect(during).toBe(true);
    expect(await verifyPassword("sunny2026x", stored)).toBe(false);
  });

  it("writes the cost it hashed with into the hash, and checks a stored hash at its own cost", async () => {
    const cheap = await hashPassword("Sunny2026x", 10);
    expect(cheap.split("$").slice(0, 4)).toEqual(["scrypt", "1024", "8", "1"]);
    expect(stored.split("$")[1]).toBe(String(2 ** 15));
    expect(await verifyPassword("Sunny2026x", cheap)).toBe(true);
    expect(await verifyPassword("Sunny2026y", cheap)).toBe(false);
  });
});
