import { describe, expect, it } from "vitest";
import { type ChooseRule, matchRules } from "./match-rules.ts";

// Goods 1-3 cost 300, 450 and 900 in the site's currency; the threshold is 500.
const prices = new Map([
  [1, 300],
  [2, 450],
  [3, 900],
  [4, 200],
]);
const rule = (id: number, pattern: string, goodsIds: number[], sort = id): ChooseRule => ({
  id,
  pattern,
  sort,
  reason: `reason ${id}`,
  goodsIds,
});

describe("matchRules", () => {
  it("returns the goods of the matching rule in rank order with its reason", () => {
    const rules = [rule(1, "110*", [3, 2, 1]), rule(2, "111*", [4])];
    expect(matchRules(rules, [1, 1, 0, 1], prices, 500)).toEqual({
      match: "exact",
      picks: [
        { goodsId: 3, ruleId: 1, reason: "reason 1", mismatches: [] },
        { goodsId: 2, ruleId: 1, reason: "reason 1", mismatches: [] },
        { goodsId: 1, ruleId: 1, reason: "reason 1", mismatches: [] },
      ],
    });
  });

  it("leaves out goods above the threshold when the budget answer is under", () => {
    const result = matchRules([rule(1, "110*", [3, 2, 1])], [1, 1, 0, 0], prices, 500);
    expect(result.match).toBe("exact");
    expect(result.picks.map((pick) => pick.goodsId)).toEqual([2, 1]);
  });

  it("prefers a more specific rule and honours a budget digit in the pattern", () => {
    const rules = [rule(1, "****", [4]), rule(2, "1101", [3]), rule(3, "1100", [1])];
    expect(matchRules(rules, [1, 1, 0, 1], prices, 500).picks.map((pick) => pick.goodsId)).toEqual([3, 4]);
    expect(matchRules(rules, [1, 1, 0, 0], prices, 500).picks.map((pick) => pick.goodsId)).toEqual([1, 4]);
  });

  it("falls back to the closest picks, budget misses before misses of earlier questions", () => {
    const rules = [rule(1, "011*", [3]), rule(2, "001*", [4]), rule(3, "010*", [2])];
    const result = matchRules(rules, [0, 1, 1, 0], prices, 500);
    expect(result.match).toBe("closest");
    expect(result.picks).toEqual([
      { goodsId: 3, ruleId: 1, reason: "reason 1", mismatches: ["budget"] },
      { goodsId: 2, ruleId: 3, reason: "reason 3", mismatches: ["style"] },
      { goodsId: 4, ruleId: 2, reason: "reason 2", mismatches: ["mopping"] },
    ]);
  });

  it("orders over-budget picks by how far they are over", () => {
    const rules = [rule(1, "011*", [3, 2])];
    const result = matchRules(
      rules,
      [0, 1, 1, 0],
      new Map([
        [2, 800],
        [3, 600],
      ]),
      500,
    );
    expect(result.picks.map((pick) => pick.goodsId)).toEqual([3, 2]);
  });

  it("keeps each goods once, at its closest rule", () => {
    const rules = [rule(1, "1***", [1, 2]), rule(2, "0***", [1])];
    const result = matchRules(rules, [0, 0, 0, 1], prices, 500);
    expect(result.picks).toEqual([{ goodsId: 1, ruleId: 2, reason: "reason 2", mismatches: [] }]);
  });

  it("never picks goods without a price on the site and ignores rules of another length", () => {
    const rules = [rule(1, "110*", [99, 1]), rule(2, "110", [2])];
    expect(matchRules(rules, [1, 1, 0, 1], prices, 500).picks.map((pick) => pick.goodsId)).toEqual([1]);
  });

  it("answers none when no rule lists anything sold", () => {
    expect(matchRules([rule(1, "****", [99])], [1, 1, 0, 1], prices, 500)).toEqual({
      match: "none",
      picks: [],
    });
    expect(matchRules([], [1, 1, 0, 1], prices, 500)).toEqual({ match: "none", picks: [] });
  });

  it("limits the list", () => {
    const result = matchRules([rule(1, "****", [1, 2, 3, 4])], [1, 1, 1, 1], prices, 500, 2);
    expect(result.picks.map((pick) => pick.goodsId)).toEqual([1, 2]);
  });
});
