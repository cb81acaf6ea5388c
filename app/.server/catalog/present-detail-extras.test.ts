import { describe, expect, it } from "vitest";
import { sites } from "../../../lib/sites.ts";
import type { GoodsSpec } from "../../../modules/catalog/goods-entry.ts";
import { chooseStockUp, presentSizeAdvice } from "./present-detail-extras.ts";

const spec = (id: number, currPrice: number, origPrice: number | null, inStock = true): GoodsSpec => ({
  id,
  specAbbr: `${id}-pack`,
  name: `${id}-pack`,
  currPrice,
  origPrice,
  currencyCode: "USD",
  inStock,
});

describe("chooseStockUp", () => {
  const specs = [spec(2, 1999, null), spec(4, 3499, 3998)];

  it("offers the largest pack, with its saving when discounted", () => {
    expect(chooseStockUp(specs, 2, sites.us)).toEqual({
      specId: 4,
      name: "4-pack",
      price: "$34.99",
      saving: "$4.99",
    });
    expect(chooseStockUp([spec(2, 1999, null), spec(4, 3499, null)], 2, sites.us)?.saving).toBeNull();
  });

  it("says nothing when the largest pack is chosen, sold out, or the only one", () => {
    expect(chooseStockUp(specs, 4, sites.us)).toBeNull();
    expect(chooseStockUp([spec(2, 1999, null), spec(4, 3499, 3998, false)], 2, sites.us)).toBeNull();
    expect(chooseStockUp([spec(1, 999, null)], null, sites.us)).toBeNull();
  });
});

describe("presentSizeAdvice", () => {
  it("makes one row per text key and one column per group", () => {
    const table = presentSizeAdvice([
      {
        groupKey: 1,
        entries: [
          { textKey: "a", value: 120 },
          { textKey: "b", value: 150 },
        ],
      },
      {
        groupKey: 0,
        entries: [
          { textKey: "a", value: 100 },
          { textKey: "b", value: 110 },
        ],
      },
    ]);
    expect(table).toEqual({
      rows: ["a", "b"],
      groups: [
        { groupKey: 1, values: [120, 150] },
        { groupKey: 0, values: [100, 110] },
      ],
    });
    expect(presentSizeAdvice([])).toBeNull();
  });
});
