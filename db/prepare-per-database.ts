/**
 * A prepared query built once per database handle (or transaction) on first use. Hot paths (the cart, session
 * look-ups) call it instead of building their query each time: drizzle's query building costs more CPU than
 * PostgreSQL spends running these small, indexed queries.
 */
export function preparePerDatabase<Handle extends object, Query>(
  build: (db: Handle) => Query,
): (db: Handle) => Query {
  const built = new WeakMap<Handle, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
