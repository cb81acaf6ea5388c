import { Form, Link } from "react-router";
import { useTranslations } from "use-intl";
import { PersonalDialog } from "../personal/personal-dialog.tsx";

/** Asks before canceling an unpaid order; posts to the page it opened on, which goes back there. */
export function CancelOrderDialog({
  orderNumber,
  closeTo,
  back,
}: {
  orderNumber: string;
  closeTo: string;
  back: "list" | "detail";
}) {
  const t = useTranslations();
  return (
    <PersonalDialog title={t("i18n_order_cancel_title")} closeTo={closeTo} className="delete-dialog">
      <p>{t("i18n_order_cancel_text", { orderNumber })}</p>
      <Form method="post" className="address-actions">
        <input type="hidden" name="orderNumber" value={orderNumber} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="button button-danger" name="intent" value="cancel" data-autofocus>
          {t("i18n_order_cancel_yes")}
        </button>
        <Link className="button button-outline" to={closeTo} preventScrollReset>
          {t("i18n_order_cancel_keep")}
        </Link>
      </Form>
    </PersonalDialog>
  );
}
