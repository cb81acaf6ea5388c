import { describe, expect, it } from "vitest";
import { mayReload, RELOAD_WINDOW_MS, rememberReload } from "./reload-decision.ts";

const now = Date.UTC(2026, 10, 26, 12, 0, 0);

describe("mayReload", () => {
  it("reloads a path that never reloaded", () => {
    expect(mayReload({}, "/de/product/list", now)).toBe(true);
    expect(mayReload({ "/": now }, "/de/product/list", now)).toBe(true);
  });

  it("reloads a path once within ten seconds", () => {
    const history = rememberReload({}, "/de", now);
    expect(mayReload(history, "/de", now)).toBe(false);
    expect(mayReload(history, "/de", now + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(mayReload(history, "/de", now + RELOAD_WINDOW_MS)).toBe(true);
  });

  it("does not reload in a loop when the clock went back", () => {
    const history = rememberReload({}, "/de", now);
    expect(mayReload(history, "/de", now - 1_000)).toBe(false);
    expect(mayReload(history, "/de", now - RELOAD_WINDOW_MS)).toBe(true);
  });
});

describe("rememberReload", () => {
  it("keeps the reloads still in their window and drops the others", () => {
    const history = { "/old": now - RELOAD_WINDOW_MS, "/recent": now - 2_000 };
    expect(rememberReload(history, "/de", now)).toEqual({ "/recent": now - 2_000, "/de": now });
  });
});
