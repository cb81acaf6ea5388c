/**
 * `table[key]` for a key that came from outside (a header, a query, a form): only the table's own entries count,
 * so "__proto__", "constructor" or "toString" find nothing instead of what every object inherits.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
