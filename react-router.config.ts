import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two builds (say, two people's browser test runs on one machine) not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
