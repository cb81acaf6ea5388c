/**
 * Until React has started, a change in a form marked `data-submit-on-change` submits it as the browser would. Such
 * forms (sort orders, filters) submit themselves through React once it runs, and the page's scripts only load
 * after its first frame (ADR 0051): a shopper quick to change the sort would otherwise see nothing happen. Once
 * React's root exists the listener removes itself, and React handles the change.
 */
const script = `document.addEventListener("change", function early(event) {
  if (Object.keys(document).some(function (key) { return key.indexOf("__reactContainer") === 0; })) {
    document.removeEventListener("change", early);
    return;
  }
  var form = event.target.form;
  if (form && form.hasAttribute("data-submit-on-change")) form.requestSubmit();
});`;

export function SubmitOnChangeUntilHydrated({ nonce }: { nonce: string | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of the store's own, allowed by the nonce.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
