import { randomInt } from "node:crypto";

/**
 * An order number a shopper can read out on the phone: the day it was placed and ten random digits
 * (`261125-4821930657`), so numbers neither reveal how many orders the shop takes nor can be guessed in turn.
 */
export function generateOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll("-", "");
  const random = String(randomInt(0, 10_000_000_000)).padStart(10, "0");
  return `${day}-${random}`;
}
