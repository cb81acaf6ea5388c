import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { acceptedImageTypes, imageFileProblem } from "../../../modules/media/image-upload-schemas.ts";
import { FormField, fieldControlProps } from "../personal/form-field.tsx";

/**
 * The contact form's optional photo. A file the browser can already tell is refused (too large, not an image)
 * is taken out of the form at once with the reason, so it is never sent; the server checks the bytes again.
 */
export function SupportPhotoField({ error }: { error?: string }) {
  const t = useTranslations();
  // The browser's verdict on a picked file stands until the form is sent; then the server's answer shows.
  const [picked, setPicked] = useState<{ problem: string | null } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = input.current?.form;
    const forget = () => setPicked(null);
    form?.addEventListener("submit", forget);
    return () => form?.removeEventListener("submit", forget);
  }, []);
  const shown = picked ? (picked.problem ?? undefined) : error;
  return (
    <FormField
      name="photo"
      label={t("i18n_support_form_photo")}
      optional
      error={shown}
      hint={t("i18n_support_form_photo_hint")}
    >
      <input
        {...fieldControlProps("photo", shown, "hint")}
        ref={input}
        type="file"
        accept={acceptedImageTypes}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          const problem = file ? imageFileProblem(file) : null;
          if (problem) event.currentTarget.value = "";
          setPicked({ problem });
        }}
      />
    </FormField>
  );
}
