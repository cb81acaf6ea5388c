import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { createRequestHandler, type ServerBuild } from "react-router";
import { env } from "../lib/env.ts";
import { logger } from "../lib/logger.ts";
import { startServer } from "./start-server.ts";

// A library's stray rejection (a database connection lost mid-flight) costs the request it belonged to, not the
// process; a synchronous exception nobody caught leaves state unknown, so it ends the process after logging.
process.on("unhandledRejection", (reason) => {
  logger.error("unhandled rejection", { error: reason });
});

/** The production process, built by React Router with the pages: see start-server.ts. */
const handleRequest = createRequestHandler(build as unknown as ServerBuild, env().NODE_ENV);
startServer({
  pageHandler: (request, context) => handleRequest(request, context),
  assetsDir: path.relative(process.cwd(), path.resolve(import.meta.dirname, "../client")),
  buildVersion: build.assets.version,
}).catch((error) => {
  logger.error("failed to start", { error });
  process.exit(1);
});
