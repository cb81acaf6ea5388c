import { LRUCache } from "lru-cache";

type Slot = { expires: number; value: Promise<unknown> };

/** Answers kept per owner; the least recently used go first past this many. */
const maxEntries = 5_000;
const caches = new WeakMap<object, LRUCache<string, Slot>>();

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
    cache = new LRUCache({ max: maxEntries });
    caches.set(owner, cache);
  }
  const now = Date.now();
  const slot = cache.get(key);
  if (slot && slot.expires > now) return slot.value as Promise<T>;
  const value = load();
  cache.set(key, { expires: now + ttlMs, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Drops every cached answer of `owner`, for writes that must show at once. */
export function clearReadCache(owner: object): void {
  caches.delete(owner);
}
