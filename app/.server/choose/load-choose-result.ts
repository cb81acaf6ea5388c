import { data, redirect } from "react-router";
import { formatMoney } from "../../../lib/money.ts";
import { decodeAnswers } from "../../../modules/choose/answer-code.ts";
import { chooseQuestions } from "../../../modules/choose/questions.ts";
import { recommendGoods } from "../../../modules/choose/recommend-goods.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { presentCard } from "../catalog/present-goods.ts";
import { chooseResultPath, chooseStepPath } from "./load-choose-step.ts";

/** The quiz's recommendation for a complete answer code (`?code=1021`), shareable as its URL. */
export async function loadChooseResult(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const { site, prefixed } = readSiteFromPath(url.pathname);
  const { db } = context.get(pageContext);
  const code = url.searchParams.get("code");
  if (code === null) throw redirect(`${prefixed ? `/${site.code}` : ""}${chooseStepPath(1, "")}`);
  const answers = decodeAnswers(code, { complete: true });
  if (!answers) return data({ invalid: true as const }, { status: 400 });

  const result = await recommendGoods(db, site, answers);
  const reasons = new Set(result.list.map((pick) => pick.reason));
  return {
    invalid: false as const,
    code,
    match: result.match,
    amount: formatMoney(result.budget.amount, result.budget.currencyCode, site.locale),
    sharePath: chooseResultPath(code),
    /** Said once above the picks when they all fit for the same reason, else on each pick. */
    sharedReason: result.list.length > 1 && reasons.size === 1 ? (result.list[0]?.reason ?? null) : null,
    answers: chooseQuestions.map((question, index) => ({
      question: question.key,
      digit: answers[index] ?? 0,
      changePath: chooseStepPath(index + 1, code),
    })),
    picks: result.list.map((pick) => ({
      card: presentCard(pick.entry, site),
      reason: pick.reason,
      mismatches: pick.mismatches.map((key) => ({
        question: key,
        digit: answers[chooseQuestions.findIndex((question) => question.key === key)] ?? 0,
      })),
    })),
  };
}
