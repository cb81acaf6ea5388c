import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { ContentLang } from "../../lib/sites.ts";
import type { ChooseRule } from "./match-rules.ts";
import { chooseRuleGoods, chooseRules, chooseRuleTranslations } from "./tables.ts";

/** Every rule with its reason in `lang` and its goods best first. A rule without a reason in `lang` is skipped. */
export function loadChooseRules(db: Db, lang: ContentLang): Promise<ChooseRule[]> {
  return readThrough(db, `choose-rules|${lang}`, env().CATALOG_CACHE_SECONDS * 1000, async () => {
    const [rules, picks] = await Promise.all([
      db
        .select({
          id: chooseRules.id,
          pattern: chooseRules.pattern,
          sort: chooseRules.sort,
          reason: chooseRuleTranslations.reason,
        })
        .from(chooseRules)
        .innerJoin(
          chooseRuleTranslations,
          and(eq(chooseRuleTranslations.ruleId, chooseRules.id), eq(chooseRuleTranslations.lang, lang)),
        )
        .orderBy(asc(chooseRules.sort), asc(chooseRules.id)),
      db
        .select({ ruleId: chooseRuleGoods.ruleId, goodsId: chooseRuleGoods.goodsId })
        .from(chooseRuleGoods)
        .orderBy(asc(chooseRuleGoods.ruleId), asc(chooseRuleGoods.rank), asc(chooseRuleGoods.goodsId)),
    ]);
    return rules.map((rule) => ({
      ...rule,
      goodsIds: picks.filter((pick) => pick.ruleId === rule.id).map((pick) => pick.goodsId),
    }));
  });
}
