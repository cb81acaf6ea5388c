import { Form, Link, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../i18n/messages.ts";
import { type AddressActionData, changeAddressBook } from "../.server/addresses/change-address-book.ts";
import { loadAddressBook } from "../.server/addresses/load-address-book.ts";
import { pageMeta } from "../components/page-title.ts";
import type { AddressValues } from "../components/personal/address-form.ts";
import { AddressFormFields } from "../components/personal/address-form-fields.tsx";
import { AddressLines } from "../components/personal/address-lines.tsx";
import { loadAddressRules } from "../components/personal/load-personal-rules.ts";
import { PersonalDialog } from "../components/personal/personal-dialog.tsx";
import { PersonalFrame } from "../components/personal/personal-frame.tsx";
import { useBlurValidation } from "../components/personal/use-blur-validation.ts";
import { useSite } from "../components/use-site.ts";
import personalStyles from "../styles/personal.css?url";
import type { Route } from "./+types/personal-address";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: personalStyles, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAddressBook(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return changeAddressBook(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_address_title", { noindex: true });

type Book = Route.ComponentProps["loaderData"];
type Address = Book["addresses"][number];

/** My address: the address book as cards (the default first), with add, edit, delete and set-default. */
export default function PersonalAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const { addresses, adding, editing, deleting, notice } = loaderData;
  const here = href("/personal/address");
  return (
    <PersonalFrame displayName={loaderData.displayName}>
      <div className="address-head">
        <div>
          <h1>{t("i18n_address_title")}</h1>
          {addresses.length > 0 ? (
            <p className="address-count">{t("i18n_address_count", { count: addresses.length })}</p>
          ) : null}
        </div>
        {addresses.length > 0 ? (
          <Link className="button button-primary" to={`${here}?add`} preventScrollReset>
            {t("i18n_address_add")}
          </Link>
        ) : null}
      </div>
      {notice ? (
        <p className="form-status form-status-success" role="status">
          {notice === "saved" ? t("i18n_personal_saved") : t("i18n_address_deleted")}
        </p>
      ) : null}
      {addresses.length === 0 ? (
        <div className="address-empty">
          <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
            <path
              d="M32 6c-11 0-20 8.7-20 19.6C12 40 32 58 32 58s20-18 20-32.4C52 14.7 43 6 32 6zm0 27a7.5 7.5 0 110-15 7.5 7.5 0 010 15z"
              fill="currentColor"
            />
          </svg>
          <p className="address-empty-title">{t("i18n_common_empty")}</p>
          <p>{t("i18n_address_empty_text")}</p>
          <Link className="button button-primary" to={`${here}?add`} preventScrollReset>
            {t("i18n_address_add")}
          </Link>
        </div>
      ) : (
        <ul className="address-list" aria-label={t("i18n_address_list")}>
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} countries={loaderData.countries} here={here} />
          ))}
        </ul>
      )}
      {adding || editing ? (
        <AddressDialog
          book={loaderData}
          editing={editing}
          result={actionData as AddressActionData | undefined}
          here={here}
        />
      ) : null}
      {deleting ? <DeleteDialog address={deleting} here={here} /> : null}
    </PersonalFrame>
  );
}

function AddressCard({
  address,
  countries,
  here,
}: {
  address: Address;
  countries: Book["countries"];
  here: string;
}) {
  const t = useTranslations();
  const name = `${address.firstName} ${address.lastName}`;
  return (
    <li className={`address-card${address.isDefault ? " address-card-default" : ""}`}>
      <div className="address-card-head">
        <strong>{name}</strong>
        {address.isDefault ? <span className="badge badge-new">{t("i18n_address_default")}</span> : null}
      </div>
      <address>
        <AddressLines address={address} countries={countries} />
        <span className="address-contact">{address.telephone}</span>
        <span className="address-contact">{address.email}</span>
      </address>
      {address.notes ? <p className="address-notes">{address.notes}</p> : null}
      <div className="address-actions">
        {(["edit", "delete"] as const).map((action) => {
          const label = t(action === "edit" ? "i18n_address_edit_action" : "i18n_address_delete");
          return (
            <Link
              key={action}
              className="button button-small button-ghost"
              to={`${here}?${action}=${address.id}`}
              preventScrollReset
              aria-label={`${label}: ${name}`}
            >
              {label}
            </Link>
          );
        })}
        {address.isDefault ? null : (
          <Form method="post" action={here} preventScrollReset>
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="id" value={address.id} />
            <button
              type="submit"
              className="button button-small button-outline"
              aria-label={`${t("i18n_address_set_default")}: ${name}`}
            >
              {t("i18n_address_set_default")}
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

function AddressDialog({
  book,
  editing,
  result,
  here,
}: {
  book: Book;
  editing: Address | null;
  result?: AddressActionData;
  here: string;
}) {
  const t = useTranslations();
  const busy = useNavigation().state === "submitting";
  const { errors, onFocus, onBlur, onChange, onSubmit } = useBlurValidation(loadAddressRules, result?.errors);
  const values: AddressValues =
    result?.values ??
    (editing
      ? { ...editing, isDefault: editing.isDefault ? "on" : undefined }
      : { email: book.email, countryAbbr: book.defaultCountry });
  return (
    <PersonalDialog
      title={editing ? t("i18n_address_edit") : t("i18n_address_add")}
      closeTo={here}
      className="address-dialog"
    >
      <Form
        method="post"
        noValidate
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={onChange}
        onSubmit={onSubmit}
        className="personal-form"
        preventScrollReset
      >
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <AddressFormFields values={values} errors={errors} countries={book.countries} />
        {editing?.isDefault ? (
          <input type="hidden" name="isDefault" value="on" />
        ) : (
          <label className="form-check">
            <input type="checkbox" name="isDefault" defaultChecked={values.isDefault === "on"} />
            {t("i18n_address_make_default")}
          </label>
        )}
        {result?.formError ? (
          <p className="form-status form-status-error" role="alert">
            {t(result.formError as MessageKey)}
          </p>
        ) : null}
        <div className="personal-dialog-actions">
          <Link className="button button-ghost" to={here} preventScrollReset>
            {t("i18n_address_cancel")}
          </Link>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t("i18n_address_save")}
          </button>
        </div>
      </Form>
    </PersonalDialog>
  );
}

function DeleteDialog({ address, here }: { address: Address; here: string }) {
  const t = useTranslations();
  const busy = useNavigation().state === "submitting";
  return (
    <PersonalDialog title={t("i18n_address_delete_title")} closeTo={here} className="delete-dialog">
      <p>
        {t("i18n_address_delete_text", {
          name: `${address.firstName} ${address.lastName}`,
          line: `${address.address1}, ${address.city}`,
        })}
      </p>
      <Form method="post" action={here} className="personal-dialog-actions" preventScrollReset>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={address.id} />
        <Link className="button button-ghost" to={here} preventScrollReset data-autofocus>
          {t("i18n_address_cancel")}
        </Link>
        <button type="submit" className="button button-danger" disabled={busy}>
          {t("i18n_address_delete")}
        </button>
      </Form>
    </PersonalDialog>
  );
}
