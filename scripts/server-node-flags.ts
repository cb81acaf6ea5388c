/**
 * The Node flags the store's server runs with (`npm start`, the benchmark). A young generation of at most 8 MB
 * a half instead of 16 keeps an instance that has served a burst of traffic around 250 MB resident instead of
 * 400–450 MB, for no throughput loss we could measure (docs/benchmarks.md).
 */
export const serverNodeFlags = ["--max-semi-space-size=8"];
