import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { type LighthouseRow, writeLighthouseSection } from "./lighthouse-table.ts";

const row = (page: string, tbtMs: number): LighthouseRow => ({
  page,
  formFactor: "mobile",
  path: `/${page}`,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  noindex: false,
  lcpMs: 1200,
  cls: 0,
  tbtMs,
  scriptKb: 130,
});

it("rewrites the table and keeps the notes under it, tables of their own included", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-table-")), "benchmarks.md");
  const write = (rows: LighthouseRow[], date: string) =>
    writeLighthouseSection(file, rows, { date, machine: "a test machine", pageOrder: ["home", "list"] });
  fs.writeFileSync(file, "# Benchmarks\n\nBefore.\n");
  write([row("home", 10), row("list", 20)], "2026-12-01");
  const notes = [
    "Notes of 2026-12-01, by hand.",
    "",
    "| page | TBT before | TBT after |",
    "| ---- | ---------- | --------- |",
    "| home | 90 ms      | 10 ms     |",
    "",
    "A paragraph after the notes' own table.",
  ].join("\n");
  fs.appendFileSync(file, `\n${notes}\n\n## Next section\n\nKept.\n`);

  write([row("list", 70)], "2026-12-04");

  const text = fs.readFileSync(file, "utf8");
  expect(text).toContain(notes);
  expect(text.startsWith("# Benchmarks\n\nBefore.\n")).toBe(true);
  expect(text.endsWith("## Next section\n\nKept.\n")).toBe(true);
  const rows = text.split("\n").filter((line) => /^\| (home|list) `/.test(line));
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatch(/^\| home `\/home`.*\| 10 ms .*\| PASS .*\| 2026-12-01 \|$/);
  expect(rows[1]).toMatch(/^\| list `\/list`.*\| 70 ms .*\| FAIL: TBT 70 ms \| 2026-12-04 \|$/);
});
