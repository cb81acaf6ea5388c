// `npm run bench:web`: Lighthouse on the store's main pages (issue 15), mobile and desktop, on loopback only.
// Builds the store (unless --no-build), starts the build on a fresh PGlite folder with the demo catalogue and one
// signed-in shopper with an address and a cart line, runs Lighthouse --runs times (3) per page and form factor
// in Debian's headless Chromium, and writes the medians to docs/benchmarks.md (unless --no-docs).
//   --pages home,detail   --form-factors mobile   --runs 1   --check (exit 1 when a budget is missed)
//   --save-reports DIR (each run's full Lighthouse result as JSON, to see what an LCP waits on)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { userAgents } from "lighthouse/core/config/constants.js";
import { type BuiltStore, runScript, startBuiltStore } from "./built-store.ts";
import { type Chromium, launchChromium } from "./launch-chromium.ts";
import { budgetFailures, type LighthouseRow, writeLighthouseSection } from "./lighthouse-table.ts";
import { median } from "./median.ts";

const root = path.resolve(import.meta.dirname, "..");
const pageNames = ["home", "list", "detail", "accessories", "search", "cart", "sign-in", "checkout"] as const;
type PageName = (typeof pageNames)[number];
type FormFactor = "mobile" | "desktop";
type Page = { name: PageName; path: string; signedIn: boolean; noindex: boolean };
/** Kept out of search engines on purpose (`noindex`, robots.txt): their SEO is scored without crawlability (ADR 0045). */
const noindexPages: readonly PageName[] = ["search", "cart", "sign-in", "checkout"];
type Shopper = { tokens: string[]; specs: { relevanceId: number; specId: number; type: number }[] };

const api = { clientId: "store-web", clientSecret: "store-web-public", site: "us" };
/** The robot vacuum whose page and category list are measured. */
const productName = "AeroSweep R9 Pro";
const runTimeoutMs = 120_000;

const { values: options } = parseArgs({
  allowNegative: true,
  options: {
    pages: { type: "string", default: pageNames.join(",") },
    "form-factors": { type: "string", default: "mobile,desktop" },
    runs: { type: "string", default: "3" },
    build: { type: "boolean", default: true },
    docs: { type: "boolean", default: true },
    check: { type: "boolean", default: false },
    "save-reports": { type: "string" },
  },
});
const selectedPages = pick(options.pages, pageNames, "--pages");
const formFactors = pick(options["form-factors"], ["mobile", "desktop"] as const, "--form-factors");
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error("--runs must be 1 to 9");

function pick<T extends string>(list: string, known: readonly T[], flag: string): T[] {
  const names = list.split(",").map((name) => name.trim());
  for (const name of names)
    if (!known.includes(name as T)) throw new Error(`${flag}: "${name}" is none of ${known.join(", ")}`);
  return known.filter((name) => names.includes(name));
}

/** The measured paths; the product and its category are found by name in the running store's list API. */
async function resolvePages(base: string): Promise<Page[]> {
  const response = await fetch(`${base}/api/web/goods/goods/list?type=1&pageSize=50`, {
    headers: api,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as {
    data?: { list?: { goodsRsp: { id: number; name: string; categoryId: number | null } }[] };
  };
  const product = body.data?.list?.find((entry) => entry.goodsRsp.name === productName)?.goodsRsp;
  if (!product?.categoryId)
    throw new Error(`${productName} is not in the list API: is the catalogue seeded?`);
  const paths: Record<PageName, string> = {
    home: "/",
    list: `/product/list?categoryId=${product.categoryId}`,
    detail: `/product/detail?id=${product.id}`,
    accessories: "/accessory/list",
    search: "/product/search?productName=robot+vacuum",
    cart: "/shopping_cart",
    "sign-in": "/user/login",
    checkout: "/order_checkout",
  };
  return selectedPages.map((name) => ({
    name,
    path: paths[name],
    signedIn: name === "cart" || name === "checkout",
    noindex: noindexPages.includes(name),
  }));
}

/** One cart line for the shopper, through the cart API as the store's pages add one. */
async function addCartLine(base: string, shopper: Shopper) {
  const response = await fetch(`${base}/api/web/goods/userShopCar/save`, {
    method: "POST",
    headers: { ...api, "Content-Type": "application/json", token: shopper.tokens[0] ?? "" },
    body: JSON.stringify({ ...shopper.specs[0], quantity: 1 }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { code?: number };
  if (!response.ok) throw new Error(`adding a cart line answered ${response.status} ${JSON.stringify(body)}`);
}

/**
 * Fetches each page as each form factor's browser would, then the AVIF variants it names, so the measured runs
 * see kept pages and made images rather than the first request's encoding (ADR 0005, 0009).
 */
async function warmUp(base: string, pages: Page[], cookie: string) {
  const media = new Set<string>();
  for (const page of pages)
    for (const formFactor of formFactors) {
      const response = await fetch(`${base}${page.path}`, {
        headers: {
          "User-Agent": userAgents[formFactor],
          ...(page.signedIn ? { Cookie: cookie } : {}),
        },
        signal: AbortSignal.timeout(30_000),
      });
      const html = await response.text();
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
      for (const match of html.matchAll(/\/media\/[\w/-]+\/\d+\.avif/g)) media.add(match[0]);
    }
  console.log(`Making ${media.size} image variants…`);
  const queue = [...media];
  const worker = async () => {
    for (let next = queue.pop(); next; next = queue.pop())
      await (await fetch(`${base}${next}`, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
  };
  await Promise.all([worker(), worker()]);
}

async function measure(port: number, url: string, formFactor: FormFactor, cookie: string | null) {
  const flags: Flags = {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    skipAudits: ["full-page-screenshot", "screenshot-thumbnails", "final-screenshot"],
    maxWaitForLoad: 45_000,
    extraHeaders: cookie ? { Cookie: cookie } : null,
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse on ${url} took over 120 s`)), runTimeoutMs);
  });
  try {
    const result = await Promise.race([
      lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined),
      timeout,
    ]);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    saveReport(result.lhr, formFactor);
    return result.lhr;
  } finally {
    clearTimeout(timer);
  }
}

function saveReport(lhr: Result, formFactor: FormFactor): void {
  const folder = options["save-reports"];
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const name = `${formFactor}-${new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`;
  fs.writeFileSync(path.join(folder, name), JSON.stringify(lhr));
}

/** A busy machine now and then spoils a trace (NO_NAVSTART, NO_FCP): such a run is tried again, twice at most. */
async function measureWithRetries(port: number, url: string, formFactor: FormFactor, cookie: string | null) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(port, url, formFactor, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`failed (${error instanceof Error ? error.message : String(error)}), again… `);
    }
  }
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * The SEO score of a page that is not to be indexed: Lighthouse's weighted mean of the category's scored audits
 * without `is-crawlable`, which such a page fails by design (ADR 0045). Every other SEO audit still counts.
 */
function seoScoreWithoutCrawlability(lhr: Result): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories.seo?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.id === "is-crawlable" || !audit || audit.score === null || ref.weight === 0) continue;
    weighted += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights === 0 ? 0 : Math.round((weighted / weights) * 100);
}
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
function scriptBytes(lhr: Result): number {
  const items = (lhr.audits["resource-summary"]?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  return Number(items?.find((item) => item.resourceType === "script")?.transferSize ?? 0);
}

/** Audits below full marks in the scored categories, for the console: what to fix. */
function shortfalls(lhr: Result): string[] {
  const seen = new Set<string>();
  for (const category of Object.values(lhr.categories))
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
      seen.add(`${ref.id} (${audit.displayValue ?? audit.score})`);
    }
  return [...seen];
}

function summarize(page: Page, formFactor: FormFactor, results: Result[]): LighthouseRow {
  const of = (read: (lhr: Result) => number) => median(results.map(read));
  return {
    page: page.name,
    formFactor,
    path: page.path,
    performance: of((lhr) => score(lhr, "performance")),
    accessibility: of((lhr) => score(lhr, "accessibility")),
    bestPractices: of((lhr) => score(lhr, "best-practices")),
    seo: of((lhr) => (page.noindex ? seoScoreWithoutCrawlability(lhr) : score(lhr, "seo"))),
    noindex: page.noindex,
    lcpMs: of((lhr) => numeric(lhr, "largest-contentful-paint")),
    cls: of((lhr) => numeric(lhr, "cumulative-layout-shift")),
    tbtMs: of((lhr) => numeric(lhr, "total-blocking-time")),
    scriptKb: of(scriptBytes) / 1024,
  };
}

let store: BuiltStore | undefined;
let chromium: Chromium | undefined;
async function cleanUp() {
  await chromium?.close();
  await store?.stop();
}
process.once("SIGINT", () => {
  console.error("\nInterrupted: stopping Chromium and the store…");
  cleanUp().finally(() => process.exit(130));
});

async function main(): Promise<number> {
  if (options.build) {
    console.log("Building for production…");
    await runScript("node_modules/@react-router/dev/bin.cjs", ["build"], {});
  } else if (!fs.existsSync(path.join(root, "build/server/index.js")))
    throw new Error("no build: run `npm run build` or leave out --no-build");
  const shopperFile = path.join(os.tmpdir(), `store-lighthouse-shopper-${process.pid}.json`);
  store = await startBuiltStore((env) =>
    runScript("bench/create-shoppers.ts", [shopperFile], { ...env, BENCH_SHOPPERS: "1" }),
  );
  const shopper = JSON.parse(fs.readFileSync(shopperFile, "utf8")) as Shopper;
  fs.rmSync(shopperFile, { force: true });
  const cookie = `session=${shopper.tokens[0]}`;
  await addCartLine(store.base, shopper);
  const pages = await resolvePages(store.base);
  await warmUp(store.base, pages, cookie);
  chromium = await launchChromium();

  const rows: LighthouseRow[] = [];
  let tools = "";
  const benchmarkIndexes: number[] = [];
  const reports = path.join(root, "bench/results/lighthouse");
  fs.mkdirSync(reports, { recursive: true });
  for (const page of pages)
    for (const formFactor of formFactors) {
      const results: Result[] = [];
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`${page.name} ${formFactor} run ${run}/${runs}… `);
        const lhr = await measureWithRetries(
          chromium.port,
          `${store.base}${page.path}`,
          formFactor,
          page.signedIn ? cookie : null,
        );
        console.log(`performance ${score(lhr, "performance")}`);
        results.push(lhr);
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      }
      const last = results.at(-1) as Result;
      const chrome = /Chrome\/([\d.]+)/.exec(last.environment.hostUserAgent)?.[1] ?? "?";
      tools = `Lighthouse ${last.lighthouseVersion}, Chromium ${chrome}`;
      fs.writeFileSync(path.join(reports, `${page.name}-${formFactor}.json`), JSON.stringify(last));
      const row = summarize(page, formFactor, results);
      rows.push(row);
      const failures = budgetFailures(row);
      console.log(
        `${failures.length === 0 ? "PASS" : "FAIL"} ${page.name} ${formFactor}${failures.length ? `: ${failures.join(", ")}` : ""}`,
      );
      for (const shortfall of shortfalls(last)) console.log(`    ${shortfall}`);
    }

  // Lighthouse's CPU benchmark of this machine: its 4× slowdown assumes a fast desktop; lower means TBT is overstated.
  const machine = `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? "unknown"}), ${tools}, benchmark index ${Math.round(median(benchmarkIndexes))}`;
  if (options.docs) {
    writeLighthouseSection(path.join(root, "docs/benchmarks.md"), rows, {
      date: new Date().toISOString().slice(0, 10),
      machine,
      pageOrder: pageNames,
    });
    console.log("\nWritten to docs/benchmarks.md; the last run of each page to bench/results/lighthouse/.");
  }
  const failed = rows.filter((row) => budgetFailures(row).length > 0).length;
  console.log(`\n${rows.length - failed} of ${rows.length} pages within the budgets.`);
  return options.check && failed > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`\nLighthouse run aborted: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
