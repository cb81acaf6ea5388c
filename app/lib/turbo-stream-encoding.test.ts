import path from "node:path";
import { describe, expect, it } from "vitest";

// React Router's encoder of a page's data writes a value it has met before as its index
// (patches/react-router+8.4.0.patch), not as an array that becomes the same text. Loaded from the file the server
// runs: React Router does not export it.
const file = path.resolve("node_modules/react-router/dist/production/vendor/turbo-stream-v2/turbo-stream.js");
type Codec = {
  encode: (value: unknown) => ReadableStream<Uint8Array>;
  decode: (stream: ReadableStream<Uint8Array>) => Promise<{ value: unknown; done: Promise<void> }>;
};

describe("the encoding of a page's data, patched", () => {
  it("gives back data whose keys, strings, objects and lists recur, with a part that is still a promise", async () => {
    const { encode, decode } = (await import(file)) as Codec;
    const offer = {
      id: 22,
      name: "Brush Roller",
      price: "$34.99",
      inStock: true,
      tags: ["roller", "roller"],
    };
    const data = {
      accessories: [offer, { ...offer, id: 16 }, offer],
      together: { offers: [offer], totalText: "$34.99" },
      byId: new Map([[22, offer]]),
      seen: new Set(["roller", "$34.99"]),
      when: new Date(Date.UTC(2026, 11, 1)),
      missing: undefined,
      empty: null,
      nested: { a: { b: { c: "roller" } } },
      reviews: Promise.resolve({ average: 4, list: [offer] }),
    };
    const decoded = await decode(encode(data));
    await decoded.done;
    const { reviews, ...rest } = decoded.value as typeof data;
    const { reviews: expectedReviews, ...expected } = data;
    expect(rest).toEqual(expected);
    expect(await reviews).toEqual(await expectedReviews);
    // A value met again is the same object, as React Router's client expects.
    expect(rest.accessories[0]).toBe(rest.accessories[2]);
  });
});
