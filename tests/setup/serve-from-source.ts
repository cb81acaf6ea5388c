// The store's server process (server/start-server.ts) run from source, for tests that need a real process on
// loopback without a build: Vite's module loader gathers the message catalogues (`import.meta.glob`), which
// plain Node cannot. It serves everything but the pages, whose handler only the build has (server/entry.ts).
import path from "node:path";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "../..");
const vite = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
});
const { startServer } = (await vite.ssrLoadModule(
  "/server/start-server.ts",
)) as typeof import("../../server/start-server.ts");
await startServer({});
