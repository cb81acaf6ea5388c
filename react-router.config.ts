import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest ships as one cached file, not a per-page partial one (ADR 0050).
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets two builds (say, two people's browser test runs on one machine) not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
