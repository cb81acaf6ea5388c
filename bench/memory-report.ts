// Investigation aid for bench/measure-idle-memory.ts, loaded into the store's process with `--import`: on
// SIGUSR2 it writes the process's memory (RSS split by kind, V8 heap and its spaces, external) as JSON to the
// file MEMORY_REPORT_FILE names. Never loaded by `npm start` or `npm run bench`.
import fs from "node:fs";
import v8 from "node:v8";

const file = process.env.MEMORY_REPORT_FILE;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function rollup(): Record<string, number> {
  const text = fs.readFileSync("/proc/self/status", "utf8");
  const read = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0) / 1024;
  return { rss: read("VmRSS"), anon: read("RssAnon"), file: read("RssFile"), shmem: read("RssShmem") };
}

/** Resident memory per mapping (file name, or [anon], [heap], [stack]), the largest first, in MB. */
function mappings(): Record<string, number> {
  const totals = new Map<string, number>();
  let name = "";
  for (const line of fs.readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) name = header[1] || "[anon]";
    else if (line.startsWith("Rss:"))
      totals.set(name, (totals.get(name) ?? 0) + Number(line.split(/\s+/)[1]) / 1024);
  }
  return Object.fromEntries(
    [...totals]
      .filter(([, size]) => size >= 0.5)
      .sort((a, b) => b[1] - a[1])
      .map(([key, size]) => [key, Math.round(size * 10) / 10]),
  );
}

function snapshot() {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  return {
    mappings: mappings(),
    status: Object.fromEntries(
      Object.entries(rollup()).map(([key, value]) => [key, Math.round(value * 10) / 10]),
    ),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    mallocedMemory: mb(heap.malloced_memory),
    peakMallocedMemory: mb(heap.peak_malloced_memory),
    spaces: Object.fromEntries(
      v8
        .getHeapSpaceStatistics()
        .map((space) => [space.space_name, { size: mb(space.space_size), used: mb(space.space_used_size) }]),
    ),
  };
}

if (file) {
  process.on("SIGUSR2", () => {
    const before = snapshot();
    const collect = (globalThis as { gc?: () => void }).gc;
    let afterGc: ReturnType<typeof snapshot> | undefined;
    if (collect && process.env.MEMORY_REPORT_GC === "1") {
      collect();
      afterGc = snapshot();
    }
    fs.writeFileSync(file, JSON.stringify({ before, afterGc }));
  });
}
