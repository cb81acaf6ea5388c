import { describe, expect, it } from "vitest";
import { canMove, ORDER_STATUS, requireMove } from "./order-status.ts";

const { UNPAID, PROCESSING, SHIPPED, CANCELED, PENDING, REFUNDED } = ORDER_STATUS;

describe("order status transitions", () => {
  it("uses the spec's numbers", () => {
    expect([UNPAID, PROCESSING, SHIPPED, CANCELED, PENDING, REFUNDED]).toEqual([0, 1, 2, -1, 3, 4]);
  });

  it("allows exactly the moves of the table", () => {
    const moves = [UNPAID, PROCESSING, SHIPPED, CANCELED, PENDING, REFUNDED].flatMap((from) =>
      [UNPAID, PROCESSING, SHIPPED, CANCELED, PENDING, REFUNDED]
        .filter((to) => canMove(from, to))
        .map((to) => `${from}>${to}`),
    );
    expect(moves.sort()).toEqual(["0>1", "0>3", "0>-1", "3>1", "3>0", "1>2", "1>4", "2>4", "-1>4"].sort());
  });

  it("refuses any other move with a conflict", () => {
    expect(() => requireMove(SHIPPED, UNPAID)).toThrow(expect.objectContaining({ code: "CONFLICT" }));
    expect(() => requireMove(REFUNDED, PROCESSING)).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => requireMove(CANCELED, PROCESSING)).toThrow();
    // Pending waits for the provider: it is paid or falls back to Unpaid, never canceled while money may come.
    expect(() => requireMove(PENDING, CANCELED)).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => requireMove(UNPAID, PROCESSING)).not.toThrow();
  });
});
