import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareGzipSplice, spliceGzip } from "./splice-gzip.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("spliceGzip", () => {
  it("makes one gzip member that any gunzip reads back as the three parts in order", () => {
    const page = `<!DOCTYPE html><html><body>${"<p>AeroSweep R9 Pro, 60 °C water tank</p>".repeat(2000)}`;
    const splice = prepareGzipSplice(bytes(page), bytes("</body></html>"));
    for (const middle of ["", '<script type="application/json" id="p">{"displayName":"Zoë"}</script>']) {
      const body = spliceGzip(splice, bytes(middle));
      expect(zlib.gunzipSync(body).toString()).toBe(`${page}${middle}</body></html>`);
      expect(body.length).toBeLessThan(page.length / 10);
    }
  });

  it("keeps the length and checksum honest: a flipped byte is refused", () => {
    const body = spliceGzip(prepareGzipSplice(bytes("a".repeat(5000)), bytes("b")), bytes("c"));
    const damaged = Buffer.from(body);
    damaged[damaged.length - 5] = (damaged[damaged.length - 5] ?? 0) ^ 1;
    expect(() => zlib.gunzipSync(damaged)).toThrow();
  });
});
