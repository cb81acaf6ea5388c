import { describe, expect, it } from "vitest";
import { isOwnOrigin } from "./is-own-origin.ts";

describe("isOwnOrigin", () => {
  it("accepts the request's own origin, and PUBLIC_URL's only when it was set", () => {
    expect(isOwnOrigin("http://127.0.0.1:4000", "http://127.0.0.1:4000/personal/address")).toBe(true);
    const given = { PUBLIC_URL: "https://shop.example", PUBLIC_URL_GIVEN: true };
    expect(isOwnOrigin("https://shop.example", "http://10.0.0.5:3000/personal/address", given)).toBe(true);
    const defaulted = { PUBLIC_URL: "http://localhost:3000", PUBLIC_URL_GIVEN: false };
    expect(isOwnOrigin("http://localhost:3000", "http://10.0.0.5:3000/personal/address", defaulted)).toBe(
      false,
    );
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
