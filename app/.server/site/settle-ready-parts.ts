import { PARTS_STREAMED_HEADER } from "../../../server/request/cacheable-page.ts";

/** A part of a page's data: a promise while it may still be read, its value once it had been read in time. */
export type StreamedPart<T> = T | Promise<T>;

type Parts = Record<string, Promise<unknown> | null>;
type Settled<P extends Parts> = { [K in keyof P]: P[K] extends Promise<infer T> ? StreamedPart<T> : P[K] };

/**
 * The parts a page may stream in, each as its value when it has already been read (the read cache answered it
 * without the database) and as its promise otherwise. A part that is ready goes out with the shell and shows at
 * first paint: no fallback, no second chunk of the page's data and no script to put it in place (ADR 0053). Parts
 * that went to the database are waited for no longer than one turn of the event loop.
 */
export async function settleReadyParts<P extends Parts>(parts: P): Promise<Settled<P>> {
  const settled = new Map<string, unknown>();
  const pending = Object.entries(parts).flatMap(([name, part]) =>
    part
      ? [
          part.then(
            (value) => void settled.set(name, value),
            // A failed part stays a promise: the page shows its error element where the part would be.
            () => {},
          ),
        ]
      : [],
  );
  // Promise callbacks all run before the event loop's next turn, so a part that needed no I/O is in by then.
  await Promise.race([Promise.all(pending), new Promise((next) => setImmediate(next))]);
  return Object.fromEntries(
    Object.entries(parts).map(([name, part]) => [name, settled.has(name) ? settled.get(name) : part]),
  ) as Settled<P>;
}

/** The headers of a loader's answer: marked when a part of its data is still a promise, to stream in after the shell. */
export function streamedPartsHeaders(data: Record<string, unknown>): Record<string, string> {
  return Object.values(data).some((part) => part instanceof Promise) ? { [PARTS_STREAMED_HEADER]: "1" } : {};
}
