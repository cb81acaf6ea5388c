import type { Translate } from "../../i18n/messages.ts";
import { GOODS_TYPE } from "../catalog/goods-type.ts";

export type CouponScope = "product" | "types" | "main_units" | "all";

/** A campaign's scope in words, in the language of `t`: what a shopper reads on the coupon. */
export function describeScope(
  t: Translate,
  scope: CouponScope,
  scopeTypes: readonly number[] | null,
  productName: string | null,
): string {
  if (scope === "product") return t("i18n_coupon_scope_product", { name: productName ?? "" });
  if (scope === "types") {
    const types = (scopeTypes ?? []).map((type) =>
      t(type === GOODS_TYPE.accessory ? "i18n_coupon_type_accessories" : "i18n_coupon_type_products"),
    );
    return t("i18n_coupon_scope_types", { types: types.join(", ") });
  }
  return t(scope === "main_units" ? "i18n_coupon_scope_main_units" : "i18n_coupon_scope_all");
}
