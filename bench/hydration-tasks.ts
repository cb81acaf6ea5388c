// `node bench/hydration-tasks.ts`: the main-thread tasks in which a page's hydration runs (tasks calling into
// `framework.js`), traced in Debian's headless Chromium at a phone's size, unthrottled (ADR 0058). For each page:
// the medians over --runs loads of the longest such task (wall and CPU), of the number of them longer than 12.5 ms
// (Lighthouse counts those at its 4× slowdown) and of their CPU in total. Without --base it builds nothing and
// starts the current build on the demo catalogue; one or more --base (loopback stores you started, say two builds
// to compare) are loaded in turn, one load of each per round.
//   --runs 8   --base http://127.0.0.1:3101 --base http://127.0.0.1:3102
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { offlineChromiumFlags } from "../scripts/chromium-flags.ts";
import { type BuiltStore, startBuiltStore } from "./built-store.ts";
import { median } from "./median.ts";

const pages = ["/product/search?productName=robot+vacuum", "/accessory/list"];
const longTaskMs = 12.5;
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
};
type Load = { longestWall: number; longestCpu: number; long: number; cpu: number };

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "8" }, base: { type: "string", multiple: true } },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error("--runs must be 1 to 50");
for (const base of options.base ?? [])
  if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(base))
    throw new Error(`${base} is not loopback`);

async function traceLoad(url: string): Promise<Load> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: offlineChromiumFlags,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline"],
    });
    await page.goto(url, { waitUntil: "load", timeout: 30_000 });
    await page.waitForFunction(() => "__reactRouterDataRouter" in window, null, { timeout: 30_000 });
    await page.waitForTimeout(1_500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return hydrationTasks(traceEvents, url);
  } finally {
    await browser.close();
  }
}

/** The page's main thread is the one that parsed its document; its tasks that called into the framework chunk. */
function hydrationTasks(events: TraceEvent[], url: string): Load {
  const parse = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url);
  if (!parse) throw new Error(`no parse of ${url} in the trace`);
  const main = events.filter(
    (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X",
  );
  const calls = main.filter(
    (event) => event.name === "FunctionCall" && /\/framework-[\w-]+\.js$/.test(event.args?.data?.url ?? ""),
  );
  const tasks = main.filter(
    (task) =>
      task.name === "RunTask" &&
      calls.some((call) => call.ts >= task.ts && call.ts <= task.ts + (task.dur ?? 0)),
  );
  if (tasks.length === 0) throw new Error(`${url} ran no framework code: did it hydrate?`);
  const walls = tasks.map((task) => (task.dur ?? 0) / 1000);
  const cpus = tasks.map((task) => (task.tdur ?? 0) / 1000);
  return {
    longestWall: Math.max(...walls),
    longestCpu: Math.max(...cpus),
    long: walls.filter((wall) => wall > longTaskMs).length,
    cpu: cpus.reduce((sum, cpu) => sum + cpu, 0),
  };
}

const store: BuiltStore | undefined = options.base?.length ? undefined : await startBuiltStore();
try {
  const bases = store ? [store.base] : (options.base ?? []);
  const loads = new Map<string, Load[]>();
  for (let round = 0; round < runs; round++)
    for (const path of pages)
      for (const base of bases) {
        const url = `${base}${path}`;
        loads.set(url, [...(loads.get(url) ?? []), await traceLoad(url)]);
      }
  for (const [url, list] of loads) {
    const figure = (pick: (load: Load) => number) => median(list.map(pick)).toFixed(1);
    console.log(
      `${url}\n  longest task ${figure((load) => load.longestWall)} ms wall, ${figure((load) => load.longestCpu)} ms CPU;` +
        ` tasks over ${longTaskMs} ms: ${figure((load) => load.long)}; CPU in all: ${figure((load) => load.cpu)} ms` +
        ` (longest CPU per load: ${list.map((load) => load.longestCpu.toFixed(0)).join(", ")})`,
    );
  }
} finally {
  await store?.stop();
}
