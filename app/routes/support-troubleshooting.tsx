import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadSupportGuides } from "../.server/support/load-support-guides.ts";
import { pageMeta } from "../components/page-title.ts";
import { SupportGuideLines } from "../components/support/support-guide-lines.tsx";
import stylesheet from "../styles/support.css?url";
import type { Route } from "./+types/support-troubleshooting";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSupportGuides(request, context, "troubleshooting");
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "i18n_troubleshooting_title");

export default function SupportTroubleshooting({ loaderData }: Route.ComponentProps) {
  return <SupportGuideLines title="i18n_troubleshooting_title" lines={loaderData.lines} />;
}
