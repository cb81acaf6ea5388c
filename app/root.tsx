// First: zod reads it when the routes' schemas are made.
import "./lib/zod-without-eval.ts";
import { lazy, Suspense } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { IntlProvider } from "use-intl";
import { loadRoot } from "./.server/site/load-root.ts";
import type { Route } from "./+types/root";
import { ErrorHead, ErrorScreen } from "./components/error-screen.tsx";
import { SiteLinks } from "./components/site-links.tsx";
import { SubmitOnChangeUntilHydrated } from "./components/submit-on-change-until-hydrated.tsx";
import { useCatalogue } from "./lib/catalogues.ts";
import { sharedIntlCache } from "./lib/shared-intl-cache.ts";
import { useIdleAfterHydration } from "./lib/use-idle-after-hydration.ts";
import stylesheet from "./styles/app.css?url";

/** The new-build check (ADR 0042) loads when the browser is first idle after hydration (ADR 0044). */
const NewBuildReload = lazy(() =>
  import("./components/new-build-reload.tsx").then((module) => ({ default: module.NewBuildReload })),
);

/** The English texts of the last-resort error page, loaded only when it shows without the root's (ADR 0044). */
const EnglishIntl = lazy(() => import("./components/english-intl.tsx"));

/**
 * Every stylesheet has a `precedence`, so React writes it near the top of <head>, ahead of the script preloads
 * a phone's browser would otherwise ask for first (issue 15). Groups apply in the order first rendered: this
 * "base", then the routes' "route", then the cart's (rendered in the body).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "base" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRoot(request, context);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const idle = useIdleAfterHydration();
  return (
    <html lang={root?.site.locale ?? "en-US"} data-device={root?.device ?? "desktop"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4AB861" />
        <Meta />
        {root ? (
          // Fetched by the page's script before it hydrates (ADR 0047): started here, alongside the scripts.
          <link rel="preload" as="fetch" href={root.catalogue} crossOrigin="anonymous" data-catalogue="" />
        ) : null}
        <Links />
        {root ? (
          <SiteLinks publicUrl={root.publicUrl} rest={root.rest} search={root.search} site={root.site.code} />
        ) : null}
      </head>
      <body>
        <SubmitOnChangeUntilHydrated nonce={root?.nonce} />
        {children}
        {idle ? (
          <Suspense fallback={null}>
            <NewBuildReload />
          </Suspense>
        ) : null}
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

/** The site's language and texts, as the root loader gave them, for everything below. */
function SiteIntl({
  root,
  children,
}: {
  root: Route.ComponentProps["loaderData"];
  children: React.ReactNode;
}) {
  return (
    <IntlProvider
      locale={root.site.locale}
      messages={useCatalogue(root.catalogue)}
      timeZone="UTC"
      {...sharedIntlCache(root.site.locale)}
    >
      {children}
    </IntlProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteIntl root={loaderData}>
      <Outlet />
    </SiteIntl>
  );
}

/** Last resort when even the root failed: a plain error page, in the us texts when the root's did not come. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const screen = (
    <>
      <ErrorHead notFound={notFound} />
      <ErrorScreen
        notFound={notFound}
        path={location.pathname}
        homeHref={root?.prefixed ? `/${root.site.code}` : "/"}
      />
    </>
  );
  if (!root)
    return (
      <Suspense fallback={null}>
        <EnglishIntl>{screen}</EnglishIntl>
      </Suspense>
    );
  return <SiteIntl root={root}>{screen}</SiteIntl>;
}
