import { getUserInfo } from "../../../modules/accounts/get-user-info.ts";
import { COUPON_STATUSES, type CouponStatus } from "../../../modules/coupons/coupon-status.ts";
import { listWalletCoupons } from "../../../modules/coupons/list-wallet-coupons.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { requireCustomerId } from "../accounts/require-customer.ts";

const pageSize = 20;
const isStatus = (value: string | null): value is CouponStatus =>
  (COUPON_STATUSES as readonly string[]).includes(value ?? "");

/** /personal/coupons: one page of the wallet in the tab of the query (`?tab=used&page=2`; Unused without one). */
export async function loadWallet(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { db } = context.get(pageContext);
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const tabParam = url.searchParams.get("tab");
  const tab: CouponStatus = isStatus(tabParam) ? tabParam : "unused";
  const page = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const [wallet, account] = await Promise.all([
    listWalletCoupons(db, customerId, site, { status: tab, pageNum: page, pageSize }),
    getUserInfo(db, customerId),
  ]);
  return {
    tab,
    page,
    pageCount: Math.max(1, Math.ceil(wallet.total / pageSize)),
    coupons: wallet.list,
    displayName: account.displayName,
    added: url.searchParams.has("added"),
  };
}
