import { useTranslations } from "use-intl";
import { mismatchKey } from "../../../i18n/choose-text-keys.ts";
import type { ChooseQuestionKey } from "../../../modules/choose/questions.ts";
import type { GoodsCard } from "../../.server/catalog/present-goods.ts";
import type { ImageLoading } from "../media-image.tsx";
import { ProductCard } from "../product-card.tsx";
import { useChooseText } from "./use-choose-text.ts";

/** A recommended product with why it fits and, for a closest match, where it differs from the answers. */
export function ChoosePick({
  card,
  reason,
  mismatches,
  amount,
  loading,
}: {
  card: GoodsCard;
  /** Null when the page says it once for every pick. */
  reason: string | null;
  mismatches: { question: ChooseQuestionKey; digit: number }[];
  amount: string;
  loading: ImageLoading;
}) {
  const t = useTranslations();
  const text = useChooseText();
  return (
    <li className="choose-pick">
      <ProductCard card={card} loading={loading} />
      {reason || mismatches.length > 0 ? (
        <div className="choose-why">
          {reason ? (
            <>
              <h3>{t("i18n_choose_why")}</h3>
              <p>{reason}</p>
            </>
          ) : null}
          {mismatches.length > 0 ? (
            <>
              <h3 className="choose-differs-title">{t("i18n_choose_differs")}</h3>
              <ul className="choose-differs">
                {mismatches.map((miss) => (
                  <li key={miss.question}>{text(mismatchKey(miss.question, miss.digit), { amount })}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
