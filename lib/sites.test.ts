import { describe, expect, it } from "vitest";
import { resolveSite, sitePrefix } from "./sites.ts";

describe("sites", () => {
  it("resolves a site code and falls back to us for anything else", () => {
    expect(resolveSite("de").currency).toBe("EUR");
    expect(resolveSite(" GB ").code).toBe("gb");
    expect(resolveSite("jp").code).toBe("us");
    expect(resolveSite(undefined).code).toBe("us");
  });

  it("shows gb as UK with the gb flag and the us texts", () => {
    expect(resolveSite("gb")).toMatchObject({ label: "UK", flag: "gb", messages: "us", currency: "GBP" });
  });

  it("gives the us site no prefix unless asked", () => {
    expect(sitePrefix("us")).toBe("");
    expect(sitePrefix("us", { explicitUs: true })).toBe("/us");
    expect(sitePrefix("fr")).toBe("/fr");
  });
});
