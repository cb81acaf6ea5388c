// `npm test` runs this after the build: every route's first-load script must stay within its budget
// (bench/bundle-budgets.json, gzip KB), so a page cannot quietly grow the script a phone downloads (issue 15).
import fs from "node:fs";
import path from "node:path";
import { measureFirstLoadScript } from "./measure-first-load-script.ts";

const root = path.resolve(import.meta.dirname, "..");
const { budgetKb, goalKb } = JSON.parse(
  fs.readFileSync(path.join(root, "bench/bundle-budgets.json"), "utf8"),
) as {
  budgetKb: Record<string, number>;
  goalKb: Record<string, number>;
};
const sizes = measureFirstLoadScript(path.join(root, process.env.BUILD_DIR ?? "build", "client"));
let over = 0;
for (const [route, bytes] of [...sizes].sort((a, b) => b[1] - a[1])) {
  const kb = bytes / 1024;
  const budget = budgetKb[route] ?? budgetKb["*"] ?? Number.POSITIVE_INFINITY;
  const goal = goalKb[route] ? `, goal ${goalKb[route]}` : "";
  if (kb > budget) over += 1;
  if (kb > budget || goal)
    console.log(
      `${kb > budget ? "OVER" : "ok  "} ${route}: ${kb.toFixed(1)} KB gzip (budget ${budget}${goal})`,
    );
}
console.log(`${sizes.size} routes measured; ${over} over budget`);
process.exit(over ? 1 : 0);
