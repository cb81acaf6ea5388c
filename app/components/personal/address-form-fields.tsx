import { useState } from "react";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../../i18n/messages.ts";
import type { Country } from "../../../modules/regions/list-countries.ts";
import type { AddressField, AddressValues } from "./address-form.ts";
import { FormField, fieldControlProps } from "./form-field.tsx";
import type { FieldErrors } from "./use-blur-validation.ts";

type Props = { values: AddressValues; errors: FieldErrors; countries: Country[] };

const texts: Record<AddressField, MessageKey> = {
  email: "i18n_address_email",
  firstName: "i18n_address_first_name",
  lastName: "i18n_address_last_name",
  countryAbbr: "i18n_address_country",
  address1: "i18n_address_address1",
  address2: "i18n_address_address2",
  city: "i18n_address_city",
  state: "i18n_address_state",
  zipCode: "i18n_address_zip",
  telephone: "i18n_address_telephone",
  company: "i18n_address_company",
  notes: "i18n_address_notes",
};

const autoComplete: Partial<Record<AddressField, string>> = {
  email: "email",
  firstName: "given-name",
  lastName: "family-name",
  address1: "address-line1",
  address2: "address-line2",
  city: "address-level2",
  zipCode: "postal-code",
  telephone: "tel",
  company: "organization",
};

/** The fields of an address (spec sections 3 and 5); the state list follows the chosen country. */
export function AddressFormFields({ values, errors, countries }: Props) {
  const t = useTranslations();
  const [country, setCountry] = useState(values.countryAbbr ?? "");
  const states = countries.find((entry) => entry.abbr === country)?.states ?? [];
  const text = (name: AddressField, options: { type?: string; optional?: boolean; wide?: boolean } = {}) => (
    <FormField
      name={name}
      label={t(texts[name])}
      error={errors[name]}
      optional={options.optional}
      className={options.wide ? "form-field-wide" : undefined}
    >
      <input
        {...fieldControlProps(name, errors[name])}
        type={options.type ?? "text"}
        defaultValue={values[name] ?? ""}
        autoComplete={autoComplete[name]}
        required={!options.optional}
      />
    </FormField>
  );
  return (
    <div className="address-fields">
      {text("firstName")}
      {text("lastName")}
      {text("email", { type: "email", wide: true })}
      <FormField name="countryAbbr" label={t(texts.countryAbbr)} error={errors.countryAbbr}>
        <select
          {...fieldControlProps("countryAbbr", errors.countryAbbr)}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          autoComplete="country"
          required
        >
          <Choices items={countries} />
        </select>
      </FormField>
      <FormField name="state" label={t(texts.state)} error={errors.state}>
        <select
          {...fieldControlProps("state", errors.state)}
          key={country}
          defaultValue={country === values.countryAbbr ? (values.state ?? "") : ""}
          autoComplete="address-level1"
          required
        >
          <Choices items={states} />
        </select>
      </FormField>
      {text("address1", { wide: true })}
      {text("address2", { optional: true, wide: true })}
      {text("city")}
      {text("zipCode")}
      {text("telephone", { type: "tel" })}
      {text("company", { optional: true })}
      <FormField
        name="notes"
        label={t(texts.notes)}
        error={errors.notes}
        optional
        className="form-field-wide"
      >
        <textarea {...fieldControlProps("notes", errors.notes)} defaultValue={values.notes ?? ""} rows={3} />
      </FormField>
    </div>
  );
}

/** The options of a country or state select, after an empty "Please choose". */
function Choices({ items }: { items: { abbr: string; name: string }[] }) {
  const t = useTranslations();
  return (
    <>
      <option value="">{t("i18n_address_choose")}</option>
      {items.map((item) => (
        <option key={item.abbr} value={item.abbr}>
          {item.name}
        </option>
      ))}
    </>
  );
}
