import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

type ManifestRoute = { id: string; parentId?: string; path?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports?: string[] }; routes: Record<string, ManifestRoute> };

/**
 * Gzip bytes of the script a browser loads on a first visit to each route of the client build: React Router's
 * manifest, the entry and, for the route and every parent, its module and the modules they import.
 */
export function measureFirstLoadScript(clientDir: string): Map<string, number> {
  const assets = path.join(clientDir, "assets");
  const manifestFile = fs.readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!manifestFile) throw new Error(`no React Router manifest in ${assets}`);
  const manifestSource = fs.readFileSync(path.join(assets, manifestFile), "utf8");
  const manifest = JSON.parse(
    manifestSource.slice(manifestSource.indexOf("=") + 1).replace(/;\s*$/, ""),
  ) as Manifest;
  const gzipBytes = (url: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(clientDir, url)), { level: 9 }).length;
  const sizes = new Map<string, number>();
  for (const route of Object.values(manifest.routes)) {
    const files = new Set([
      `/assets/${manifestFile}`,
      manifest.entry.module,
      ...(manifest.entry.imports ?? []),
    ]);
    for (
      let current: ManifestRoute | undefined = route;
      current;
      current = manifest.routes[current.parentId ?? ""]
    ) {
      files.add(current.module);
      for (const file of current.imports ?? []) files.add(file);
    }
    sizes.set(
      route.id,
      [...files].reduce((sum, file) => sum + gzipBytes(file), 0),
    );
  }
  return sizes;
}
