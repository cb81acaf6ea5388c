import type { Server, ServerResponse } from "node:http";

/**
 * Answers a function that drains `server`: it stops accepting connections at once, lets the requests in flight
 * finish, each answer saying `Connection: close`, and closes every keep-alive connection as soon as it falls idle
 * (Node's `server.close` alone leaves them open and serving until their keep-alive timeout). Connections still
 * busy after `graceMs` are cut. Resolves true when every connection ended within the grace. Call this before the
 * server takes requests, so it sees those in flight.
 */
export function makeServerDrainable(server: Server): (graceMs: number) => Promise<boolean> {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const closeIdle = () => setImmediate(() => server.closeIdleConnections());
  server.on("request", (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (draining) response.shouldKeepAlive = false;
    response.once("close", () => {
      inFlight.delete(response);
      if (draining) closeIdle();
    });
  });
  return (graceMs) =>
    new Promise((resolve) => {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      const cut = setTimeout(() => {
        server.closeAllConnections();
        resolve(false);
      }, graceMs);
      server.close(() => {
        clearTimeout(cut);
        resolve(true);
      });
      closeIdle();
    });
}
