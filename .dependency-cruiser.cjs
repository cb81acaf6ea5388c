// Dependency rules between the layers and modules of the store (ADR 0027). `npm run lint:deps` checks them
// (this file over the whole code, then .dependency-cruiser-modules.cjs over modules/ alone), and `npm test`
// runs that check beside lint and typecheck.
//
// Words used below:
// - a "tables file" is a file whose name ends in `tables.ts` (`tables.ts`, `search-tables.ts`,
//   `deal-tables.ts`, `payments/sandbox/tables.ts`): Drizzle table definitions and nothing else;
// - a "schema file" is `schemas.ts` or `*-schemas.ts`: zod schemas and the pure rules the browser shares with
//   the server (password rule, upload limits, cart totals); the one part of a module the UI may run;
// - "UI code" is app/ outside app/.server/ (what can reach the browser bundle).

const tablesFile = "tables\\.ts$";
const schemaFile = "(^|/|-)schemas\\.ts$";
const testFile = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycle anywhere, type-only imports included.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-cross-module-tables",
      severity: "error",
      comment:
        "A module reads and writes another module's data only through that module's exported use-cases and " +
        "read functions, never its tables. The one exception: a tables file may import another module's " +
        "tables file for a foreign key (`references()`).",
      from: { path: "^modules/([^/]+)/", pathNot: tablesFile },
      to: { path: `^modules/[^/]+/.*${tablesFile}`, pathNot: "^modules/$1/" },
    },
    {
      name: "doors-not-to-tables",
      severity: "error",
      comment:
        "The API routes (server/) and the page data (app/.server/) call use-cases and read functions; they " +
        "never query a module's tables themselves. Tests may, to set up rows.",
      from: { path: "^(server|app|lib|i18n)/", pathNot: testFile },
      to: { path: `^modules/.*${tablesFile}` },
    },
    {
      name: "modules-not-to-app-or-server",
      severity: "error",
      comment: "The domain knows nothing of its doors: modules/ never imports app/ or server/.",
      from: { path: "^modules/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "server-not-to-app",
      severity: "error",
      comment: "The API door does not depend on the UI: server/ never imports app/.",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "ui-only-types-and-schemas-from-modules",
      severity: "error",
      comment:
        "UI code reaches the domain through the loaders and actions of app/.server/. From modules/ it imports " +
        "types (`import type`) and schema files only.",
      from: { path: "^app/", pathNot: "^app/\\.server/" },
      to: { path: "^modules/", pathNot: schemaFile, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "schemas-browser-safe",
      severity: "error",
      comment:
        "Schema files run in the browser too: nothing they import, directly or through other files, is the " +
        "database, the environment, a tables file or either door.",
      from: { path: schemaFile },
      to: { path: `^(db|server|app)/|^lib/env\\.ts$|${tablesFile}`, reachable: true },
    },
    {
      name: "schemas-no-node-builtins",
      severity: "error",
      comment: "Schema files run in the browser too: no node built-ins.",
      from: { path: schemaFile },
      to: { dependencyTypes: ["core"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "lib-stays-neutral",
      severity: "error",
      comment: "lib/ is small and free of domain knowledge: it imports no module, door or database code.",
      from: { path: "^lib/", pathNot: testFile },
      to: { path: "^(modules|app|server|db)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|build-[^/]+|data|\\.react-router|test-results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
