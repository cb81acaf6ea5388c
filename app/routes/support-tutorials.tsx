import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadSupportGuides } from "../.server/support/load-support-guides.ts";
import { pageMeta } from "../components/page-title.ts";
import { SupportGuideLines } from "../components/support/support-guide-lines.tsx";
import stylesheet from "../styles/support.css?url";
import type { Route } from "./+types/support-tutorials";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSupportGuides(request, context, "tutorial");
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "i18n_tutorials_title");

export default function SupportTutorials({ loaderData }: Route.ComponentProps) {
  return <SupportGuideLines title="i18n_tutorials_title" lines={loaderData.lines} />;
}
