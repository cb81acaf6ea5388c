import { redirect } from "react-router";
import { addCouponToWallet } from "../../../modules/coupons/add-coupon-to-wallet.ts";
import { couponCode } from "../../../modules/coupons/schemas.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { requireCustomerId } from "../accounts/require-customer.ts";
import { readActionError } from "../site/read-action-error.ts";

export type WalletActionData = { error?: string; code?: string };

/** The wallet's form: a code typed or pasted goes into the wallet, then the Unused tab says so. */
export async function addToWallet(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { db } = context.get(pageContext);
  const form = await request.formData();
  const typed = String(form.get("code") ?? "").slice(0, 60);
  const parsed = couponCode.safeParse(typed);
  if (!parsed.success) return { error: "i18n_coupon_error_code", code: typed } satisfies WalletActionData;
  try {
    await addCouponToWallet(db, customerId, parsed.data);
  } catch (error) {
    const { errors, formError } = readActionError(error);
    return { error: errors.code ?? formError, code: typed } satisfies WalletActionData;
  }
  const { site, prefixed } = readSiteFromPath(new URL(request.url).pathname);
  return redirect(`${prefixed ? `/${site.code}` : ""}/personal/coupons?added`);
}
