import { describe, expect, it } from "vitest";
import { decodeAnswers, encodeAnswers, withAnswer } from "./answer-code.ts";

describe("answer codes", () => {
  it("reads one digit per question in question order and writes it back", () => {
    expect(decodeAnswers("1021", { complete: true })).toEqual([1, 0, 2, 1]);
    expect(encodeAnswers([1, 0, 2, 1])).toBe("1021");
    expect(decodeAnswers("0000", { complete: true })).toEqual([0, 0, 0, 0]);
  });

  it("takes the answers of the first questions when the code need not be complete", () => {
    expect(decodeAnswers("", { complete: false })).toEqual([]);
    expect(decodeAnswers("10", { complete: false })).toEqual([1, 0]);
    expect(decodeAnswers("10", { complete: true })).toBeNull();
  });

  it.each([
    ["a digit no answer has", "3021"],
    ["style 3", "1031"],
    ["budget 2", "1022"],
    ["a letter", "1o21"],
    ["a sign", "-021"],
    ["too long", "10210"],
    ["a space", "10 1"],
    ["non-ASCII digits", "١٠٢١"],
  ])("refuses %s", (_, code) => {
    expect(decodeAnswers(code, { complete: true })).toBeNull();
    expect(decodeAnswers(code, { complete: false })).toBeNull();
  });

  it("answers one question and keeps the answers of later ones", () => {
    expect(withAnswer("", 0, 1)).toBe("1");
    expect(withAnswer("1", 1, 0)).toBe("10");
    expect(withAnswer("1021", 1, 1)).toBe("1121");
    expect(withAnswer("1021", 3, 0)).toBe("1020");
  });
});
