import path from "node:path";
import { env } from "../../lib/env.ts";

/** Manual file names are generated: lowercase letters, digits and dashes, ending in .pdf. */
export const manualFilePattern = /^[a-z0-9-]+\.pdf$/;

/** Where the manual file `file` is kept: DATA_DIR/manuals (the object store once uploads move there). */
export function manualPath(file: string): string {
  if (!manualFilePattern.test(file)) throw new Error(`Invalid manual file name "${file}"`);
  return path.resolve(env().DATA_DIR, "manuals", file);
}
