import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import { loadSiteNavigation } from "../.server/site/load-site-navigation.ts";
import { ErrorHead, ErrorScreen } from "../components/error-screen.tsx";
import { GlobalSpinner } from "../components/feedback/global-spinner.tsx";
import { ToastRegion } from "../components/feedback/toast-region.tsx";
import { SiteChrome } from "../components/layout/site-chrome.tsx";
import { NativeAppBridge } from "../components/native-app-bridge.tsx";
import { useSite } from "../components/use-site.ts";
import type { Route } from "./+types/site-layout";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSiteNavigation(request, context, params.lang);
}

export default function SiteLayout() {
  return (
    <>
      <Outlet />
      <ToastRegion />
      <GlobalSpinner />
      <NativeAppBridge />
    </>
  );
}

/** Not-found and failure screens inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { href } = useSite();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteChrome kind="default">
      <ErrorHead notFound={notFound} />
      <ErrorScreen notFound={notFound} path={location.pathname} homeHref={href("/")} />
    </SiteChrome>
  );
}
