import type { Db, Tx } from "./client.ts";

type Handle = Db | Tx;
/** What drizzle's prepared queries of both drivers have: the client they run on, and `execute`. */
type PreparedQuery = { execute: (...args: never[]) => Promise<unknown> };

/**
 * A query drizzle builds once, with `sql.placeholder` for what changes, run on whichever handle a call gives:
 * the database, or a caller's transaction (docs/architecture.md). Hot paths (the cart, sessions, the checkout's statements)
 * use it because drizzle's query building costs more CPU (80–500 µs a statement) than PostgreSQL spends
 * running these small indexed queries, and a transaction is a new handle every time, so a query prepared per
 * handle was built anew inside every order (ADR 0031).
 *
 * Both drivers' prepared queries run on their `client` and the session of a handle holds that handle's client
 * (the pool's, or the transaction's connection), so each call gets the query built for its driver, bound to its
 * handle's client. (One process may hold both drivers: the tests open PGlite and PostgreSQL side by side.)
 */
export function prepareOnce<Query extends PreparedQuery>(
  build: (db: Handle) => Query,
): (db: Handle) => Query {
  const builtPerDriver = new Map<unknown, Query>();
  return (db) => {
    const session = (db as unknown as { session?: { client?: unknown } }).session;
    if (!session?.client) throw new Error("prepareOnce: this drizzle handle has no session client");
    let built = builtPerDriver.get(session.constructor);
    if (!built) {
      built = build(db);
      builtPerDriver.set(session.constructor, built);
    }
    return Object.create(built, { client: { value: session.client } }) as Query;
  };
}
