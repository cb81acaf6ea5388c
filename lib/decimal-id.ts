import { z } from "zod";

const decimalDigits = /^\d{1,10}$/;
const maxId = 2_147_483_647;

/**
 * A row id as a query string or a body gives it: a number, or a string of decimal digits only. `Number()` (and so
 * `z.coerce.number()`) also reads `0x10` as 16, `1e1` as 10, and ` 7`, `+7`, `0b111`, `true` or `[7]` as numbers;
 * here they are no id. Null when `value` is none.
 */
export function readDecimalId(value: unknown): number | null {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && decimalDigits.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= 1 && number <= maxId ? number : null;
}

/**
 * The schema of an id field (query or body), refused with `message` (a catalogue key) unless `readDecimalId`
 * reads it. The OpenAPI document shows it as an integer from 1.
 */
export function decimalId(message: string) {
  return z.preprocess(
    (value) => (value === undefined ? value : (readDecimalId(value) ?? Number.NaN)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(maxId, { error: message }),
  );
}
