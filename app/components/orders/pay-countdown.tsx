import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";

const minutesLeft = (payBy: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(payBy) - now) / 60_000));

/**
 * The minutes an unpaid order has left to be paid (spec section 4), rendered by the server from its clock and
 * kept live in the browser; at zero it says the time is up (the server's sweep cancels the order).
 */
export function PayCountdown({ payBy, serverNow }: { payBy: string; serverNow: string }) {
  const t = useTranslations();
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = minutesLeft(payBy, now);
  return (
    <span className="pay-countdown" data-testid="pay-countdown" role="timer">
      {minutes > 0 ? t("i18n_order_pay_within", { minutes }) : t("i18n_order_pay_time_up")}
    </span>
  );
}
