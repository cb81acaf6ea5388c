type Slot = { expires: number; value: Promise<unknown> };

const caches = new WeakMap<object, Map<string, Slot>>();

/**
 * Serves read-mostly answers from memory for `ttlMs`, one cache per `owner` (a database handle, so tests
 * on separate databases never see each other's data). Concurrent misses share one load; a failed load
 * is not kept.
 */
export function readThrough<T>(
  owner: object,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  if (ttlMs <= 0) return load();
  let cache = caches.get(owner);
  if (!cache) {
    cache = new Map();
    caches.set(owner, cache);
  }
  const now = Date.now();
  const slot = cache.get(key);
  if (slot && slot.expires > now) return slot.value as Promise<T>;
  if (cache.size > 5_000) cache.clear();
  const value = load();
  cache.set(key, { expires: now + ttlMs, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Drops every cached answer of `owner`, for writes that must show at once. */
export function clearReadCache(owner: object): void {
  caches.delete(owner);
}
