import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { MAX_QUANTITY } from "../../../modules/cart/cart-arithmetic-schemas.ts";
import { clampQuantity } from "./local-cart.ts";

type Props = {
  value: number;
  /** The goods' name, so each stepper's label says what it counts. */
  name: string;
  /** Resolves false when the change was refused: the field shows the kept quantity again. */
  onChange: (quantity: number) => Promise<boolean>;
  errorId?: string;
};

/** Quantity 1 to 999 (spec section 5): minus, a number field and plus; an emptied field goes back to 1. */
export function QuantityStepper({ value, name, onChange, errorId }: Props) {
  const t = useTranslations();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (next: number) => {
    const quantity = clampQuantity(next);
    setText(String(quantity));
    if (quantity === value) return;
    void onChange(quantity).then((changed) => {
      if (!changed) setText(String(value));
    });
  };

  return (
    <div className="stepper">
      <button
        type="button"
        className="stepper-button"
        aria-label={t("i18n_cart_decrease", { name })}
        disabled={value <= 1}
        onClick={() => commit(value - 1)}
      >
        −
      </button>
      <input
        className="stepper-input"
        inputMode="numeric"
        aria-label={t("i18n_cart_quantity_of", { name })}
        aria-describedby={errorId}
        value={text}
        maxLength={3}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ""))}
        onBlur={() => commit(text === "" ? 1 : Number(text))}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit(text === "" ? 1 : Number(text));
        }}
      />
      <button
        type="button"
        className="stepper-button"
        aria-label={t("i18n_cart_increase", { name })}
        disabled={value >= MAX_QUANTITY}
        onClick={() => commit(value + 1)}
      >
        +
      </button>
    </div>
  );
}
