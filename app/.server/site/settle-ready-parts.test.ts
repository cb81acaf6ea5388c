import { describe, expect, it } from "vitest";
import { PARTS_STREAMED_HEADER } from "../../../server/request/cacheable-page.ts";
import { settleReadyParts, streamedPartsHeaders } from "./settle-ready-parts.ts";

/** A read that waits for I/O, as one that goes to the database does. */
function afterIo<T>(value: T): Promise<T> {
  return new Promise((resolve) => setImmediate(() => setImmediate(() => resolve(value))));
}

describe("settleReadyParts", () => {
  it("gives a part read without I/O as its value, also after a chain of awaits", async () => {
    const chained = async () => {
      const rows = await Promise.resolve([1, 2]);
      return (await Promise.resolve(rows)).map((row) => row * 10);
    };
    const parts = await settleReadyParts({ cards: chained(), none: null });
    expect(parts).toEqual({ cards: [10, 20], none: null });
  });

  it("keeps a part that waits for I/O as its promise, so the page streams it", async () => {
    const slow = afterIo("reviews");
    const parts = await settleReadyParts({ ready: Promise.resolve("cards"), slow });
    expect(parts.ready).toBe("cards");
    expect(parts.slow).toBe(slow);
    await expect(parts.slow).resolves.toBe("reviews");
  });

  it("keeps a failed part as its promise, for the page's error element, and does not wait for a part that never comes", async () => {
    const failed = Promise.reject(new Error("database gone"));
    const slow = new Promise<string>(() => {});
    const parts = await settleReadyParts({ failed, slow });
    expect(parts.failed).toBe(failed);
    await expect(parts.failed).rejects.toThrow("database gone");
    expect(parts.slow).toBe(slow);
  });
});

describe("streamedPartsHeaders", () => {
  it("marks a loader's answer only when one of its parts is still a promise", async () => {
    const ready = await settleReadyParts({ cards: Promise.resolve([1]), none: null });
    expect(streamedPartsHeaders({ name: "AeroSweep", ...ready })).toEqual({});
    const streaming = await settleReadyParts({ cards: Promise.resolve([1]), reviews: afterIo("reviews") });
    expect(streamedPartsHeaders({ name: "AeroSweep", ...streaming })).toEqual({
      [PARTS_STREAMED_HEADER]: "1",
    });
  });
});
