/**
 * PostgreSQL's error classes 08 (connection exception) and 57P0x (the server shut the session down or is
 * starting), and the connection codes of the postgres.js driver and of Node's sockets.
 */
const sqlStates = /^(08...|57P0[1-4])$/;
const connectionCodes = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
]);

/** True when `error`, or an error it wraps (drizzle wraps the driver's), says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (connectionCodes.has(code) || sqlStates.test(code))) return true;
    current = current.cause;
  }
  return false;
}
