import { renderSitemapXml } from "../.server/content/render-sitemap-xml.ts";
import type { Route } from "./+types/sitemap-xml";

export function loader({ context }: Route.LoaderArgs) {
  return renderSitemapXml(context);
}
