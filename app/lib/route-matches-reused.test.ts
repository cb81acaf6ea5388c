import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";

// React Router's matcher keeps the matches of each path it has matched (patches/react-router+8.4.0.patch): a
// page render matched its path twice against every route branch. Shaped as the store's routes: an optional
// language segment, a pathless layout, static and dynamic paths.
const routes = [
  {
    id: "root",
    path: "/:lang?",
    loader: () => null,
    children: [
      {
        id: "layout",
        loader: () => null,
        children: [
          { id: "home", index: true, loader: () => null },
          { id: "detail", path: "product/detail", loader: () => null },
          { id: "category", path: "category/:slug", loader: () => null },
          { id: "cart", path: "cart", loader: () => null },
        ],
      },
    ],
  },
];

async function matched(handler: ReturnType<typeof createStaticHandler>, url: string) {
  const context = (await handler.query(new Request(`http://store.test${url}`))) as StaticHandlerContext;
  const leaf = context.matches.at(-1);
  return {
    ids: context.matches.map((match) => match.route.id),
    params: leaf?.params,
    status: context.statusCode,
  };
}

describe("route matches reused across requests", () => {
  it("matches each path as before however often and in whatever order it is asked", async () => {
    const handler = createStaticHandler(routes);
    for (let round = 0; round < 3; round++) {
      expect(await matched(handler, "/product/detail?id=10")).toEqual({
        ids: ["root", "layout", "detail"],
        params: {},
        status: 200,
      });
      expect(await matched(handler, `/product/detail?id=${round}`)).toMatchObject({
        ids: ["root", "layout", "detail"],
      });
      expect(await matched(handler, "/de/product/detail")).toEqual({
        ids: ["root", "layout", "detail"],
        params: { lang: "de" },
        status: 200,
      });
      expect(await matched(handler, "/fr/category/robot-vacuums")).toEqual({
        ids: ["root", "layout", "category"],
        params: { lang: "fr", slug: "robot-vacuums" },
        status: 200,
      });
      expect(await matched(handler, "/category/air-fryers")).toMatchObject({
        params: { slug: "air-fryers" },
      });
      expect(await matched(handler, "/it")).toMatchObject({
        ids: ["root", "layout", "home"],
        params: { lang: "it" },
      });
      expect(await matched(handler, "/no/such/page")).toMatchObject({ status: 404 });
    }
  });

  it("tells apart paths that share a language or a first segment, asked at the same time", async () => {
    const handler = createStaticHandler(routes);
    for (let round = 0; round < 2; round++) {
      const [cart, detail, category, otherCategory] = await Promise.all([
        matched(handler, "/de/cart"),
        matched(handler, "/de/product/detail"),
        matched(handler, "/de/category/robot-vacuums"),
        matched(handler, "/de/category/air-fryers"),
      ]);
      expect(cart).toMatchObject({ ids: ["root", "layout", "cart"], params: { lang: "de" } });
      expect(detail).toMatchObject({ ids: ["root", "layout", "detail"], params: { lang: "de" } });
      expect(category.params).toEqual({ lang: "de", slug: "robot-vacuums" });
      expect(otherCategory.params).toEqual({ lang: "de", slug: "air-fryers" });
    }
  });
});
