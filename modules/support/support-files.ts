import path from "node:path";
import { env } from "../../lib/env.ts";

/** Support file names are generated: lowercase letters, digits and dashes, ending in .pdf. */
export const supportFilePattern = /^[a-z0-9-]+\.pdf$/;

/** Where the support file `file` (a quick-start guide) is kept: DATA_DIR/support. */
export function supportFilePath(file: string): string {
  if (!supportFilePattern.test(file)) throw new Error(`Invalid support file name "${file}"`);
  return path.resolve(env().DATA_DIR, "support", file);
}
