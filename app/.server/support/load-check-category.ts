import { data } from "react-router";
import { detectDevice } from "../../../server/request/detect-device.ts";
import type { LoadContext } from "../../../server/request/page-context.ts";
import { loadSupportHome } from "./load-support-home.ts";

/**
 * /support/checkCategory, the mobile site's product finder (desktop: 404, as the spec says): the product lines,
 * then (`?category=`) that line's models, each leading to its hub.
 */
export async function loadCheckCategory(request: Request, context: LoadContext) {
  if (detectDevice(request) === "desktop") throw data(null, { status: 404 });
  const url = new URL(request.url);
  url.searchParams.delete("q");
  const { lines } = await loadSupportHome(new Request(url), context);
  const chosen = lines.find((line) => String(line.id) === url.searchParams.get("category")) ?? null;
  return {
    lines: lines.map((line) => ({ id: line.id, name: line.name, count: line.models.length })),
    chosen,
  };
}
