import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";

/** Site, device variant and locale prefix of the current page, from the root loader. */
export function useSite() {
  const root = useRouteLoaderData<typeof loader>("root");
  if (!root) throw new Error("useSite outside the root route");
  const prefix = root.prefixed ? `/${root.site.code}` : "";
  return {
    ...root,
    /** A store path (`/product/list`) under the current site prefix. */
    href: (path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`),
  };
}
