import { describe, expect, it } from "vitest";
import { z } from "zod";
import { findNulCharacters, hasNulCharacter, NUL_CHARACTER_MESSAGE, text } from "./nul-character.ts";

describe("NUL characters", () => {
  it("are found in any string of an input, by path", () => {
    expect(hasNulCharacter("a\u0000b")).toBe(true);
    expect(hasNulCharacter("a\\u0000b")).toBe(false);
    expect(
      findNulCharacters({
        name: "Ada",
        notes: "x\u0000",
        list: [{ _id: "ok" }, { _id: "\u0000" }],
        "key\u0000": 1,
        nested: { deeper: ["\u0000"] },
        file: new Blob(["\u0000"]),
        count: 0,
        none: null,
      }),
    ).toEqual(["notes", "list.1._id", "key\u0000", "nested.deeper.0"]);
    expect(findNulCharacters("\u0000")).toEqual([""]);
    expect(findNulCharacters({ name: "Ada", tags: ["a", "b"] })).toEqual([]);
  });

  it("make a text field refuse them with their own message, before its other rules", () => {
    const form = z.object({ city: text({ error: "i18n_form_feedback_01" }).trim().min(1).max(5) });
    expect(form.parse({ city: " Rome " })).toEqual({ city: "Rome" });
    for (const city of ["Ro\u0000me", "\u0000", "\u0000 much too long"]) {
      expect(form.safeParse({ city }).error?.issues[0]?.message, city).toBe(NUL_CHARACTER_MESSAGE);
    }
    expect(form.safeParse({}).error?.issues[0]?.message).toBe("i18n_form_feedback_01");
  });
});
