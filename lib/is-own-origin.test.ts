import { describe, expect, it } from "vitest";
import { isOwnOrigin } from "./is-own-origin.ts";

describe("isOwnOrigin", () => {
  it("accepts the request's own origin and PUBLIC_URL's", () => {
    expect(isOwnOrigin("http://127.0.0.1:4000", "http://127.0.0.1:4000/personal/address")).toBe(true);
    expect(isOwnOrigin("http://localhost:3000", "http://10.0.0.5:3000/personal/address")).toBe(true);
  });

  it("refuses another origin, a look-alike, and a missing header", () => {
    const url = "http://127.0.0.1:4000/personal/address";
    expect(isOwnOrigin("https://evil.example", url)).toBe(false);
    expect(isOwnOrigin("http://127.0.0.1:4001", url)).toBe(false);
    expect(isOwnOrigin("http://127.0.0.1:4000.evil.example", url)).toBe(false);
    expect(isOwnOrigin("null", url)).toBe(false);
    expect(isOwnOrigin(undefined, url)).toBe(false);
    expect(isOwnOrigin(null, url)).toBe(false);
  });
});
