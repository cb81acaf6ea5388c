import { describe, expect, it } from "vitest";
import { findRedirectLoop } from "./find-redirect-loop.ts";
import { normalizeFromPath, normalizeTarget } from "./redirect-paths.ts";

describe("redirect paths", () => {
  it("stores a from path as requests send it: dot segments resolved, no trailing slash, ASCII only", () => {
    expect(normalizeFromPath(" /old/vacuum/ ")).toBe("/old/vacuum");
    expect(normalizeFromPath("/a/./b/../c//")).toBe("/a/c");
    expect(normalizeFromPath("/")).toBe("/");
    for (const refused of [
      "old",
      "/alt/über",
      "/old?x=1",
      "/old#top",
      "/de",
      "/gb/old",
      "/api/x",
      "//host",
      "/\\host",
    ])
      expect(normalizeFromPath(refused), refused).toBeNull();
  });

  it("takes a local target with its query, or an absolute http(s) URL without fragment", () => {
    expect(normalizeTarget("/new/?utm=x")).toEqual({ target: "/new?utm=x", absolute: false });
    expect(normalizeTarget("HTTPS://Example.com/a#b")).toEqual({
      target: "https://example.com/a",
      absolute: true,
    });
    for (const refused of [
      "ftp://x",
      "https://user:pw@x.example",
      "/de/new",
      "/new#a",
      "javascript:x",
      "//x",
    ])
      expect(normalizeTarget(refused), refused).toBeNull();
  });

  it("finds a loop on any site, also through an all-sites rule a site's own rule hides, but not past a URL", () => {
    expect(findRedirectLoop([{ site: null, from: "/a", to: "/a?x=1" }])).toEqual(["/a", "/a"]);
    expect(
      findRedirectLoop([
        { site: "de", from: "/a", to: "/b" },
        { site: null, from: "/b", to: "/a" },
        { site: "de", from: "/b", to: "/c" },
      ]),
    ).toEqual(["/a", "/b", "/a"]);
    expect(
      findRedirectLoop([
        { site: "de", from: "/a", to: "/b" },
        { site: "fr", from: "/b", to: "/a" },
        { site: null, from: "/c", to: "https://example.com/a" },
      ]),
    ).toBeNull();
  });
});
