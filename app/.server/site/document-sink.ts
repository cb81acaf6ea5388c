import { EventEmitter } from "node:events";
import type { ShellRewriter } from "./defer-hydration-scripts.ts";

/**
 * What React's `pipe` writes a page into, and the web stream the response sends. React writes a document in
 * pieces of 2 kB and calls `flush()` after each pass; the pieces of one pass leave as one chunk, through the shell
 * rewrite. A Node Transform read into a web stream carried every piece through three streams on its own: a few
 * per cent of a render (docs/benchmarks.md, 2026-11-29).
 */
export class DocumentSink extends EventEmitter {
  readonly stream: ReadableStream<Uint8Array>;
  /** True once the client went away before the document ended. */
  cancelled = false;
  readonly #rewriter: ShellRewriter;
  #controller!: ReadableStreamDefaultController<Uint8Array>;
  #pieces: Uint8Array[] = [];
  #done = false;

  constructor(rewriter: ShellRewriter) {
    super();
    this.#rewriter = rewriter;
    this.stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.#controller = controller;
      },
      cancel: () => {
        this.cancelled = true;
        this.#done = true;
        this.#pieces = [];
        // React stops rendering what nobody will read.
        this.emit("close");
      },
    });
  }

  /** Takes a piece; always room, so React never waits for a drain (a page is a few hundred kB at most). */
  write(piece: Uint8Array | string): boolean {
    if (!this.#done) this.#pieces.push(typeof piece === "string" ? Buffer.from(piece) : piece);
    return true;
  }

  flush(): void {
    if (this.#done || this.#pieces.length === 0) return;
    // A copy: React writes some pieces it keeps and reuses for every page.
    const joined = Buffer.concat(this.#pieces);
    this.#pieces = [];
    this.#send(this.#rewriter.take(joined));
  }

  end(): void {
    if (this.#done) return;
    this.flush();
    this.#send(this.#rewriter.end());
    this.#done = true;
    this.#controller.close();
    this.emit("finish");
  }

  /** React's fatal error after the shell: the response ends with it. */
  destroy(error?: unknown): void {
    if (this.#done) return;
    this.#done = true;
    this.#pieces = [];
    this.#controller.error(error);
    this.emit("finish");
  }

  #send(bytes: Buffer | null): void {
    if (bytes && bytes.length > 0) this.#controller.enqueue(bytes);
  }
}
