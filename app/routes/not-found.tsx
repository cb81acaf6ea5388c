import { data, useLocation } from "react-router";
import { ErrorScreen } from "../components/error-screen.tsx";
import { SiteChrome } from "../components/layout/site-chrome.tsx";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_error_page_not_found", { noindex: true });

/** Any path no screen matches: 'Sorry! Page not found.' with the path, status 404. */
export default function NotFound() {
  const { href } = useSite();
  const location = useLocation();
  return (
    <SiteChrome kind="default">
      <ErrorScreen notFound path={location.pathname} homeHref={href("/")} />
    </SiteChrome>
  );
}
