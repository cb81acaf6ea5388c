import { BUDGET_QUESTION, type ChooseQuestionKey, chooseQuestions, UNDER_BUDGET } from "./questions.ts";

export type ChooseRule = {
  id: number;
  /** One character per question: the answer's digit or `*` for any answer. */
  pattern: string;
  sort: number;
  reason: string;
  /** Recommended goods ids, best first. */
  goodsIds: number[];
};

export type RuleMatch = {
  goodsId: number;
  ruleId: number;
  reason: string;
  /** The questions whose answers this pick does not meet; empty for an exact match. */
  mismatches: ChooseQuestionKey[];
};

export type MatchResult = { match: "exact" | "closest" | "none"; picks: RuleMatch[] };

type Scored = RuleMatch & { order: number[] };

/**
 * Picks the goods for a complete set of answers (ADR 0015). A pick is a goods id listed by a rule; it
 * misses every question where the rule's pattern names another answer, and the budget question when the
 * shopper answered "under" and its cheapest price on the site is above the threshold. Goods without a
 * price (not sold on the site, delisted) are never picked. When some picks miss nothing, those are the
 * answer; otherwise the closest: fewest misses first, and a miss of a later question (the budget) before a
 * miss of an earlier one, because the first questions describe the home and the last only the wallet.
 */
export function matchRules(
  rules: readonly ChooseRule[],
  answers: readonly number[],
  prices: ReadonlyMap<number, number>,
  threshold: number,
  limit = 3,
): MatchResult {
  const best = new Map<number, Scored>();
  for (const rule of rules) {
    if (rule.pattern.length !== answers.length) continue;
    const ruleMisses = missedQuestions(rule.pattern, answers);
    const specificity = [...rule.pattern].filter((char) => char !== "*").length;
    rule.goodsIds.forEach((goodsId, rank) => {
      const price = prices.get(goodsId);
      if (price === undefined) return;
      const misses = new Set(ruleMisses);
      if (answers[BUDGET_QUESTION] === UNDER_BUDGET && price > threshold) misses.add(BUDGET_QUESTION);
      const indices = [...misses].sort((a, b) => a - b);
      const weight = indices.reduce((sum, index) => sum + 2 ** (answers.length - 1 - index), 0);
      // Over budget, the nearer the price the closer the pick.
      const excess = misses.has(BUDGET_QUESTION) ? Math.max(0, price - threshold) : 0;
      const order = [indices.length, weight, excess, -specificity, rule.sort, rule.id, rank];
      const current = best.get(goodsId);
      if (current && compare(current.order, order) <= 0) return;
      best.set(goodsId, {
        goodsId,
        ruleId: rule.id,
        reason: rule.reason,
        mismatches: indices.map((index) => chooseQuestions[index]?.key as ChooseQuestionKey),
        order,
      });
    });
  }
  const ranked = [...best.values()].sort((a, b) => compare(a.order, b.order));
  const exact = ranked.filter((pick) => pick.mismatches.length === 0);
  const picks = (exact.length > 0 ? exact : ranked).slice(0, limit).map(({ order: _, ...pick }) => pick);
  return { match: picks.length === 0 ? "none" : exact.length > 0 ? "exact" : "closest", picks };
}

function missedQuestions(pattern: string, answers: readonly number[]): number[] {
  return [...pattern].flatMap((char, index) =>
    char !== "*" && Number(char) !== answers[index] ? [index] : [],
  );
}

function compare(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
