import { randomInt } from "node:crypto";

/** Crockford's base 32 without I, L, O and U: no code reads as another when typed from a mail or a card. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const length = 12;

/** A fresh, unguessable code: 12 characters, 60 random bits. The unique index settles a collision. */
export function generateCouponCode(): string {
  let code = "";
  for (let index = 0; index < length; index++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** A code as typed or pasted: upper case, without the spaces and dashes it may be shown with. */
export function normalizeCouponCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, "");
}
