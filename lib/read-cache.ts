import { LRUCache } from "lru-cache";

type Slot = { expires: number; value: Promise<unknown> };

/** Answers kept per owner; the least recently used go first past this many, or past this many bytes. */
const maxEntries = 5_000;
/**
 * Search and list answers have keys a visitor chooses (keywords, filters, pages): without a bound in bytes, a few
 * thousand large ones could hold hundreds of MB. Sizes are estimated from each answer's JSON once it settles.
 */
const maxBytes = 32 * 1024 * 1024;
/** What an answer counts for while it loads. */
const pendingBytes = 1024;
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
  load: () => PromiseLike<T>,
): Promise<T> {
  if (ttlMs <= 0) return Promise.resolve(load());
  let cache = caches.get(owner);
  if (!cache) {
    cache = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: () => pendingBytes });
    caches.set(owner, cache);
  }
  const now = Date.now();
  const slot = cache.get(key);
  if (slot && slot.expires > now) return slot.value as Promise<T>;
  // A query builder is a lazy thenable that runs its query on every `then`: settle it once and keep the result.
  const value = Promise.resolve(load());
  const loading: Slot = { expires: now + ttlMs, value };
  const kept = cache;
  kept.set(key, loading);
  value.then(
    (answer) => {
      // A new slot: lru-cache keeps the old size when the same value is set again.
      if (kept.peek(key) === loading) kept.set(key, { ...loading }, { size: estimateBytes(answer) });
    },
    () => {
      if (kept.peek(key) === loading) kept.delete(key);
    },
  );
  return value;
}

/** Twice the length of the answer's JSON (strings are UTF-16 in the heap); maps and sets count as their entries. */
export function estimateBytes(answer: unknown): number {
  try {
    const json = JSON.stringify(answer, (_key, value) =>
      value instanceof Map
        ? [...value]
        : value instanceof Set
          ? [...value]
          : typeof value === "bigint"
            ? 0
            : value,
    );
    return Math.max(64, 2 * (json?.length ?? 0));
  } catch {
    return pendingBytes;
  }
}

const followers = new WeakMap<object, Set<() => void>>();

/**
 * Drops every cached answer of `owner`, for writes that must show at once (ADR 0024): every catalogue write
 * calls it, and the caches built on these answers (the page cache) follow through `onReadCacheCleared`.
 */
export function clearReadCache(owner: object): void {
  caches.delete(owner);
  for (const follow of followers.get(owner) ?? []) follow();
}

/** Forgets the cached answers of `owner` whose keys start with `prefix` (a catalogue write that touches a few). */
export function forgetCachedAnswers(owner: object, prefix: string): void {
  const cache = caches.get(owner);
  for (const key of [...(cache?.keys() ?? [])]) if (key.startsWith(prefix)) cache?.delete(key);
  for (const follow of followers.get(owner) ?? []) follow();
}

/** Runs `follow` whenever answers of `owner` are dropped, so a cache derived from them drops its copies too. */
export function onReadCacheCleared(owner: object, follow: () => void): void {
  let set = followers.get(owner);
  if (!set) {
    set = new Set();
    followers.set(owner, set);
  }
  set.add(follow);
}
