import { vi } from "vitest";

/** Everything written to stdout and stderr from now until `stop`, where the logger writes its lines. */
export function captureLogOutput() {
  let text = "";
  const capture = ((chunk: string | Uint8Array) => {
    text += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  }) as typeof process.stdout.write;
  const spies = [
    vi.spyOn(process.stdout, "write").mockImplementation(capture),
    vi.spyOn(process.stderr, "write").mockImplementation(capture),
  ];
  return {
    text: () => text,
    /** Each line parsed: a line that is not one JSON object fails the test here. */
    lines: () =>
      text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
