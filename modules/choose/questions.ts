/**
 * The quiz's questions in their fixed order. An answer is one digit, and a set of answers is written as
 * one digit per question in this order (ADR 0015): `1021` is pets yes, mopping no, either style, budget
 * over. Shared result links depend on it, so a question or digit is never reused for another meaning.
 */
export const chooseQuestions = [
  { key: "pets", options: [1, 0] },
  { key: "mopping", options: [1, 0] },
  { key: "style", options: [0, 1, 2] },
  { key: "budget", options: [0, 1] },
] as const satisfies readonly { key: string; options: readonly number[] }[];

export type ChooseQuestionKey = (typeof chooseQuestions)[number]["key"];

export const QUESTION_COUNT = chooseQuestions.length;
export const BUDGET_QUESTION = chooseQuestions.findIndex((question) => question.key === "budget");
/** The budget answer "under the site's threshold"; the other answer sets no price limit. */
export const UNDER_BUDGET = 0;
