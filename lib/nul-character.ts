import { z } from "zod";

/**
 * PostgreSQL text cannot hold U+0000 (`invalid byte sequence … 0x00`), so input that contains it is refused with
 * this message (a catalogue key) before it reaches a query, never answered with a 500.
 */
export const NUL_CHARACTER_MESSAGE = "i18n_error_nul_character";

export function hasNulCharacter(text: string): boolean {
  return text.includes("\u0000");
}

/** The paths (`list.0.name`, or "" for `value` itself) of every string in `value` that holds a NUL character. */
export function findNulCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return hasNulCharacter(value) ? [path.join(".")] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => findNulCharacters(item, [...path, String(index)]));
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(hasNulCharacter(key) ? [[...path, key].join(".")] : []),
      ...findNulCharacters(item, [...path, key]),
    ]);
  }
  return [];
}

/**
 * A text field of a form: a string that shows the NUL character's own message on its field. The API refuses a
 * NUL in any field anyway (`server/validation.ts`); pages and the browser's check need it on the field.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasNulCharacter(value), { error: NUL_CHARACTER_MESSAGE });
}
