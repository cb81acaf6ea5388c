import { describe, expect, it } from "vitest";
import { buildVersionRoutes } from "./build-version-routes.ts";

describe("/build.json", () => {
  it("tells the running build's version, never from a cache, whatever the timestamp query", async () => {
    const response = await buildVersionRoutes("3f2a9c1e").request("/build.json?t=1764158400000");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ version: "3f2a9c1e" });
  });
});
