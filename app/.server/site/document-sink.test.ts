import { createElement, Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ShellRewriter } from "./defer-hydration-scripts.ts";
import { DocumentSink } from "./document-sink.ts";

const asIs: ShellRewriter = { take: (chunk) => chunk, end: () => null };

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk).toString());
  return chunks;
}

function Late({ text }: { text: Promise<string> }) {
  return createElement("p", null, use(text));
}

describe("DocumentSink", () => {
  it("sends what React writes in one pass as one chunk, and a part that comes later as the next", async () => {
    const late = Promise.withResolvers<string>();
    const rows = Array.from({ length: 400 }, (_, index) =>
      createElement("li", { key: index }, `row ${index}`),
    );
    const page = createElement(
      "main",
      null,
      createElement("ul", null, rows),
      createElement(Suspense, { fallback: "…" }, createElement(Late, { text: late.promise })),
    );
    const sink = new DocumentSink(asIs);
    const { pipe } = renderToPipeableStream(page, {
      onShellReady() {
        pipe(sink as unknown as NodeJS.WritableStream);
        setTimeout(() => late.resolve("Zubehör – 19,99 €"));
      },
    });
    const chunks = await readAll(sink.stream);
    // The shell is over 2 kB, which React writes in several pieces.
    expect(chunks[0]?.length).toBeGreaterThan(4096);
    expect(chunks[0]).toContain("<li>row 399</li>");
    expect(chunks.length).toBe(2);
    expect(chunks[1]).toContain("Zubehör – 19,99 €");
  });

  it("joins a pass's pieces, strings and bytes, and sends what the rewriter held when the document ends", async () => {
    let held = "";
    const sink = new DocumentSink({
      take: (chunk) => {
        held += chunk.toString();
        return null;
      },
      end: () => Buffer.from(`[${held}]`),
    });
    // React writes some pieces it keeps for every page, such as this one, more than once.
    const kept = Buffer.from("<!-- -->");
    sink.write(kept);
    sink.write("Zubehör");
    sink.flush();
    sink.write(kept);
    sink.flush();
    sink.end();
    expect(await readAll(sink.stream)).toEqual(["[<!-- -->Zubehör<!-- -->]"]);
    expect(kept.toString()).toBe("<!-- -->");
  });

  it("tells React the client left, and takes nothing after that", async () => {
    const sink = new DocumentSink(asIs);
    let closed = false;
    sink.on("close", () => {
      closed = true;
    });
    sink.write("<html>");
    sink.flush();
    await sink.stream.cancel();
    expect(closed).toBe(true);
    expect(sink.cancelled).toBe(true);
    sink.write("more");
    sink.flush();
    sink.end();
  });

  it("ends the response with React's fatal error", async () => {
    const sink = new DocumentSink(asIs);
    sink.write("<html>");
    sink.flush();
    sink.destroy(new Error("render failed"));
    await expect(readAll(sink.stream)).rejects.toThrow("render failed");
  });
});
