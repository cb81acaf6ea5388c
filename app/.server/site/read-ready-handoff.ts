import type { EntryContext } from "react-router";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * Reads the page's data that is already encoded into React Router's stream cache before the render starts.
 * Its <StreamTransfer> reads the data stream a chunk at a time while the page renders: every chunk suspends the
 * render and resumes it in a later turn of the event loop, so a page that needed no I/O still took several turns,
 * its whole rendered markup kept alive while other requests took theirs (docs/benchmarks.md, 2026-12-01). The
 * chunks ready within this turn render at once; the rest (parts still being read) stream in as before.
 */
export async function readReadyHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta || context.renderMeta.streamCache) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  // Promise callbacks all run before the event loop's next turn, so a chunk that needed no I/O is read by then.
  const endOfTurn = new Promise<null>((resolve) => setImmediate(resolve, null));
  for (let identifier = 0; ; identifier++) {
    // Raced, so handled: a render that ends before reading the rest never awaits this read.
    const next = reader.read();
    let read: ReadableStreamReadResult<Uint8Array> | null;
    try {
      read = await Promise.race([next, endOfTurn]);
    } catch (error) {
      // The data failed (the request aborted, the stream timed out): the render meets the error where
      // <StreamTransfer> would have met it, in the same entry of its cache.
      cache[identifier] = Object.assign(Promise.resolve(), { error });
      reader.releaseLock();
      break;
    }
    if (!read) {
      // Not ready in this turn: React Router reads the rest, from this pending read on, as it would have.
      context.serverHandoffStream = continuing(reader, next);
      break;
    }
    const value = decoder.decode(read.value, { stream: true });
    cache[identifier] = Object.assign(Promise.resolve(), { result: { done: read.done, value } });
    if (read.done) {
      reader.releaseLock();
      break;
    }
  }
  context.renderMeta.streamCache = cache;
}

function continuing(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
): ReadableStream<Uint8Array> {
  let next: Promise<ReadableStreamReadResult<Uint8Array>> | undefined = pending;
  return new ReadableStream({
    async pull(controller) {
      const read = await (next ?? reader.read());
      next = undefined;
      if (read.done) controller.close();
      else controller.enqueue(read.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
