import { useTranslations } from "use-intl";

type Props = { notFound: boolean; path: string; homeHref: string };

/** The error page of the spec: an image, a message and a button back to the home screen. */
export function ErrorScreen({ notFound, path, homeHref }: Props) {
  const t = useTranslations();
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <img src="/images/error-illustration.svg" alt="" width={240} height={180} />
      <h1 id="error-title">{notFound ? t("i18n_error_not_found_title") : t("i18n_tips_06")}</h1>
      {notFound ? <p className="error-path">{t("i18n_error_not_found_path", { path })}</p> : null}
      <a className="button button-primary" href={homeHref}>
        {t("i18n_button_16")}
      </a>
    </section>
  );
}

/** The head of an error screen no route's meta describes (React hoists both tags into `<head>`). */
export function ErrorHead({ notFound }: { notFound: boolean }) {
  const t = useTranslations();
  return (
    <>
      <title>{`${notFound ? t("i18n_error_page_not_found") : t("i18n_tips_06")} | ${t("i18n_brand_name")}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
