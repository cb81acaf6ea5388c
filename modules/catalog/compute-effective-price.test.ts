import { describe, expect, it } from "vitest";
import {
  computeEffectivePrice,
  type DealRule,
  dealWindowAt,
  nextDealBoundary,
} from "./compute-effective-price.ts";

const HOUR = 60 * 60 * 1000;
const start = new Date("2026-11-20T10:00:00Z");
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
const rule = (overrides: Partial<DealRule> = {}): DealRule => ({
  id: 1,
  specId: 7,
  site: "us",
  dealPrice: 39900,
  startsAt: start,
  endsAt: at(4),
  repeatDays: null,
  ...overrides,
});
const regular = { currPrice: 49900, origPrice: 54900 };

describe("computeEffectivePrice", () => {
  it("gives the deal price inside the window and the regular price before and after it", () => {
    expect(computeEffectivePrice(regular, [rule()], at(-0.001))).toEqual({ ...regular, deal: null });
    expect(computeEffectivePrice(regular, [rule()], at(0))).toEqual({
      currPrice: 39900,
      origPrice: 49900,
      deal: { id: 1, startsAt: start, endsAt: at(4) },
    });
    expect(computeEffectivePrice(regular, [rule()], at(3.999)).currPrice).toBe(39900);
    expect(computeEffectivePrice(regular, [rule()], at(4))).toEqual({ ...regular, deal: null });
    expect(computeEffectivePrice(regular, [rule()], at(500))).toEqual({ ...regular, deal: null });
  });

  it("repeats a daily deal's window every day and reverts between the windows", () => {
    const daily = rule({ repeatDays: 1 });
    expect(dealWindowAt(daily, at(24 * 3 + 1))).toEqual({ startsAt: at(72), endsAt: at(76) });
    expect(computeEffectivePrice(regular, [daily], at(24 * 3 + 1)).currPrice).toBe(39900);
    expect(computeEffectivePrice(regular, [daily], at(24 * 3 + 5)).currPrice).toBe(49900);
    expect(computeEffectivePrice(regular, [daily], at(-1)).currPrice).toBe(49900);
  });

  it("ignores a deal that is not below the regular price and takes the lowest of several", () => {
    expect(computeEffectivePrice(regular, [rule({ dealPrice: 49900 })], at(1)).currPrice).toBe(49900);
    const deals = [
      rule({ id: 1, dealPrice: 44900 }),
      rule({ id: 2, dealPrice: 41900 }),
      rule({ id: 3, dealPrice: 45900 }),
    ];
    expect(computeEffectivePrice(regular, deals, at(1))).toMatchObject({ currPrice: 41900, deal: { id: 2 } });
  });

  it("names the next moment a deal starts or stops", () => {
    expect(nextDealBoundary(rule(), at(-2))).toBe(start.getTime());
    expect(nextDealBoundary(rule(), at(1))).toBe(at(4).getTime());
    expect(nextDealBoundary(rule(), at(5))).toBeNull();
    expect(nextDealBoundary(rule({ repeatDays: 1 }), at(5))).toBe(at(24).getTime());
    expect(nextDealBoundary(rule({ repeatDays: 1 }), at(25))).toBe(at(28).getTime());
  });
});
