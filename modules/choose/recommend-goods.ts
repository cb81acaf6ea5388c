import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import type { GoodsEntry } from "../catalog/goods-entry.ts";
import { loadGoodsEntries } from "../catalog/load-goods-entries.ts";
import { PUBLISHED } from "../catalog/publish-state.ts";
import { type ChooseBudget, getChooseBudget } from "./get-choose-budget.ts";
import { loadChooseRules } from "./load-choose-rules.ts";
import { type MatchResult, matchRules, type RuleMatch } from "./match-rules.ts";

export type Recommendation = Omit<RuleMatch, "goodsId"> & { entry: GoodsEntry };
export type Recommendations = {
  match: MatchResult["match"];
  budget: ChooseBudget;
  list: Recommendation[];
};

/** The goods the quiz recommends on a site for a complete set of answers, with why each fits. */
export async function recommendGoods(
  db: Db,
  site: Site,
  answers: readonly number[],
): Promise<Recommendations> {
  const [rules, budget] = await Promise.all([loadChooseRules(db, site.lang), getChooseBudget(db, site)]);
  const entries = await loadGoodsEntries(db, [...new Set(rules.flatMap((rule) => rule.goodsIds))], site);
  const prices = new Map<number, number>();
  for (const [id, entry] of entries) {
    if (entry.goods.publish !== PUBLISHED) continue;
    prices.set(id, Math.min(...entry.specs.map((spec) => spec.currPrice)));
  }
  const { match, picks } = matchRules(rules, answers, prices, budget.amount);
  return {
    match,
    budget,
    list: picks.map(({ goodsId, ...pick }) => ({ ...pick, entry: entries.get(goodsId) as GoodsEntry })),
  };
}
