import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { goods } from "../catalog/tables.ts";

/**
 * A rule of the help-me-choose quiz (ADR 0015). `pattern` has one character per question in question
 * order: the digit of the answer it applies to, or `*` for any answer. The shop edits rules as data.
 */
export const chooseRules = pgTable(
  "choose_rules",
  {
    id: serial("id").primaryKey(),
    pattern: text("pattern").notNull(),
    /** Among equally close rules, the lower sort wins. */
    sort: integer("sort").notNull().default(0),
  },
  (t) => [check("choose_rules_pattern_check", sql`${t.pattern} ~ '^[0-9*]+$'`)],
);

/** Why the goods of a rule fit the answers it matches, per content language. */
export const chooseRuleTranslations = pgTable(
  "choose_rule_translations",
  {
    ruleId: integer("rule_id")
      .notNull()
      .references(() => chooseRules.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.lang] })],
);

/** The goods a rule recommends, best first (`rank` 1). */
export const chooseRuleGoods = pgTable(
  "choose_rule_goods",
  {
    ruleId: integer("rule_id")
      .notNull()
      .references(() => chooseRules.id, { onDelete: "cascade" }),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.goodsId] }), index("choose_rule_goods_goods_idx").on(t.goodsId)],
);

/** The budget question's threshold per site, in minor units of the site's currency. */
export const chooseBudgets = pgTable("choose_budgets", {
  site: text("site").primaryKey(),
  currency: text("currency").notNull(),
  amount: integer("amount").notNull(),
});
