/**
 * What a catalogue page shows of the signed-in shopper. A kept page (the same for everyone) reaches a signed-in
 * shopper with these in a JSON block before `</body>`, and the page fills them in once it has hydrated.
 */
export type PersonalParts = {
  displayName: string;
  /** The name prefilled in the review form. */
  nickname: string;
  email: string | null;
  /** The badge of the site's server cart. */
  cartCount: number;
};

export const PERSONAL_PARTS_ELEMENT_ID = "personal-parts";

/** The JSON block; `<` is escaped so no value can close the element. */
export function personalPartsBlock(parts: PersonalParts): string {
  const json = JSON.stringify(parts).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PERSONAL_PARTS_ELEMENT_ID}">${json}</script>`;
}
