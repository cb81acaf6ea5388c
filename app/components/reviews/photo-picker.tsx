import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../../i18n/messages.ts";
import { acceptedImageTypes, imageFileProblem } from "../../../modules/media/image-upload-schemas.ts";
import { MAX_REVIEW_IMAGES } from "../../../modules/reviews/review-rules-schemas.ts";
import { useApi } from "../use-api.ts";
import { useSite } from "../use-site.ts";
import { uploadPhoto } from "./upload-photo.ts";

type Photo = {
  id: number;
  preview: string;
  progress: number;
  key: string | null;
  error: string | null;
};

/**
 * Up to three photos for a review: previews at once, each uploaded with its progress and the server's
 * translated refusal. Stored photos become hidden `images` fields of the form (with the visitor's grant).
 */
export function PhotoPicker({
  goodsId,
  signedIn,
  onBusyChange,
}: {
  goodsId: number;
  signedIn: boolean;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useTranslations();
  const api = useApi();
  const { site } = useSite();
  const input = useRef<HTMLInputElement>(null);
  const grant = useRef<Promise<string | null> | null>(null);
  const nextId = useRef(1);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [grantValue, setGrantValue] = useState<string | null>(null);

  const busy = photos.some((photo) => photo.key === null && photo.error === null);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const update = (id: number, change: Partial<Photo>) =>
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));

  const uploadGrant = () => {
    if (signedIn) return Promise.resolve(null);
    grant.current ??= api
      .call<{ uploadGrant: string }>("/api/web/goods/comment/uploadGrant", {
        body: { goodsId },
        lazy: true,
        hidden: true,
      })
      .then((answer) => {
        if (answer.code !== 200) {
          grant.current = null;
          return null;
        }
        setGrantValue(answer.data.uploadGrant);
        return answer.data.uploadGrant;
      });
    return grant.current;
  };

  const add = async (files: FileList) => {
    const room = MAX_REVIEW_IMAGES - photos.length;
    for (const file of [...files].slice(0, room)) {
      const id = nextId.current++;
      // A data: URL, not a blob: one, which the Content-Security-Policy's img-src does not allow.
      const photo: Photo = { id, preview: await readAsDataUrl(file), progress: 0, key: null, error: null };
      setPhotos((current) => [...current, photo]);
      const problem = imageFileProblem(file);
      if (problem) {
        update(id, { error: t(problem as MessageKey) });
        continue;
      }
      const token = await uploadGrant();
      if (!signedIn && !token) {
        update(id, { error: t("i18n_review_upload_not_allowed") });
        continue;
      }
      void uploadPhoto(file, {
        site: site.code,
        uploadGrant: token,
        onProgress: (progress) => update(id, { progress }),
      }).then((answer) =>
        answer.code === 200 && answer.data
          ? update(id, { key: answer.data.key, progress: 100 })
          : update(id, { error: answer.message || t("i18n_review_upload_failed") }),
      );
    }
  };

  return (
    <fieldset className="review-photos-field">
      <legend>{t("i18n_review_photos", { max: MAX_REVIEW_IMAGES })}</legend>
      {grantValue ? <input type="hidden" name="uploadGrant" value={grantValue} /> : null}
      <ul className="review-photo-previews">
        {photos.map((photo, index) => (
          <li key={photo.id} className={photo.error ? "review-photo-failed" : undefined}>
            <img src={photo.preview} alt="" width={88} height={88} />
            {photo.key ? <input type="hidden" name="images" value={photo.key} /> : null}
            {photo.key === null && photo.error === null ? (
              <span className="review-photo-progress" role="status">
                <span style={{ width: `${photo.progress}%` }} />
                <span className="visually-hidden">
                  {t("i18n_review_uploading", { percent: photo.progress })}
                </span>
              </span>
            ) : null}
            <button
              type="button"
              className="review-photo-remove"
              aria-label={t("i18n_review_remove_photo", { index: index + 1 })}
              onClick={() => setPhotos((current) => current.filter((item) => item.id !== photo.id))}
            >
              ×
            </button>
            {photo.error ? (
              <p className="field-error" role="alert">
                {photo.error}
              </p>
            ) : null}
          </li>
        ))}
        {photos.length < MAX_REVIEW_IMAGES ? (
          <li>
            <button type="button" className="review-photo-add" onClick={() => input.current?.click()}>
              <span aria-hidden="true">+</span>
              {t("i18n_review_add_photo")}
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        type="file"
        accept={acceptedImageTypes}
        multiple
        hidden
        data-testid="review-photo-input"
        onChange={(event) => {
          if (event.currentTarget.files) void add(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
    </fieldset>
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => resolve("");
    reader.readAsDataURL(file);
  });
}
