import { MAX_QUANTITY } from "../../../modules/cart/cart-arithmetic-schemas.ts";
import { CART_KEY_PREFIX } from "../../lib/native-bridge.ts";

/**
 * A visitor's cart line as kept in browser storage (spec section 3): no price, name or image, which always
 * come from the server.
 */
export type LocalLine = {
  _id: string;
  relevanceId: number;
  specId: number;
  specAbbr: string;
  quantity: number;
  type: number;
};

export type NewLine = Omit<LocalLine, "_id">;

/** The storage key of a site's local cart (spec section 9: per site). */
export function localCartKey(site: string): string {
  return `${CART_KEY_PREFIX}${site}`;
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

/** Reads the site's lines, dropping anything malformed (storage is editable by hand) and duplicates. */
export function readLocalCart(storage: Pick<Storage, "getItem">, site: string): LocalLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(localCartKey(site)) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const lines: LocalLine[] = [];
  for (const raw of parsed as Partial<LocalLine>[]) {
    if (!raw || typeof raw._id !== "string" || !isId(raw.relevanceId) || !isId(raw.specId)) continue;
    lines.push({
      _id: raw._id,
      relevanceId: raw.relevanceId,
      specId: raw.specId,
      specAbbr: typeof raw.specAbbr === "string" ? raw.specAbbr : "",
      quantity: clampQuantity(Number(raw.quantity)),
      type: raw.type === 1 ? 1 : 2,
    });
  }
  return removeDuplicates(lines);
}

export function writeLocalCart(
  storage: Pick<Storage, "setItem" | "removeItem">,
  site: string,
  lines: LocalLine[],
) {
  if (lines.length === 0) storage.removeItem(localCartKey(site));
  else storage.setItem(localCartKey(site), JSON.stringify(lines));
}

/** Lines of the same product and spec become one, their quantities added and capped at 999. */
export function removeDuplicates(lines: LocalLine[]): LocalLine[] {
  const kept: LocalLine[] = [];
  for (const line of lines) {
    const same = kept.findIndex(
      (other) => other.relevanceId === line.relevanceId && other.specId === line.specId,
    );
    if (same === -1) kept.push(line);
    else
      kept[same] = {
        ...(kept[same] as LocalLine),
        quantity: clampQuantity((kept[same] as LocalLine).quantity + line.quantity),
      };
  }
  return kept;
}

/** Adding the same product and spec raises its quantity (capped at 999); anything else is a new line. */
export function addLocalLine(lines: LocalLine[], line: NewLine, newId: string): LocalLine[] {
  return removeDuplicates([...lines, { ...line, _id: newId, quantity: clampQuantity(line.quantity) }]);
}

export function removeLocalLine(lines: LocalLine[], id: string): LocalLine[] {
  return lines.filter((line) => line._id !== id);
}

export function setLocalQuantity(lines: LocalLine[], id: string, quantity: number): LocalLine[] {
  return lines.map((line) => (line._id === id ? { ...line, quantity: clampQuantity(quantity) } : line));
}

/** Moving a line to a spec that already has a line joins the two. */
export function changeLocalSpec(
  lines: LocalLine[],
  id: string,
  specId: number,
  specAbbr: string,
): LocalLine[] {
  return removeDuplicates(lines.map((line) => (line._id === id ? { ...line, specId, specAbbr } : line)));
}

/** The visitor's cart badge: the sum of quantities. */
export function countLocalCart(lines: LocalLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
