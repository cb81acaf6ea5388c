// `npm run demo:orders`: runs scripts/make-demo-orders.ts through Vite's module loader, since the store's
// message catalogues are gathered with `import.meta.glob`, which plain Node does not know.
import path from "node:path";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const vite = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  await vite.ssrLoadModule("/scripts/make-demo-orders.ts");
} finally {
  await vite.close();
}
