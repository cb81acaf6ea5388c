import fs from "node:fs";

/** The medians of one page on one form factor. */
export type LighthouseRow = {
  page: string;
  formFactor: "mobile" | "desktop";
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Lighthouse's SEO score; for a page kept out of the index on purpose, without crawlability (ADR 0045). */
  seo: number;
  noindex: boolean;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
};

/** Issue 15's budgets for every page, mobile and desktop. */
export const budgets = { score: 100, lcpMs: 1800, cls: 0.02, tbtMs: 50 };

/** What a row misses of the budgets, in words; empty when it keeps them all. */
export function budgetFailures(row: LighthouseRow): string[] {
  const failures: string[] = [];
  const scores = [
    ["performance", row.performance],
    ["accessibility", row.accessibility],
    ["best practices", row.bestPractices],
    ["SEO", row.seo],
  ] as const;
  for (const [name, score] of scores) if (score < budgets.score) failures.push(`${name} ${score}`);
  if (row.lcpMs > budgets.lcpMs) failures.push(`LCP ${seconds(row.lcpMs)}`);
  if (row.cls > budgets.cls) failures.push(`CLS ${row.cls.toFixed(3)}`);
  if (row.tbtMs > budgets.tbtMs) failures.push(`TBT ${Math.round(row.tbtMs)} ms`);
  return failures;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const header = [
  "page",
  "form factor",
  "perf",
  "a11y",
  "best practices",
  "SEO",
  "LCP",
  "CLS",
  "TBT",
  "script KB",
  "budgets",
  "measured",
];

function cells(row: LighthouseRow, date: string): string[] {
  const failures = budgetFailures(row);
  return [
    `${row.page} \`${row.path}\``,
    row.formFactor,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    row.noindex ? `${row.seo} (noindex)` : String(row.seo),
    seconds(row.lcpMs),
    row.cls.toFixed(3),
    `${Math.round(row.tbtMs)} ms`,
    row.scriptKb.toFixed(1),
    failures.length === 0 ? "PASS" : `FAIL: ${failures.join(", ")}`,
    date,
  ];
}

/** A Markdown table padded as the formatter (biome) lays it out. */
export function markdownTable(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(3, ...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  const [first, ...rest] = rows;
  return [
    line(first ?? []),
    `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`,
    ...rest.map(line),
  ].join("\n");
}

const heading = "## Lighthouse (issue 15)";

const introduction = `\`npm run bench:web\` (bench/lighthouse.ts) builds the store, seeds a fresh PGlite folder with the demo
catalogue, signs in one shopper with an address and a cart line, starts the build on a loopback port and runs
Lighthouse (Debian's Chromium, headless) 3 times per page on mobile (default simulated throttling) and on the
desktop preset; the table holds the medians of each figure. Every page is fetched once beforehand, so its image
variants are made and anonymous pages are in the page cache (ADR 0009). Cart and checkout are the signed-in
shopper's. \`--pages\`, \`--form-factors\` and \`--runs\` pick fewer; \`--check\` exits non-zero when a budget is missed.
Budgets (issue 15): every score ${budgets.score}, LCP ≤ ${seconds(budgets.lcpMs)}, CLS ≤ ${budgets.cls}, TBT ≤ ${budgets.tbtMs} ms. "script
KB" is the JavaScript transferred (compressed). "(noindex)": a page kept out of search engines on purpose, whose SEO
score leaves out the crawlability audit it fails by design (ADR 0045). Rows of pages not measured in a run keep
their date.`;

/**
 * Writes the rows into the Lighthouse section of the Markdown file (made at its end if missing), keeping the
 * rows of pages this run did not measure, the notes under the table and everything outside the section; rows go
 * in `pageOrder`.
 */
export function writeLighthouseSection(
  file: string,
  rows: LighthouseRow[],
  { date, machine, pageOrder }: { date: string; machine: string; pageOrder: readonly string[] },
) {
  const text = fs.readFileSync(file, "utf8");
  const start = text.indexOf(`\n${heading}\n`);
  const end = start < 0 ? -1 : text.indexOf("\n## ", start + heading.length + 1);
  const section = start < 0 ? "" : text.slice(start, end < 0 ? undefined : end);
  // The table is the section's first run of table lines; notes under it may hold tables of their own.
  const lines = section.split("\n");
  const tableStart = lines.findIndex((line) => line.startsWith("| "));
  const tableEnd =
    tableStart < 0 ? -1 : lines.findIndex((line, at) => at > tableStart && !line.startsWith("| "));
  const tableLines = tableStart < 0 ? [] : lines.slice(tableStart, tableEnd < 0 ? undefined : tableEnd);
  const pageOf = (cells: string[]) => cells[0]?.split(" `")[0] ?? "";
  const key = (cells: string[]) => `${pageOf(cells)}|${cells[1]}`;
  const measured = rows.map((row) => cells(row, date));
  const fresh = new Set(measured.map(key));
  const rank = (cells: string[]) => pageOrder.indexOf(pageOf(cells)) * 2 + (cells[1] === "mobile" ? 0 : 1);
  const body = [...previousRows(tableLines).filter((row) => !fresh.has(key(row))), ...measured].sort(
    (a, b) => rank(a) - rank(b),
  );
  const table = markdownTable([header, ...body]);
  // Notes written by hand under the table stay there.
  const notes = tableEnd < 0 ? "" : lines.slice(tableEnd).join("\n").trimEnd();
  const newSection = `\n${heading}\n\n${introduction}\n\nOn ${machine}:\n\n${table}\n${notes ? `${notes}\n` : ""}`;
  const before = start < 0 ? text.replace(/\n*$/, "\n") : text.slice(0, start);
  const after = start < 0 || end < 0 ? "" : text.slice(end);
  fs.writeFileSync(file, `${before}${newSection}${after}`);
}

/** The rows already in the table, as cells. */
function previousRows(tableLines: string[]): string[][] {
  return tableLines
    .filter((line) => !line.startsWith("| ---"))
    .map((line) =>
      line
        .slice(2, -2)
        .split(" | ")
        .map((cell) => cell.trim()),
    )
    .filter((row) => row[0] !== "page" && row.length === header.length);
}
