/** A page answering with this header may be kept by the server's page cache; the header never reaches the client. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** `headers` of a route whose page is the same for every anonymous visitor with the same URL and variant. */
export function cacheablePageHeaders(): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: "1" };
}
