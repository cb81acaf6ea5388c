import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decimalId, readDecimalId } from "./decimal-id.ts";

describe("decimal ids", () => {
  it.each([
    ["16", 16],
    ["016", 16],
    [16, 16],
    ["2147483647", 2_147_483_647],
  ])("reads %j as %d", (value, id) => {
    expect(readDecimalId(value)).toBe(id);
    expect(decimalId("i18n_error_invalid_id").parse(value)).toBe(id);
  });

  it.each([
    "0x10",
    "0X10",
    "0b10000",
    "0o20",
    "1e1",
    "1E1",
    "16e0",
    " 16",
    "16 ",
    "\t16",
    "+16",
    "-16",
    "16.0",
    "1_6",
    "١٦",
    "",
    "0",
    "2147483648",
    "99999999999",
    0,
    -1,
    16.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    null,
    [16],
    { id: 16 },
  ])("refuses %j", (value) => {
    expect(readDecimalId(value)).toBeNull();
    const parsed = decimalId("i18n_error_invalid_id").safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["i18n_error_invalid_id"]);
  });

  it("stays optional where the field is", () => {
    const query = z.object({ categoryId: decimalId("i18n_error_invalid_category").optional() });
    expect(query.parse({})).toEqual({});
    expect(query.safeParse({ categoryId: "0x1" }).error?.issues[0]?.message).toBe(
      "i18n_error_invalid_category",
    );
  });
});
