import { describe, expect, it } from "vitest";
import { isLoginRoute, loginUrlFor, safeFromPath } from "./sign-in-paths.ts";

describe("sign-in paths", () => {
  it("sends to this site's login with the page as `from`", () => {
    expect(loginUrlFor("/de/personal/address", "?id=3")).toBe(
      "/de/user/login?from=%2Fpersonal%2Faddress%3Fid%3D3",
    );
    expect(loginUrlFor("/personal/account")).toBe("/user/login?from=%2Fpersonal%2Faccount");
  });

  it("knows the login routes under every prefix", () => {
    expect(isLoginRoute("/user/login")).toBe(true);
    expect(isLoginRoute("/fr/user/register")).toBe(true);
    expect(isLoginRoute("/it/user/reset/")).toBe(true);
    expect(isLoginRoute("/user/bindMail")).toBe(false);
    expect(isLoginRoute("/product/list")).toBe(false);
  });

  it("accepts only relative paths of this site as `from`", () => {
    expect(safeFromPath("/product/detail?id=4#reviews")).toBe("/product/detail?id=4#reviews");
    expect(safeFromPath("/de/product/list")).toBe("/product/list");
    for (const outside of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/%0d%0aSet-Cookie:x",
      "/user/login?from=/x",
      "",
      null,
    ]) {
      const safe = safeFromPath(outside);
      expect(safe, String(outside)).toMatch(/^\/(?!\/)/);
      expect(new URL(safe, "http://store.invalid").origin).toBe("http://store.invalid");
    }
    expect(safeFromPath("//evil.example/path")).toBe("/personal/account");
    expect(safeFromPath("/\tevil")).toBe("/personal/account");
  });

  it("refuses a `from` that becomes `//host` once dot segments or the site prefix are gone", () => {
    // On the unprefixed us site the result is the Location itself: `//evil.example` would leave the store.
    for (const outside of [
      "/.//evil.example",
      "/%2e//evil.example",
      "/de//evil.example",
      "/de/..//evil.example",
    ]) {
      expect(safeFromPath(outside), outside).toBe("/personal/account");
    }
    for (const outside of ["/\u3002evil", "/%E3%80%82evil", "/%5Cevil", "/%zz"]) {
      expect(safeFromPath(outside), outside).toBe("/personal/account");
    }
    expect(safeFromPath("/de/personal/order_list?tab=unpaid")).toBe("/personal/order_list?tab=unpaid");
  });
});
