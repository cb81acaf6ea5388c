import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  type StaticHandlerContext,
  StaticRouterProvider,
  useLoaderData,
  useParams,
} from "react-router";
import { describe, expect, it } from "vitest";

// React Router's static router converts the routes it is given to data routes once per routes array, and
// ServerRouter makes its routes once per build (patches/react-router+8.4.0.patch): every page render did both.
function Category() {
  const { slug } = useParams();
  return <p>category {slug}</p>;
}
function Cart() {
  return <p>cart {String(useLoaderData())}</p>;
}
const routes = [
  {
    id: "root",
    path: "/:lang?",
    element: <Outlet />,
    children: [
      { id: "category", path: "category/:slug", element: <Category /> },
      { id: "cart", path: "cart", loader: () => "empty", element: <Cart /> },
    ],
  },
];

describe("static router routes reused across renders", () => {
  it("renders each request's own page and data from the same routes", async () => {
    const handler = createStaticHandler(routes);
    const render = async (url: string) => {
      const context = (await handler.query(new Request(`http://store.test${url}`))) as StaticHandlerContext;
      const router = createStaticRouter(handler.dataRoutes, context);
      return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
    };
    for (let round = 0; round < 3; round++) {
      expect(await render("/category/robots")).toBe("<p>category <!-- -->robots</p>");
      expect(await render("/de/cart")).toBe("<p>cart <!-- -->empty</p>");
      expect(await render("/fr/category/fryers")).toBe("<p>category <!-- -->fryers</p>");
    }
  });

  it("gives the same routes the same data routes, and other routes their own", async () => {
    const handler = createStaticHandler(routes);
    const context = (await handler.query(new Request("http://store.test/cart"))) as StaticHandlerContext;
    const first = createStaticRouter(handler.dataRoutes, context);
    expect(createStaticRouter(handler.dataRoutes, context).routes).toBe(first.routes);
    const other = createStaticHandler(routes);
    expect(createStaticRouter(other.dataRoutes, context).routes).not.toBe(first.routes);
  });
});
