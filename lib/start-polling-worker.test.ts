import { describe, expect, it } from "vitest";
import { captureLogOutput } from "../tests/setup/capture-log-output.ts";
import { runWithRequestId } from "./request-id-context.ts";
import { startPollingWorker } from "./start-polling-worker.ts";

describe("startPollingWorker", () => {
  it("logs a round that a request woke as no request's: the round serves more than that request", async () => {
    let rounds = 0;
    const worker = startPollingWorker(
      "test worker",
      async () => {
        rounds++;
        if (rounds > 1) throw new Error("round failed");
        return false;
      },
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rounds).toBe(1);
    const output = captureLogOutput();
    try {
      runWithRequestId("req-9", () => worker.wake());
      await worker.stop();
    } finally {
      output.stop();
    }
    expect(output.lines()).toEqual([
      expect.objectContaining({
        message: "test worker failed",
        error: expect.objectContaining({ message: "round failed" }),
      }),
    ]);
    expect(output.lines()[0]).not.toHaveProperty("requestId");
  });
});
