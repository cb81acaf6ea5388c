import { FormField, fieldControlProps } from "../personal/form-field.tsx";

type Props = {
  name: string;
  label: string;
  type: "email" | "password" | "text";
  error?: string;
  hint?: string;
  autoComplete: string;
  defaultValue?: string;
  inputMode?: "numeric";
  maxLength?: number;
};

/** One labelled input of a sign-in form with its hint and error. */
export function TextField({ name, label, error, hint, ...input }: Props) {
  return (
    <FormField name={name} label={label} error={error} hint={hint}>
      <input {...fieldControlProps(name, error, hint)} {...input} />
    </FormField>
  );
}
