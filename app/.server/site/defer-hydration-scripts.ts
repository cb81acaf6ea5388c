/** React Router's module preloads, which React hoists into the head (ADR 0051). */
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's module script: the route modules' imports, then the client entry's. */
const moduleScript =
  /(<script\b[^>]*\btype="module"[^>]*>)([^<]*window\.__reactRouterRouteModules[^<]*)(<\/script>)/;
const staticImport = /import (?:\* as (\w+) from )?("[^"]+");?/g;
const routeModulesMarker = "window.__reactRouterRouteModules";
/** A document whose module script has not come by then is passed on as it is. */
const maxHeldBytes = 512 * 1024;

/** Holds a document's bytes until its shell is whole, then passes them on rewritten (see `deferHydrationScripts`). */
export type ShellRewriter = {
  /** The bytes to send now for this chunk, or null while the shell is held. */
  take(chunk: Buffer): Buffer | null;
  /** What is still held when the document ends. */
  end(): Buffer | null;
};

/**
 * The page's scripts start loading after its first frame is painted, not alongside its stylesheets and main
 * image: on a slow phone line the first paint waits for nothing but HTML, CSS and that image (ADR 0051). The
 * shell is held until React Router's module script has passed (React writes the shell at once, so nothing waits
 * longer); its module preloads leave the head, and the script imports the same modules after the next frame.
 */
export function deferHydrationScripts(): ShellRewriter {
  let held: Buffer | null = null;
  let searchedTo = 0;
  let markerAt = -1;
  let passing = false;
  return {
    take(chunk) {
      if (passing) return chunk;
      held = held ? Buffer.concat([held, chunk]) : chunk;
      if (markerAt === -1) {
        markerAt = held.indexOf(routeModulesMarker, Math.max(0, searchedTo - routeModulesMarker.length));
        searchedTo = held.length;
      }
      if (markerAt !== -1 && held.includes("</script>", markerAt)) {
        passing = true;
        return rewriteShell(held);
      }
      if (held.length > maxHeldBytes) {
        passing = true;
        return held;
      }
      return null;
    },
    end() {
      return passing ? null : held;
    },
  };
}

/**
 * The shell with its module preloads removed and its module script loading them after the first frame. Only the
 * head and the module script are read, as Latin-1 (one character per byte: the markup searched for is ASCII, and
 * any UTF-8 in them comes back as the same bytes); the body between them, most of the shell, is not copied twice.
 */
export function rewriteShell(shell: Buffer): Buffer {
  const headEnd = shell.indexOf("</head>");
  const marker = shell.indexOf(routeModulesMarker, headEnd);
  const scriptStart = shell.lastIndexOf("<script", marker);
  const scriptEnd = shell.indexOf("</script>", marker);
  if (headEnd === -1 || marker === -1 || scriptStart < headEnd || scriptEnd === -1) return shell;
  const afterScript = scriptEnd + "</script>".length;
  const head = shell.toString("latin1", 0, headEnd);
  const preloads = [...head.matchAll(modulePreload)].map((match) => match[1] ?? "");
  return Buffer.concat([
    Buffer.from(head.replace(modulePreload, ""), "latin1"),
    shell.subarray(headEnd, scriptStart),
    Buffer.from(rewriteModuleScript(shell.toString("latin1", scriptStart, afterScript), preloads), "latin1"),
    shell.subarray(afterScript),
  ]);
}

function rewriteModuleScript(script: string, preloads: string[]): string {
  return script.replace(moduleScript, (_whole, open: string, body: string, close) => {
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
