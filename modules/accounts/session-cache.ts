import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";

/**
 * Sessions looked up in the last SESSION_CACHE_SECONDS, by token hash, one cache per database handle (ADR 0011):
 * a shopper's page makes several calls within a second and each would otherwise read the same row. Ending a
 * session here forgets it at once; another instance forgets it within SESSION_CACHE_SECONDS.
 */
export type CachedSession = { customerId: number; expiresAt: Date; lastSeenAt: Date };
type Slot = CachedSession & { keptUntil: number };

/** Sessions kept per database handle; the least recently used go first past this many. */
const maxEntries = 20_000;
const caches = new WeakMap<object, LRUCache<string, Slot>>();

function cacheOf(db: Db): LRUCache<string, Slot> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: maxEntries });
    caches.set(db, cache);
  }
  return cache;
}

export function recallSession(db: Db, tokenHash: string, now: number): CachedSession | null {
  const cache = cacheOf(db);
  const slot = cache.get(tokenHash);
  if (!slot) return null;
  if (slot.keptUntil > now) return slot;
  cache.delete(tokenHash);
  return null;
}

export function rememberSession(db: Db, tokenHash: string, session: CachedSession, now: number): void {
  const seconds = env().SESSION_CACHE_SECONDS;
  if (seconds <= 0) return;
  cacheOf(db).set(tokenHash, { ...session, keptUntil: now + seconds * 1000 });
}

export function forgetSession(db: Db, tokenHash: string): void {
  cacheOf(db).delete(tokenHash);
}

export function forgetCustomerSessions(db: Db, customerId: number): void {
  const cache = cacheOf(db);
  for (const [tokenHash, slot] of cache.entries())
    if (slot.customerId === customerId) cache.delete(tokenHash);
}
