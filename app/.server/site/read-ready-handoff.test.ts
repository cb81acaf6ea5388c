import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { readReadyHandoff } from "./read-ready-handoff.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

function contextWith(stream: ReadableStream<Uint8Array>) {
  return { serverHandoffStream: stream, renderMeta: {} } as EntryContext;
}

async function readAll(stream: ReadableStream<Uint8Array> | undefined) {
  const texts: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of stream ?? []) texts.push(decoder.decode(chunk));
  return texts;
}

describe("readReadyHandoff", () => {
  it("puts every chunk of data already encoded in the render's cache, and leaves the stream readable", async () => {
    const context = contextWith(
      new ReadableStream({
        start(controller) {
          controller.enqueue(bytes('[{"_1":2},"loaderData",'));
          controller.enqueue(bytes('"Grüße"]\n'));
          controller.close();
        },
      }),
    );
    await readReadyHandoff(context);
    const cache = context.renderMeta?.streamCache ?? {};
    expect(Object.values(cache).map((entry) => entry.result)).toEqual([
      { done: false, value: '[{"_1":2},"loaderData",' },
      { done: false, value: '"Grüße"]\n' },
      { done: true, value: "" },
    ]);
    // React Router takes a reader of it as it renders: nothing is left to read.
    expect(await readAll(context.serverHandoffStream)).toEqual([]);
  });

  it("leaves what is not ready in this turn to the stream, from the first chunk it was still waiting for", async () => {
    const context = contextWith(
      new ReadableStream({
        start(controller) {
          controller.enqueue(bytes("shell data\n"));
          setTimeout(() => {
            controller.enqueue(bytes("P12:part\n"));
            controller.enqueue(bytes("P13:another\n"));
            controller.close();
          }, 20);
        },
      }),
    );
    await readReadyHandoff(context);
    expect(Object.values(context.renderMeta?.streamCache ?? {}).map((entry) => entry.result)).toEqual([
      { done: false, value: "shell data\n" },
    ]);
    expect(await readAll(context.serverHandoffStream)).toEqual(["P12:part\n", "P13:another\n"]);
  });

  it("gives the render the data's failure where React Router would have met it", async () => {
    const failure = new Error("Server Timeout");
    let pulls = 0;
    const context = contextWith(
      new ReadableStream({
        pull(controller) {
          if (pulls++ === 0) controller.enqueue(bytes("shell data\n"));
          else controller.error(failure);
        },
      }),
    );
    await readReadyHandoff(context);
    const cache = Object.values(context.renderMeta?.streamCache ?? {});
    expect(cache.map((entry) => entry.result ?? entry.error)).toEqual([
      { done: false, value: "shell data\n" },
      failure,
    ]);
    // React Router takes its reader as it renders, and then meets the error in the cache.
    expect(() => context.serverHandoffStream?.getReader()).not.toThrow();
  });

  it("leaves no failure unhandled when the render ends before reading what was still coming", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    try {
      const context = contextWith(
        new ReadableStream({
          start(controller) {
            controller.enqueue(bytes("shell data\n"));
            setTimeout(() => controller.error(new Error("aborted")), 10);
          },
        }),
      );
      await readReadyHandoff(context);
      // The render ended (the shopper left) without pulling the rest.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
    }
  });
});
