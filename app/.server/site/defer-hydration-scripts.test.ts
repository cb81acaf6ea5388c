import { describe, expect, it } from "vitest";
import { deferHydrationScripts, rewriteShell } from "./defer-hydration-scripts.ts";

const head =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="n"/></head>';
const moduleScript =
  '<script nonce="n" type="module" async="">import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/product-détail-4.js";\n' +
  '  \n  window.__reactRouterRouteModules = {"root":route0,"product-detail":route1};\n\n' +
  'import("/assets/entry.client-2.js");</script>';
const shell = `${head}<body><h1>Aspirateur robot – 1 199,00 €</h1>${moduleScript}`;
const rest =
  '<div hidden id="S:0"><p>Zubehör ab 19,99 € – passend für 🧹 AeroSweep</p></div>' +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';

/** The document as React would stream it, cut into chunks of `size` bytes (mid-character where it falls so). */
function streamed(document: string, size: number): string {
  const bytes = Buffer.from(document);
  const rewriter = deferHydrationScripts();
  const sent: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    const out = rewriter.take(bytes.subarray(start, start + size));
    if (out) sent.push(out);
  }
  const rest = rewriter.end();
  if (rest) sent.push(rest);
  return Buffer.concat(sent).toString("utf8");
}

describe("deferHydrationScripts", () => {
  it("takes the module preloads out of the head and loads the same modules after the first frame", () => {
    const rewritten = rewriteShell(Buffer.from(shell)).toString();
    expect(rewritten).not.toContain('rel="modulepreload" href=');
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    const script = /<script nonce="n" type="module" async="">([^<]*)<\/script>/.exec(rewritten)?.[1] ?? "";
    expect(script).toMatch(/^await new Promise\(\(go\) => \{ requestAnimationFrame/);
    expect(script).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    expect(script).toContain(
      'const [_0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/product-détail-4.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"product-detail":route1};');
    expect(script).toMatch(/import\("\/assets\/entry\.client-2\.js"\);$/);
    expect(script).not.toMatch(/^import |\nimport /);
  });

  it("rewrites the shell however the stream is cut, and passes the rest through as the same bytes", () => {
    const expected = rewriteShell(Buffer.from(shell)).toString() + rest;
    for (const size of [1, 7, 64, 4096]) expect(streamed(shell + rest, size)).toBe(expected);
  });

  it("passes a document without React Router's module script through unchanged", () => {
    const document = `${head}<body><p>Erreur – réessayez</p></body></html>`;
    expect(streamed(document, 5)).toBe(document);
  });
});
