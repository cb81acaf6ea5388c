import fs from "node:fs/promises";
import path from "node:path";

/** Writes a generated file whole or not at all: a reader never sees half of it. */
export async function writeFileAtomically(file: string, content: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(`${file}.tmp`, content);
  await fs.rename(`${file}.tmp`, file);
}
