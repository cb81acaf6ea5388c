import { data, redirect } from "react-router";
import { formatMoney } from "../../../lib/money.ts";
import { decodeAnswers, withAnswer } from "../../../modules/choose/answer-code.ts";
import { getChooseBudget } from "../../../modules/choose/get-choose-budget.ts";
import { chooseQuestions, QUESTION_COUNT } from "../../../modules/choose/questions.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";

export const chooseStepPath = (step: number, code: string) =>
  `/choose/step?step=${step}${code ? `&code=${code}` : ""}`;
export const chooseResultPath = (code: string) => `/choose/result?code=${code}`;

/**
 * One question of the quiz (`?step=` 1-based, `?code=` the answers so far, ADR 0015). Every answer is a
 * link to the next step with the answer written into the code, so the quiz works without JavaScript and
 * back, forward and refresh keep the answers. A step past the first unanswered question moves back to it.
 */
export async function loadChooseStep(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const { site, prefixed } = readSiteFromPath(url.pathname);
  const { db } = context.get(pageContext);
  const code = url.searchParams.get("code") ?? "";
  const answers = decodeAnswers(code, { complete: false });
  if (!answers) return data({ invalid: true as const }, { status: 400 });

  const lastOpen = Math.min(answers.length + 1, QUESTION_COUNT);
  const step = Number(url.searchParams.get("step") ?? lastOpen);
  if (!Number.isInteger(step) || step < 1 || step > lastOpen)
    throw redirect(`${prefixed ? `/${site.code}` : ""}${chooseStepPath(lastOpen, code)}`);

  const budget = await getChooseBudget(db, site);
  const question = chooseQuestions[step - 1] ?? chooseQuestions[0];
  const target = (next: string) =>
    step === QUESTION_COUNT ? chooseResultPath(next) : chooseStepPath(step + 1, next);
  const answered = answers.length >= step;
  return {
    invalid: false as const,
    step,
    count: QUESTION_COUNT,
    question: question.key,
    amount: formatMoney(budget.amount, budget.currencyCode, site.locale),
    options: question.options.map((digit) => ({
      digit,
      selected: answers[step - 1] === digit,
      path: target(withAnswer(code, step - 1, digit)),
    })),
    backPath: step > 1 ? chooseStepPath(step - 1, code) : null,
    nextPath: answered ? target(code) : null,
  };
}
