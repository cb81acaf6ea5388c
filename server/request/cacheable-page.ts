/** A page answering with this header may be kept by the server's page cache; the header never reaches the client. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * A loader's header saying that some of its page's parts were not ready with the shell and stream in after it. Route
 * `headers` functions read it and never pass it on.
 */
export const PARTS_STREAMED_HEADER = "X-Parts-Streamed";

/** `headers` of a route whose page is the same for every anonymous visitor with the same URL and variant. */
export function cacheablePageHeaders(): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: "1" };
}

/**
 * `headers` of a cacheable route whose loader may stream parts (`PARTS_STREAMED_HEADER`). Such a render is not kept:
 * its copy would show every visitor of the next seconds the parts' placeholders and the scripts that reveal them, as
 * it did after each expiry of the read cache (its parts are read again then, a render in every few seconds).
 */
export function cacheableUnlessPartsStreamed({
  loaderHeaders,
}: {
  loaderHeaders: Headers;
}): Record<string, string> {
  return loaderHeaders.has(PARTS_STREAMED_HEADER) ? {} : cacheablePageHeaders();
}
