/** A sign-in screen's path that keeps the `from` the shopper came with. */
export function withFrom(path: string, from: string): string {
  return from ? `${path}?from=${encodeURIComponent(from)}` : path;
}
