// What scripts/start.ts does once built and seeded, with the server from source (serve-from-source.ts) in place
// of the build: tests run it through package.json's `start` command line, as `npm start` runs scripts/start.ts.
import path from "node:path";
import { runChild } from "../../scripts/run-child.ts";

const root = path.resolve(import.meta.dirname, "../..");
process.exit(
  await runChild(process.execPath, [path.join(root, "tests/setup/serve-from-source.ts")], { cwd: root }),
);
