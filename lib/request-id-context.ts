import { AsyncLocalStorage } from "node:async_hooks";

const storage = new AsyncLocalStorage<string>();

/** Runs `work` so that every log line written during it, in whatever module, carries `requestId`. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run(requestId, work);
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/** Runs `work`, and what it starts, as no request's: a worker round a request woke serves more than that request. */
export function runOutsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}
