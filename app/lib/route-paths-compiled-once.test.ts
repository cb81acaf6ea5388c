import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";

// React Router compiles each route path to a regular expression once, not once per branch it appears in, and ranks
// branches without rebuilding their index lists on every comparison (patches/react-router+8.4.0.patch): a phone
// made the store's ~100 branches twice while hydrating, in one long task. Loaded from the file the browser runs.
const file = path.resolve("node_modules/react-router/dist/production/lib/router/utils.js");
type Compiled = [RegExp, { paramName: string; isOptional?: boolean }[]];
type Utils = { compilePath: (path: string, caseSensitive?: boolean, end?: boolean) => Compiled };

// Shaped as the store's routes: an optional language, pathless layouts, and two leaves with one path, where the
// first declared must win.
const routes = [
  {
    id: "site",
    path: ":lang?",
    children: [
      {
        id: "default-layout",
        children: [
          { id: "home", index: true },
          { id: "product-detail", path: "product/detail" },
          { id: "newsletter", path: "newsletter/:step" },
          { id: "twin-first", path: "twin" },
        ],
      },
      { id: "other-layout", children: [{ id: "twin-second", path: "twin" }] },
      { id: "not-found", path: "*" },
    ],
  },
];

function leaf(url: string) {
  const matches = matchRoutes(routes, url);
  const last = matches?.at(-1);
  return last ? { id: last.route.id, params: last.params } : null;
}

describe("route paths compiled once", () => {
  it("gives one compiled path for one path, case and end, and another for any other", async () => {
    const { compilePath } = (await import(file)) as Utils;
    const detail = compilePath("product/detail", false, true);
    expect(compilePath("product/detail", false, true)).toBe(detail);
    expect(compilePath("product/detail", true, true)).not.toBe(detail);
    expect(compilePath("product/detail", false, false)).not.toBe(detail);
    expect("/Product/Detail").toMatch(detail[0]);
    expect("/Product/Detail").not.toMatch(compilePath("product/detail", true, true)[0]);
    expect(compilePath("/:lang?/newsletter/:step")[1]).toEqual([
      { paramName: "lang", isOptional: true },
      { paramName: "step", isOptional: false },
    ]);
  });

  it("matches the store's shapes as before, however often it is asked", () => {
    for (let round = 0; round < 3; round++) {
      expect(leaf("/")).toEqual({ id: "home", params: { lang: undefined } });
      expect(leaf("/de")).toEqual({ id: "home", params: { lang: "de" } });
      expect(leaf("/product/detail")).toEqual({ id: "product-detail", params: { lang: undefined } });
      expect(leaf("/fr/product/detail")).toEqual({ id: "product-detail", params: { lang: "fr" } });
      expect(leaf("/it/newsletter/confirm")).toEqual({
        id: "newsletter",
        params: { lang: "it", step: "confirm" },
      });
      expect(leaf("/twin")).toEqual({ id: "twin-first", params: { lang: undefined } });
      expect(leaf("/es/twin")).toEqual({ id: "twin-first", params: { lang: "es" } });
      expect(leaf("/de/no/such/page")?.id).toBe("not-found");
    }
  });
});
