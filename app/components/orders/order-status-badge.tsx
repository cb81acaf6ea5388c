import { useTranslations } from "use-intl";
import type { MessageKey } from "../../../i18n/messages.ts";

/** The label of each order status number (spec section 3, "Order status label map"). */
export const statusLabels: Record<number, MessageKey> = {
  0: "i18n_order_status_unpaid",
  1: "i18n_order_status_processing",
  2: "i18n_order_status_shipped",
  [-1]: "i18n_order_status_canceled",
  3: "i18n_order_status_pending",
  4: "i18n_order_status_refunded",
};

export function OrderStatusBadge({ status }: { status: number }) {
  const t = useTranslations();
  const key = statusLabels[status];
  return (
    <span className={`order-status order-status-${status < 0 ? "canceled" : status}`}>
      {key ? t(key) : status}
    </span>
  );
}
