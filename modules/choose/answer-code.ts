import { chooseQuestions, QUESTION_COUNT } from "./questions.ts";

/**
 * Reads an answer code (one digit per question in question order). With `complete`, every question must
 * be answered; otherwise a shorter code holds the answers of the first questions. Null when the code has
 * a character, a digit or a length no question allows.
 */
export function decodeAnswers(code: string, { complete }: { complete: boolean }): number[] | null {
  if (code.length > QUESTION_COUNT || (complete && code.length !== QUESTION_COUNT)) return null;
  const answers: number[] = [];
  for (const [index, char] of [...code].entries()) {
    const options: readonly number[] = chooseQuestions[index]?.options ?? [];
    const digit = char >= "0" && char <= "9" ? Number(char) : Number.NaN;
    if (!options.includes(digit)) return null;
    answers.push(digit);
  }
  return answers;
}

export function encodeAnswers(answers: readonly number[]): string {
  return answers.join("");
}

/** The code after answering question `index` (0-based) with `digit`, keeping the answers of later questions. */
export function withAnswer(code: string, index: number, digit: number): string {
  return `${code.slice(0, index)}${digit}${code.slice(index + 1)}`;
}
