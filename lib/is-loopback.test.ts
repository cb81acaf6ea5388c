import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isLoopbackOrigin } from "./is-loopback.ts";

describe("loopback", () => {
  it("knows the addresses only this machine sends from", () => {
    for (const address of ["127.0.0.1", "127.8.0.3", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      "10.0.0.1",
      "192.168.1.5",
      "::ffff:10.0.0.1",
      "2001:db8::1",
      "local",
      "",
      "128.0.0.1",
    ])
      expect(isLoopbackAddress(address), address).toBe(false);
  });

  it("knows the origins that name this machine", () => {
    for (const url of [
      "http://localhost:3000",
      "http://127.0.0.1",
      "http://[::1]:8080",
      "http://shop.localhost",
    ])
      expect(isLoopbackOrigin(url), url).toBe(true);
    for (const url of ["https://shop.example.com", "http://127.0.0.1.nip.io", "http://localhost.example.com"])
      expect(isLoopbackOrigin(url), url).toBe(false);
  });
});
