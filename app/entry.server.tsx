import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { cataloguesByPath } from "../i18n/catalogue-files.ts";
import { logger } from "../lib/logger.ts";
import { pageContext } from "../server/request/page-context.ts";
import { deferHydrationScripts } from "./.server/site/defer-hydration-scripts.ts";
import { documentResponse } from "./.server/site/document-response.ts";
import { DocumentSink } from "./.server/site/document-sink.ts";
import { readReadyHandoff } from "./.server/site/read-ready-handoff.ts";
import { CataloguesContext, keepCatalogues } from "./lib/catalogues.ts";

// `meta` functions read their titles from here (app/components/page-title.ts).
keepCatalogues(cataloguesByPath);

export const streamTimeout = 5_000;

/**
 * A loader's, action's or render's failure, which React Router would otherwise print with console.error: a
 * multi-line stack beside the JSON lines, with the values of a failed query in it.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A 404 or 405 that React Router answers itself (no such route or action) is no fault of the store.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logger.error("page error", { path: new URL(request.url).pathname, error });
};

/** Streams the page; bots get the whole document at once. Scripts carry the response's CSP nonce. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId } = loadContext.get(pageContext);
  await readReadyHandoff(routerContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let body: DocumentSink | undefined;
    const userAgent = request.headers.get("user-agent");
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CataloguesContext value={cataloguesByPath}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CataloguesContext>,
      {
        nonce,
        // A part that is ready when the shell is written goes in its place, however far down the page: React
        // would otherwise move every part after the first 12.8 kB into hidden markup and a script that puts it
        // back after the next frame: a script per part and a later reveal, for bytes sent in the same write.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          body = new DocumentSink(deferHydrationScripts());
          const stopTimer = () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          };
          // Ended, failed, or the client left: nothing is left for the timer to abort.
          body.once("finish", stopTimer);
          body.once("close", stopTimer);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Vary", "User-Agent, Cookie, Accept-Language");
          // React calls only `write`, `flush`, `end`, `destroy` and `on` of what it pipes into.
          pipe(body as unknown as NodeJS.WritableStream);
          resolve(documentResponse(body.stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A shopper who leaves mid-stream aborts every pending section at once: not a fault of the page.
          const clientLeft = body?.cancelled === true;
          if (shellRendered && !clientLeft) logger.error("render error", { requestId, error });
        },
      },
    );
  });
}
