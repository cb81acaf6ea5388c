import { describe, expect, it } from "vitest";
import {
  addLocalLine,
  changeLocalSpec,
  countLocalCart,
  type LocalLine,
  localCartKey,
  readLocalCart,
  removeLocalLine,
  setLocalQuantity,
  writeLocalCart,
} from "./local-cart.ts";

const vacuum = { relevanceId: 4, specId: 11, specAbbr: "BLK", quantity: 1, type: 1 };
const filter = { relevanceId: 30, specId: 90, specAbbr: "2PK", quantity: 2, type: 2 };

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("local cart", () => {
  it("adds a new line, and raises the quantity of the same product and spec up to 999", () => {
    let lines: LocalLine[] = [];
    lines = addLocalLine(lines, vacuum, "a");
    lines = addLocalLine(lines, filter, "b");
    lines = addLocalLine(lines, { ...vacuum, quantity: 3 }, "c");
    expect(lines).toEqual([
      { ...vacuum, _id: "a", quantity: 4 },
      { ...filter, _id: "b" },
    ]);
    lines = addLocalLine(lines, { ...vacuum, quantity: 998 }, "d");
    expect(lines[0]?.quantity).toBe(999);
    expect(addLocalLine(lines, { ...vacuum, specId: 12, specAbbr: "WHT" }, "e")).toHaveLength(3);
  });

  it("changes quantity within 1 to 999, removes lines and counts the badge", () => {
    let lines = addLocalLine(addLocalLine([], vacuum, "a"), filter, "b");
    expect(countLocalCart(lines)).toBe(3);
    lines = setLocalQuantity(lines, "b", 5);
    expect(countLocalCart(lines)).toBe(6);
    expect(setLocalQuantity(lines, "b", 0)[1]?.quantity).toBe(1);
    expect(setLocalQuantity(lines, "b", 5000)[1]?.quantity).toBe(999);
    expect(setLocalQuantity(lines, "b", 2.7)[1]?.quantity).toBe(2);
    expect(removeLocalLine(lines, "a")).toEqual([{ ...filter, _id: "b", quantity: 5 }]);
  });

  it("changes a line's spec, joining it with a line already on that spec", () => {
    const lines = addLocalLine(
      addLocalLine([], vacuum, "a"),
      { ...vacuum, specId: 12, specAbbr: "WHT" },
      "b",
    );
    expect(changeLocalSpec(lines, "a", 13, "GRY").map((line) => line.specAbbr)).toEqual(["GRY", "WHT"]);
    expect(changeLocalSpec(lines, "b", 11, "BLK")).toEqual([{ ...vacuum, _id: "a", quantity: 2 }]);
  });

  it("keeps each site's cart under its own key and ignores malformed storage", () => {
    const storage = memoryStorage();
    writeLocalCart(storage, "de", [{ ...vacuum, _id: "a" }]);
    expect(localCartKey("de")).toBe("cart:de");
    expect(readLocalCart(storage, "de")).toEqual([{ ...vacuum, _id: "a" }]);
    expect(readLocalCart(storage, "us")).toEqual([]);
    writeLocalCart(storage, "de", []);
    expect(storage.items.has("cart:de")).toBe(false);

    storage.setItem("cart:us", "{not json");
    expect(readLocalCart(storage, "us")).toEqual([]);
    storage.setItem(
      "cart:us",
      JSON.stringify([
        { ...vacuum, _id: "x", quantity: "7" },
        { ...vacuum, _id: "y", quantity: 2 },
        { _id: "z", relevanceId: -1, specId: 3 },
        null,
        { ...filter, _id: "w", quantity: 10_000 },
      ]),
    );
    expect(readLocalCart(storage, "us")).toEqual([
      { ...vacuum, _id: "x", quantity: 9 },
      { ...filter, _id: "w", quantity: 999 },
    ]);
  });
});
