/** The name under which the database refuses an order short of stock (db/migrations/0019, ADR 0049). */
const ORDER_STOCK = "order_stock";

/**
 * The specs an order wanted more of than was in stock, when `error` is its commit refused by the database's
 * `take_order_stock` trigger; null for any other error. Both drivers' errors are read, through their causes.
 */
export function shortSpecsOf(error: unknown): number[] | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const fields = current as {
      code?: unknown;
      constraint_name?: unknown;
      constraint?: unknown;
      detail?: unknown;
    };
    const constraint = fields.constraint_name ?? fields.constraint;
    if (fields.code === "23514" && constraint === ORDER_STOCK && typeof fields.detail === "string")
      return fields.detail.split(",").map(Number);
    current = current.cause;
  }
  return null;
}
