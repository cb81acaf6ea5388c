import { describe, expect, it } from "vitest";
import { ownEntry } from "./own-entry.ts";

describe("ownEntry", () => {
  const table: Record<string, number> = { de: 1, fr: 0 };

  it("finds the table's own entries, falsy ones too", () => {
    expect(ownEntry(table, "de")).toBe(1);
    expect(ownEntry(table, "fr")).toBe(0);
  });

  it("finds nothing for what every object inherits", () => {
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "xx"])
      expect(ownEntry(table, key)).toBeUndefined();
  });
});
