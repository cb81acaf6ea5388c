// Catalogue keys of the quiz's texts, shared by the pages and the API so both word a question alike.
import type { ChooseQuestionKey } from "../modules/choose/questions.ts";

export const questionTitleKey = (question: ChooseQuestionKey) => `i18n_choose_q_${question}`;
export const optionLabelKey = (question: ChooseQuestionKey, digit: number) =>
  `i18n_choose_${question}_${digit}`;
export const optionTextKey = (question: ChooseQuestionKey, digit: number) =>
  `i18n_choose_${question}_${digit}_text`;
/** How a pick misses the answer `digit` the shopper gave to `question`. */
export const mismatchKey = (question: ChooseQuestionKey, digit: number) =>
  `i18n_choose_mismatch_${question}_${digit}`;
