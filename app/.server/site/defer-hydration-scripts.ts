import { Transform } from "node:stream";

/** React Router's module preloads, which React hoists into the head (ADR 0051). */
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's module script: the route modules' imports, then the client entry's. */
const moduleScript =
  /(<script\b[^>]*\btype="module"[^>]*>)([^<]*window\.__reactRouterRouteModules[^<]*)(<\/script>)/;
const staticImport = /import (?:\* as (\w+) from )?("[^"]+");?/g;
/** A document whose module script has not come by then is passed on as it is. */
const maxHeldChars = 512 * 1024;

/**
 * The page's scripts start loading after its first frame is painted, not alongside its stylesheets and main
 * image: on a slow phone line the first paint waits for nothing but HTML, CSS and that image (ADR 0051). The
 * shell is held until React Router's module script has passed (React writes the shell at once, so nothing waits
 * longer); its module preloads leave the head, and the script imports the same modules after the next frame.
 */
export function deferHydrationScripts(): Transform {
  const decoder = new TextDecoder();
  let held = "";
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.decode(chunk, { stream: true });
      if (passing) return callback(null, text);
      held += text;
      if (moduleScript.test(held)) {
        passing = true;
        return callback(null, rewriteShell(held));
      }
      if (held.length > maxHeldChars) {
        passing = true;
        return callback(null, held);
      }
      callback();
    },
    flush(callback) {
      callback(null, (passing ? "" : held) + decoder.decode());
    },
  });
}

/** The shell with its module preloads removed and its module script loading them after the first frame. */
export function rewriteShell(shell: string): string {
  const preloads = [...shell.matchAll(modulePreload)].map(([, href]) => href);
  return shell
    .replace(modulePreload, "")
    .replace(moduleScript, (_whole, open: string, body: string, close) => {
      const names: string[] = [];
      const specifiers: string[] = [];
      const rest = body.replace(staticImport, (_import, name: string | undefined, specifier: string) => {
        names.push(name ?? `_${names.length}`);
        specifiers.push(specifier);
        return "";
      });
      const afterFirstFrame =
        // A hidden tab paints no frame: the timer starts the page anyway.
        "await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 500); });";
      const preload = `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
      const load = `const [${names.join(", ")}] = await Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(", ")}]);`;
      return `${open}${afterFirstFrame}\n${preload}\n${load}\n${rest.trim()}${close}`;
    });
}
