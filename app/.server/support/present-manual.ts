import type { GoodsManual } from "../../../modules/catalog/find-goods-manual.ts";

/** A model's user manual as the support screens link it: the language it is in, its size, its address. */
export function presentManual(manual: GoodsManual | null) {
  return manual
    ? { lang: manual.lang, bytes: manual.bytes, href: `/manuals/${manual.goodsId}/${manual.lang}.pdf` }
    : null;
}
