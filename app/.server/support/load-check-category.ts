import { data } from "react-router";
import { detectDevice } from "../../../server/request/detect-device.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { listModelsByLine } from "./list-models-by-line.ts";

/**
 * /support/checkCategory, the mobile site's product finder (desktop: 404, as the spec says): the product lines,
 * then (`?category=`) that line's models, each leading to its hub.
 */
export async function loadCheckCategory(request: Request, context: LoadContext) {
  if (detectDevice(request) === "desktop") throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const lines = await listModelsByLine(context.get(pageContext).db, site);
  const chosen = lines.find((line) => String(line.id) === url.searchParams.get("category")) ?? null;
  return {
    lines: lines.map((line) => ({ id: line.id, name: line.name, count: line.models.length })),
    chosen,
  };
}
