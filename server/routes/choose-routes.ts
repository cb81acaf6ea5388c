import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { mismatchKey, optionLabelKey, optionTextKey, questionTitleKey } from "../../i18n/choose-text-keys.ts";
import { translatorFor } from "../../i18n/messages.ts";
import { formatMoney } from "../../lib/money.ts";
import type { Site } from "../../lib/sites.ts";
import { decodeAnswers } from "../../modules/choose/answer-code.ts";
import { type ChooseBudget, getChooseBudget } from "../../modules/choose/get-choose-budget.ts";
import { type ChooseQuestionKey, chooseQuestions } from "../../modules/choose/questions.ts";
import { recommendGoods } from "../../modules/choose/recommend-goods.ts";
import { chooseResultQuery } from "../../modules/choose/schemas.ts";
import type { ApiEnv } from "../api-env.ts";
import { toGoodsEntryWire } from "../catalog/goods-wire.ts";
import { chooseQuestionsRsp, chooseResultRsp } from "../choose/choose-wire.ts";
import { ok } from "../envelope.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Help me choose"];

export const chooseRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput })
  .openapi(
    createRoute({
      method: "get",
      path: "/questions",
      tags,
      summary: "The quiz's questions in order, worded in the site's language",
      description:
        "Answer every question with one of its digits and join the digits in question order to get the code of /result.",
      parameters: apiHeaderParameters,
      responses: envelopeResponses(
        chooseQuestionsRsp,
        "Questions, answer options and the site's budget threshold",
      ),
    }),
    async (c) => {
      const site = c.get("site");
      const budget = await getChooseBudget(c.get("db"), site);
      const text = textsFor(site, budget);
      return ok(c, {
        questions: chooseQuestions.map((question, index) => ({
          key: question.key,
          position: index + 1,
          title: text(questionTitleKey(question.key)),
          options: question.options.map((digit) => ({
            digit,
            label: text(optionLabelKey(question.key, digit)),
            description: text(optionTextKey(question.key, digit)),
          })),
        })),
        budget,
      });
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/result",
      tags,
      summary: "The goods recommended for a set of answers, with why they fit",
      description:
        "Rules are data (ADR 0015). When no goods meet every answer, match is closest and each pick lists the answers it misses.",
      parameters: apiHeaderParameters,
      request: { query: chooseResultQuery },
      responses: envelopeResponses(chooseResultRsp, "The recommendation"),
    }),
    async (c) => {
      const site = c.get("site");
      const { code } = c.req.valid("query");
      const answers = decodeAnswers(code, { complete: true }) ?? [];
      const result = await recommendGoods(c.get("db"), site, answers);
      const text = textsFor(site, result.budget);
      const answerOf = (key: ChooseQuestionKey) =>
        answers[chooseQuestions.findIndex((question) => question.key === key)] ?? 0;
      return ok(c, {
        code,
        match: result.match,
        budget: result.budget,
        answers: chooseQuestions.map((question, index) => ({
          key: question.key,
          digit: answers[index] ?? 0,
          label: text(optionLabelKey(question.key, answers[index] ?? 0)),
        })),
        list: result.list.map((pick) => ({
          goods: toGoodsEntryWire(pick.entry),
          reason: pick.reason,
          mismatches: pick.mismatches,
          notes: pick.mismatches.map((key) => text(mismatchKey(key, answerOf(key)))),
        })),
      });
    },
  );

function textsFor(site: Site, budget: ChooseBudget) {
  const translate = translatorFor(site);
  const amount = formatMoney(budget.amount, budget.currencyCode, site.locale);
  return (key: string) => translate(key, { amount });
}
