import { useTranslations } from "use-intl";
import { useSite } from "../use-site.ts";

/** The way out of every support page: the contact form. */
export function SupportContact() {
  const t = useTranslations();
  const { href } = useSite();
  return (
    <p className="support-contact">
      {t.rich("i18n_support_contact", {
        contact: (chunks) => <a href={href("/support/comments")}>{chunks}</a>,
      })}
    </p>
  );
}
