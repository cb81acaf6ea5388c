/**
 * The Node flags the store's server runs with (`npm start`, the Dockerfile, the benchmark). A young generation of
 * at most 8 MB a half instead of 16 keeps an instance that has served a burst of traffic around 250 MB resident
 * instead of 400–450 MB, for no throughput loss we could measure (docs/benchmarks.md). An old generation that
 * grows by half of what survived its last major collection, not by up to four times on a host with much memory,
 * keeps the idle instance near its live heap: 177–188 → 162–165 MB after the bench's warm-ups, same CPU per
 * request (ADR 0046).
 */
export const serverNodeFlags = ["--max-semi-space-size=8", "--heap-growing-percent=50"];
