import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslations } from "use-intl";

type Props = {
  endsAt: string;
  /** The server's clock when it rendered, so the first browser render prints the same text (hydration). */
  serverNow: number;
};

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * Time left of a flash deal, ticking every second once the page runs in the browser. When it reaches zero
 * the page's data is loaded again, so the price shown reverts with the server's.
 */
export function DealCountdown({ endsAt, serverNow }: Props) {
  const t = useTranslations();
  const { revalidate } = useRevalidator();
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(serverNow);

  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const ended = now >= end;
  useEffect(() => {
    if (!ended) return;
    // A moment after the end, so the server's clock has passed it too.
    const timer = setTimeout(() => void revalidate(), 1500);
    return () => clearTimeout(timer);
  }, [ended, revalidate]);

  if (ended) return <p className="deal-countdown deal-countdown-ended">{t("i18n_deals_ended")}</p>;
  const seconds = Math.floor((end - now) / 1000);
  const days = Math.floor(seconds / 86_400);
  const time = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return (
    <p className="deal-countdown" role="timer" data-ends-at={endsAt}>
      <span className="deal-countdown-badge">{t("i18n_deals_badge")}</span>
      <span className="deal-countdown-time">{t("i18n_deals_ends_in", { days, time })}</span>
    </p>
  );
}
