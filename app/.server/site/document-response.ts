/**
 * The response of a rendered page. React Router tells a response from data by reading its `status`,
 * `statusText`, `headers` and `body` (`isResponse`). The server's Response is @hono/node-server's lightweight
 * one, which builds a whole undici Response to answer the last two and then writes the page through that:
 * buffering the stream's first chunks and waiting a timer turn for a length. Answering them itself keeps the page
 * on the direct path, about 1 % of a render and 80 kB of its allocations (docs/benchmarks.md, 2026-12-01). The
 * answers are the ones the built Response would give.
 */
export function documentResponse(body: ReadableStream<Uint8Array>, init: ResponseInit): Response {
  return Object.defineProperties(new Response(body, init), {
    statusText: { value: "" },
    body: { value: body },
  });
}
