import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("has working defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.API_CLIENTS).toEqual([
      { clientId: "store-web", clientSecret: "store-web-public", platform: "web" },
    ]);
  });

  it("reads the configured API clients", () => {
    const env = parseEnv({ API_CLIENTS: "web:s1:web,app-android:s2:android" });
    expect(env.API_CLIENTS.map((client) => client.platform)).toEqual(["web", "android"]);
  });

  it("fails fast with every problem named", () => {
    expect(() => parseEnv({ PORT: "seventy", API_CLIENTS: "broken" })).toThrow(/PORT[\s\S]*API_CLIENTS/);
  });

  it("hashes passwords at scrypt's 2^15 by default and refuses a lower cost in production", () => {
    expect(parseEnv({}).PASSWORD_HASH_COST).toBe(15);
    expect(parseEnv({ NODE_ENV: "test", PASSWORD_HASH_COST: "10" }).PASSWORD_HASH_COST).toBe(10);
    expect(() => parseEnv({ NODE_ENV: "production", PASSWORD_HASH_COST: "12" })).toThrow(
      /PASSWORD_HASH_COST: must be at least 15 in production/,
    );
  });
});
