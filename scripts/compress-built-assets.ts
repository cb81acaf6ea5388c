import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;
const minBytes = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every text file of the browser
 * build, public files included, once: the server hands them out as they are (ADR 0038), so a shopper's phone
 * gets the smallest file without the server compressing on each request. A copy that would not be smaller is
 * not written.
 */
export function compressBuiltAssets(): Plugin {
  return {
    name: "compress-built-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (!options.dir) return;
      const files = await fs.readdir(options.dir, { recursive: true, withFileTypes: true });
      await Promise.all(
        files
          // .vite/ holds the build's manifest, which React Router deletes after the build and nobody serves.
          .filter(
            (entry) => entry.isFile() && compressible.test(entry.name) && !entry.parentPath.includes(".vite"),
          )
          .map((entry) => compressFile(path.join(entry.parentPath, entry.name))),
      );
    },
  };
}

async function compressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  if (content.length < minBytes) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
}
