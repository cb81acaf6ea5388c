import { getUserInfo } from "../../../modules/accounts/get-user-info.ts";
import { listOrders } from "../../../modules/orders/list-orders.ts";
import { ORDER_STATUS } from "../../../modules/orders/order-status.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { requireCustomerId } from "../accounts/require-customer.ts";

const pageSize = 10;
/** The list's tabs (spec section 4): Pending and Refunded show under All by their labels. */
const ORDER_TABS = {
  all: undefined,
  unpaid: ORDER_STATUS.UNPAID,
  processing: ORDER_STATUS.PROCESSING,
  shipped: ORDER_STATUS.SHIPPED,
  canceled: ORDER_STATUS.CANCELED,
} as const;
export type OrderTab = keyof typeof ORDER_TABS;

const isTab = (value: string | null): value is OrderTab => value !== null && value in ORDER_TABS;

/**
 * /personal/order_list: one page of the shopper's orders in the tab of the query (`?tab=unpaid&page=2`, ADR
 * 0022), with what the screen needs to show each one's countdown and actions; dates as ISO strings.
 */
export async function loadOrderList(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { db } = context.get(pageContext);
  const url = new URL(request.url);
  const tabParam = url.searchParams.get("tab");
  const tab: OrderTab = isTab(tabParam) ? tabParam : "all";
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const [orders, account] = await Promise.all([
    listOrders(db, customerId, { status: ORDER_TABS[tab], pageNum: page, pageSize }),
    getUserInfo(db, customerId),
  ]);
  return {
    tab,
    page,
    pageCount: Math.max(1, Math.ceil(orders.total / pageSize)),
    total: orders.total,
    orders: orders.list.map((order) => ({
      ...order,
      placedAt: order.placedAt.toISOString(),
      payBy: order.payBy?.toISOString() ?? null,
    })),
    displayName: account.displayName,
    canceled: url.searchParams.has("canceled"),
    cancel: url.searchParams.get("cancel"),
    now: new Date().toISOString(),
  };
}
