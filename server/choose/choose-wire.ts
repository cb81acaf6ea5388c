import { z } from "zod";
import { chooseQuestions } from "../../modules/choose/questions.ts";
import { goodsEntry } from "../catalog/goods-wire.ts";

const questionKey = z.enum(chooseQuestions.map((question) => question.key));

const budget = z
  .object({
    amount: z.number().int().meta({ description: "Threshold in minor units of currencyCode" }),
    currencyCode: z.string(),
  })
  .meta({ id: "ChooseBudget" });

export const chooseQuestionsRsp = z
  .object({
    questions: z.array(
      z.object({
        key: questionKey,
        position: z
          .number()
          .int()
          .meta({ description: "1-based; the answer's digit goes at this place of the code" }),
        title: z.string(),
        options: z.array(z.object({ digit: z.number().int(), label: z.string(), description: z.string() })),
      }),
    ),
    budget,
  })
  .meta({ id: "ChooseQuestions" });

export const chooseResultRsp = z
  .object({
    code: z.string(),
    match: z.enum(["exact", "closest", "none"]).meta({
      description: "exact: the list meets every answer; closest: nothing does, these miss the fewest",
    }),
    budget,
    answers: z.array(z.object({ key: questionKey, digit: z.number().int(), label: z.string() })),
    list: z.array(
      z.object({
        goods: goodsEntry,
        reason: z.string().meta({ description: "Why it fits, in the site's language" }),
        mismatches: z.array(questionKey).meta({ description: "Answers this pick does not meet" }),
        notes: z.array(z.string()).meta({ description: "The mismatches explained, in the site's language" }),
      }),
    ),
  })
  .meta({ id: "ChooseResult" });
