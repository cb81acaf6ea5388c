import { inject } from "vitest";

/** The address of this journey worker's own store (tests/e2e/start-store.ts starts one per worker). */
export function storeUrl(): string {
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const url = inject("storeUrls")[worker - 1];
  if (!url) throw new Error(`No store for journey worker ${worker}`);
  return url;
}
