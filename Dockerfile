# syntax=docker/dockerfile:1
# The store in a container: `docker build -t brisa-store .`, then see docs/deployment.md.
#
# The project's own Node comes from the npm package `node` (a devDependency, for machines with an older Node);
# here both stages use the official Node 24 image instead. Pin a version or digest for reproducible builds, e.g.
# `--build-arg NODE_IMAGE=node:24.21.0-bookworm-slim` (the devDependency's version).
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency, the production build, then only the runtime dependencies --------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Dependencies first, so a change to the sources alone reuses this layer. `postinstall` (patch-package) applies
# patches/ to postgres.js (ADR 0030), so the patch is part of node_modules from here on.
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
# `npm run build` is `react-router build`: build/client (browser assets, with .br and .gz copies, ADR 0038) and
# build/server/index.js (the Hono server with the pages, server/entry.ts). The server's Node flags are written
# from scripts/server-node-flags.ts, the list `npm start` uses, so the CMD below cannot drift from it. Then the
# devDependencies go; `npm prune` runs no install scripts, so the postgres.js patch stays applied.
RUN npm run build \
 && node --input-type=module \
      -e 'const { serverNodeFlags } = await import("./scripts/server-node-flags.ts"); process.stdout.write(serverNodeFlags.join(" "));' \
      > build/server-node-flags \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: the built server, its runtime dependencies, the migrations and the demo seed ---------------------
FROM ${NODE_IMAGE} AS runtime
# What `npm start` sets for the server. HOST stays 0.0.0.0 in a container (the HEALTHCHECK calls 127.0.0.1).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# Owned by root and read-only for the store's user; only DATA_DIR is writable.
# package.json: "type": "module" for build/server/index.js and the seed.
# node_modules: pruned to the dependencies; sharp brings its linux (glibc) binaries as @img/* packages.
#   No Chromium: Debian's chromium is for the browser tests only.
# db/: migrations (applied by the server when it opens the database, read from ./db/migrations) and the seed.
# lib/, modules/, i18n/, scripts/seed-demo.ts: the demo seed, which Node runs from TypeScript source as `npm start` does.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/db ./db
COPY --from=build /app/lib ./lib
COPY --from=build /app/modules ./modules
COPY --from=build /app/i18n ./i18n
COPY --from=build /app/scripts/seed-demo.ts ./scripts/seed-demo.ts
# DATA_DIR: the PGlite database (without DATABASE_URL), image masters and variants, manuals, support files.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# GET /healthz answers 200 while the process serves; a load balancer should use GET /readyz (503 when the instance
# should get no traffic). The image has no curl, so Node asks. The first start draws the demo images first.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/healthz`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` does after its build step: scripts/seed-demo.ts migrates, adds missing legal pages and seeds the
# demo catalogue only into an empty one; then the server (which migrates too, a no-op by then) replaces the shell
# as PID 1, so SIGTERM reaches it and it drains within SHUTDOWN_GRACE_SECONDS (ADR 0036): stop with a longer
# timeout than that (`docker stop -t 30`, `docker run --stop-timeout 30`). docs/deployment.md has the rest.
CMD ["sh", "-c", "node scripts/seed-demo.ts && exec node $(cat build/server-node-flags) build/server/index.js"]
