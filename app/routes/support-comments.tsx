import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../i18n/messages.ts";
import {
  loadSupportComments,
  type SupportCommentsActionData,
  sendSupportComment,
} from "../.server/support/support-comments-page.ts";
import { pageMeta } from "../components/page-title.ts";
import { FormField, fieldControlProps } from "../components/personal/form-field.tsx";
import { SupportPhotoField } from "../components/support/support-photo-field.tsx";
import personalStyles from "../styles/personal.css?url";
import stylesheet from "../styles/support.css?url";
import type { Route } from "./+types/support-comments";

// The form fields are the personal screens' (FormField and its styles).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: personalStyles, precedence: "route" },
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSupportComments(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return sendSupportComment(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "i18n_comments_title");

/** The support centre's contact form: works without script; the answer names the message's reference. */
export default function SupportComments({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const result = actionData as SupportCommentsActionData | undefined;
  const busy = useNavigation().state === "submitting";
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  if (result?.ticket)
    return (
      <div className="support-page">
        <h1>{t("i18n_comments_title")}</h1>
        <p className="form-status form-status-success" role="status">
          {t("i18n_support_form_thanks")} {t("i18n_support_form_sent", { ticket: result.ticket })}
        </p>
      </div>
    );
  return (
    <div className="support-page">
      <h1>{t("i18n_comments_title")}</h1>
      <p className="support-intro">{t("i18n_support_form_intro")}</p>
      <Form method="post" encType="multipart/form-data" className="support-form" noValidate>
        <FormField name="name" label={t("i18n_support_form_name")} error={errors.name}>
          <input
            {...fieldControlProps("name", errors.name)}
            autoComplete="name"
            maxLength={80}
            defaultValue={values.name}
            required
          />
        </FormField>
        <FormField name="email" label={t("i18n_support_form_email")} error={errors.email}>
          <input
            {...fieldControlProps("email", errors.email)}
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={values.email}
            required
          />
        </FormField>
        <FormField name="goodsId" label={t("i18n_support_form_model")} error={errors.goodsId}>
          <select
            {...fieldControlProps("goodsId", errors.goodsId)}
            defaultValue={values.goodsId ?? loaderData.model}
          >
            <option value="">{t("i18n_support_form_model_none")}</option>
            {loaderData.models.map((model) => (
              <option key={model.id} value={model.id}>
                {model.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          name="message"
          label={t("i18n_support_form_message")}
          error={errors.message}
          hint={t("i18n_support_form_message_hint")}
        >
          <textarea
            {...fieldControlProps("message", errors.message, "hint")}
            rows={6}
            maxLength={4000}
            defaultValue={values.message}
            required
          />
        </FormField>
        <SupportPhotoField error={errors.photo} />
        {result?.formError ? (
          <p className="form-status form-status-error" role="alert">
            {t(result.formError as MessageKey)}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t("i18n_support_form_send")}
        </button>
      </Form>
    </div>
  );
}
