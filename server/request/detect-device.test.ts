import { describe, expect, it } from "vitest";
import { detectDevice } from "./detect-device.ts";

const request = (userAgent: string, url = "http://store.test/", cookie?: string) =>
  new Request(url, { headers: { "user-agent": userAgent, ...(cookie ? { cookie } : {}) } });

describe("detectDevice", () => {
  it("gives mobile for phone and tablet user-agents", () => {
    for (const agent of [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36",
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15",
      "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36",
    ]) {
      expect(detectDevice(request(agent)), agent).toBe("mobile");
    }
  });

  it("gives desktop otherwise", () => {
    expect(
      detectDevice(request("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/156.0")),
    ).toBe("desktop");
    expect(detectDevice(request(""))).toBe("desktop");
  });

  it("can be forced by query or cookie for testing", () => {
    expect(detectDevice(request("iPhone", "http://store.test/?device=desktop"))).toBe("desktop");
    expect(detectDevice(request("Windows", "http://store.test/", "a=1; device=mobile"))).toBe("mobile");
  });
});
