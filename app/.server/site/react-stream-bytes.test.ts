import { createRequire } from "node:module";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";

// patches/react-dom+19.3.1.patch changes how React's production server build writes text (ADR 0055). Vitest
// would load the development build, so the production one is required here, with a production React.
const previousNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
const require = createRequire(import.meta.url);
const React = require("react") as typeof import("react");
const { renderToPipeableStream, renderToString } =
  require("react-dom/server.node") as typeof import("react-dom/server");
process.env.NODE_ENV = previousNodeEnv;

const h = React.createElement;

/**
 * What React pipes into: every piece it writes, and the document once it ended. Piped once all is ready, or at
 * the shell when `afterShell` is given, which then runs.
 */
function render(node: ReactNode, afterShell?: () => void): Promise<{ pieces: Buffer[]; html: string }> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    const sink = {
      write(piece: Uint8Array | string) {
        pieces.push(Buffer.from(piece));
        return true;
      },
      end() {
        resolve({ pieces, html: Buffer.concat(pieces).toString("utf8") });
      },
      on() {},
      once() {},
      emit() {},
      removeListener() {},
    };
    const { pipe } = renderToPipeableStream(node, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [afterShell ? "onShellReady" : "onAllReady"]: () => {
        pipe(sink as unknown as NodeJS.WritableStream);
        afterShell?.();
      },
      onShellError: reject,
    });
  });
}

/** A page of many small pieces: text with two-, three- and four-byte characters, attributes, static tags. */
function page(rows: number): ReactNode {
  return h(
    "main",
    { className: "page" },
    Array.from({ length: rows }, (_, row) =>
      h(
        "section",
        { key: row, id: `row-${row}`, "data-label": `Größe ${row} – 😀` },
        h("h2", null, "Staubsauger ", row),
        h("p", null, `Ça coûte ${row} € — 吸尘器 🧹`),
        h("img", { src: `/media/${row}.webp`, alt: "Mop-Pads", width: 64, height: 64 }),
      ),
    ),
  );
}

type Arrival = { ready: Promise<void>; done: boolean };

/** Suspends until `arrival` is ready, as a part read from the database does. */
function Late({ arrival }: { arrival: Arrival }) {
  if (!arrival.done)
    throw arrival.ready.then(() => {
      arrival.done = true;
    });
  return h("p", null, "Später geliefert ✓");
}

describe("React's production stream (patched writer)", () => {
  it("writes the same bytes as React's string renderer, multi-byte characters at every position", async () => {
    for (const rows of [1, 7, 120, 400]) {
      const { html } = await render(page(rows));
      expect(html).toBe(renderToString(page(rows)));
    }
  });

  it("writes a long text in one piece of the right bytes, a four-byte character astride every 16 kB", async () => {
    const text = "a😀".repeat(20_000);
    const { html } = await render(h("p", null, text));
    expect(html).toBe(`<p>${text}</p>`);
  });

  it("streams a part that was not ready with the shell after it, intact", async () => {
    let release!: () => void;
    const arrival: Arrival = {
      ready: new Promise<void>((resolve) => {
        release = resolve;
      }),
      done: false,
    };
    const { html } = await render(
      h(
        "div",
        null,
        page(3),
        h(React.Suspense, { fallback: h("span", null, "Lädt…") }, h(Late, { arrival })),
      ),
      release,
    );
    // The shell with its fallback, then the part and the script that swaps it in.
    expect(html.indexOf("Lädt…")).toBeGreaterThan(html.indexOf("Staubsauger"));
    expect(html.indexOf("Später geliefert ✓")).toBeGreaterThan(html.indexOf("</div>"));
  });

  it("hands a 100 kB page over in pieces of about 16 kB, not 4 kB views", async () => {
    const { pieces, html } = await render(page(400));
    expect(Buffer.byteLength(html)).toBeGreaterThan(100_000);
    // React's own writer fills 4 kB views: 25 or more pieces for this page.
    expect(pieces.length).toBeLessThanOrEqual(Math.ceil(Buffer.byteLength(html) / 16_384) + 2);
  });
});
