// The module graph alone (ADR 0027): `npm run lint:deps` runs this over modules/ after .dependency-cruiser.cjs.
// Modules depend on each other in one direction only (cart on catalog, checkout on cart, never back), so no
// cycle between module folders, even when no single file closes it (as catalog and deals once did). Tests are
// left out: a test may set up rows of the modules it needs. db/ and tests/ are outside this graph, so the one
// schema barrel (db/schema.ts) does not count as a link between modules.

const base = require("./.dependency-cruiser.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular-between-modules",
      severity: "error",
      comment: "No cycle between module folders: move the shared part into the module that owns it.",
      scope: "folder",
      from: { path: "^modules/" },
      to: { path: "^modules/", circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: { path: "^modules/" },
    exclude: { path: "\\.test\\.tsx?$" },
  },
};
