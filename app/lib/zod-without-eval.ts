// zod probes `new Function` once to pick its compiled parser. The pages' CSP allows no eval, so in a browser the
// probe is reported as a violation (Lighthouse's "issues" audit) even though zod catches it: browsers use the
// plain parser, set before any schema is made. The server keeps the compiled one. Read by zod from globalThis.
if (typeof document !== "undefined") {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
