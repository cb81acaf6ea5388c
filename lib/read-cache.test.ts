import { describe, expect, it } from "vitest";
import { clearReadCache, estimateBytes, forgetCachedAnswers, readThrough } from "./read-cache.ts";

/** Like a Drizzle query builder: nothing runs until `then`, and every `then` runs the query again. */
function lazyQuery<T>(answer: () => T) {
  let runs = 0;
  const query: PromiseLike<T> = {
    // biome-ignore lint/suspicious/noThenProperty: the stand-in for a query builder must be a thenable.
    then(resolve, reject) {
      runs++;
      return Promise.resolve(answer()).then(resolve, reject);
    },
  };
  return { query, runs: () => runs };
}

describe("readThrough", () => {
  it("runs a lazy query once and answers every later read from memory", async () => {
    const owner = {};
    const { query, runs } = lazyQuery(() => ["robots", "cordless"]);
    for (let i = 0; i < 5; i++)
      expect(await readThrough(owner, "categories|us", 60_000, () => query)).toEqual(["robots", "cordless"]);
    expect(runs()).toBe(1);
  });

  it("shares one load between concurrent misses and keeps no failure", async () => {
    const owner = {};
    let loads = 0;
    const load = async () => {
      loads++;
      if (loads === 1) throw new Error("lost connection");
      return loads;
    };
    await expect(readThrough(owner, "k", 60_000, load)).rejects.toThrow("lost connection");
    const [a, b] = await Promise.all([
      readThrough(owner, "k", 60_000, load),
      readThrough(owner, "k", 60_000, load),
    ]);
    expect([a, b, loads]).toEqual([2, 2, 2]);
  });

  it("forgets answers by prefix or all at once, and reads through when the lifetime is zero", async () => {
    const owner = {};
    let loads = 0;
    const load = async () => ++loads;
    await readThrough(owner, "reviews|7|summary", 60_000, load);
    await readThrough(owner, "reviews|8|summary", 60_000, load);
    forgetCachedAnswers(owner, "reviews|7|");
    expect(await readThrough(owner, "reviews|7|summary", 60_000, load)).toBe(3);
    expect(await readThrough(owner, "reviews|8|summary", 60_000, load)).toBe(2);
    clearReadCache(owner);
    expect(await readThrough(owner, "reviews|8|summary", 60_000, load)).toBe(4);
    expect(await readThrough(owner, "reviews|8|summary", 0, load)).toBe(5);
  });
});

describe("readThrough's bound in bytes", () => {
  it("lets the least recently used large answers go once an owner's answers pass 32 MB", async () => {
    const owner = {};
    const loads: string[] = [];
    // Each answer's JSON is 5 million characters: estimated at 10 MB.
    const read = (key: string) =>
      readThrough(owner, key, 60_000, async () => {
        loads.push(key);
        return "x".repeat(5_000_000);
      });
    for (const key of ["a", "b", "c", "d"]) await read(key);
    await read("d");
    await read("b");
    expect(loads).toEqual(["a", "b", "c", "d"]);
    await read("a");
    expect(loads).toEqual(["a", "b", "c", "d", "a"]);
  });

  it("estimates maps, sets and dates by their content, and what JSON cannot write at a flat size", () => {
    expect(estimateBytes(new Map([["robot", "x".repeat(1000)]]))).toBeGreaterThan(2000);
    expect(estimateBytes(new Set(["x".repeat(1000)]))).toBeGreaterThan(2000);
    expect(estimateBytes({ at: new Date(0) })).toBe(2 * JSON.stringify({ at: new Date(0) }).length);
    const loop: { self?: unknown } = {};
    loop.self = loop;
    expect(estimateBytes(loop)).toBe(1024);
  });
});
