import type { Envelope } from "../../../lib/envelope.ts";

type Uploaded = { key: string; url: string };

/**
 * Sends one photo to POST /api/admin/common/upload with the spec's headers, reporting progress (fetch cannot
 * report upload progress, XMLHttpRequest can). Signed in, the session cookie authorises it; otherwise the
 * form's upload grant. Resolves to the envelope; a network failure is code 0.
 */
export function uploadPhoto(
  file: File,
  options: { site: string; uploadGrant: string | null; onProgress: (percent: number) => void },
): Promise<Envelope<Uploaded | null>> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.set("file", file);
    if (options.uploadGrant) form.set("uploadGrant", options.uploadGrant);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/common/upload");
    request.setRequestHeader("clientId", "store-web");
    request.setRequestHeader("clientSecret", "store-web-public");
    request.setRequestHeader("site", options.site);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText) as Envelope<Uploaded | null>);
      } catch {
        resolve({ code: request.status || 0, data: null, message: "" });
      }
    };
    request.onerror = () => resolve({ code: 0, data: null, message: "" });
    request.send(form);
  });
}
