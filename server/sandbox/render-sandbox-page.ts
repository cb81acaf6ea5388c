import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { formatMoney } from "../../lib/money.ts";
import type { Site } from "../../lib/sites.ts";
import { SANDBOX_CARDS, type SandboxPayment } from "../../modules/payments/sandbox/act-on-sandbox-payment.ts";

export type SandboxView = {
  payment: SandboxPayment;
  site: Site;
  t: (key: string, values?: Record<string, string | number>) => string;
  view: "pay" | "challenge" | "closed";
  message?: "declined" | "invalid" | "failed_authentication";
};

const style = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f8;color:#1d2330}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.badge{display:inline-block;background:#fff4d6;color:#7a5600;border-radius:1rem;padding:.15rem .7rem;font-size:.8rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 3px #0002;margin-top:1rem}
h1{font-size:1.25rem;margin:.75rem 0 0}.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0}
label{display:block;font-size:.85rem;margin-top:.75rem}input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #c5c9d3;border-radius:.4rem;font:inherit}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1rem;padding:.75rem;border:0;border-radius:.4rem;font:inherit;font-weight:600;cursor:pointer;background:#3a55d9;color:#fff}
button.secondary{background:#e6e8ef;color:#1d2330}button.danger{background:#b42318}
.error{background:#fdecea;color:#8a1c12;border-radius:.4rem;padding:.6rem;margin-top:.75rem}
table{width:100%;border-collapse:collapse;font-size:.85rem;margin-top:.5rem}td{padding:.25rem .75rem .25rem 0}td code{font-size:.85rem}
a{color:#3a55d9}`;

const methodName = (t: SandboxView["t"], method: string) => t(`i18n_payment_method_${method}`);
const group = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/** One page of the sandbox provider, in the shopper's language, working without script. */
export function renderSandboxPage({
  payment,
  site,
  t,
  view,
  message,
}: SandboxView): HtmlEscapedString | Promise<HtmlEscapedString> {
  const amount = formatMoney(payment.amount, payment.currencyCode, site.locale);
  const cancel = html`<form method="post"><button class="secondary" name="action" value="cancel">${t("i18n_sandbox_cancel")}</button></form>`;
  const body =
    view === "closed"
      ? html`<h1>${t("i18n_sandbox_closed_title")}</h1><p>${t("i18n_sandbox_closed_text")}</p><p><a href="${payment.returnUrl}">${t("i18n_sandbox_back")}</a></p>`
      : view === "challenge"
        ? html`<h1>${t("i18n_sandbox_challenge_title")}</h1><p>${t("i18n_sandbox_challenge_text")}</p>
<form method="post"><button name="action" value="complete">${t("i18n_sandbox_complete")}</button><button class="danger" name="action" value="fail">${t("i18n_sandbox_fail")}</button></form>`
        : payment.method === "card"
          ? html`<h1>${methodName(t, "card")}</h1>
${message ? html`<p class="error" role="alert">${t(`i18n_sandbox_${message}`)}</p>` : ""}
<form method="post"><input type="hidden" name="action" value="card">
<label>${t("i18n_sandbox_card_number")}<input name="cardNumber" inputmode="numeric" autocomplete="off" required placeholder="4242 4242 4242 4242"></label>
<div class="row"><div><label>${t("i18n_sandbox_expiry")}<input name="expiry" autocomplete="off" placeholder="12/34"></label></div><div><label>${t("i18n_sandbox_cvc")}<input name="cvc" inputmode="numeric" autocomplete="off" placeholder="123"></label></div></div>
<button>${t("i18n_sandbox_pay", { amount })}</button></form>${cancel}
<table><caption>${t("i18n_sandbox_test_cards")}</caption>
<tr><td><code>${group(SANDBOX_CARDS.succeeds)}</code></td><td>${t("i18n_sandbox_card_succeeds")}</td></tr>
<tr><td><code>${group(SANDBOX_CARDS.declined)}</code></td><td>${t("i18n_sandbox_card_declined")}</td></tr>
<tr><td><code>${group(SANDBOX_CARDS.authenticate)}</code></td><td>${t("i18n_sandbox_card_authenticate")}</td></tr></table>`
          : html`<h1>${t("i18n_sandbox_wallet_title", { method: methodName(t, payment.method) })}</h1>
<p>${t(payment.method === "klarna" ? "i18n_sandbox_klarna_text" : "i18n_sandbox_wallet_text", { amount })}</p>
<form method="post"><button name="action" value="approve">${t("i18n_sandbox_approve")}</button></form>${cancel}`;
  return html`<!doctype html><html lang="${site.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t("i18n_sandbox_title")}</title><style>${style}</style></head>
<body><main><span class="badge">${t("i18n_sandbox_test_mode")}</span>
<div class="card"><div>${t("i18n_sandbox_order", { orderNumber: payment.description })}</div><div class="amount">${amount}</div>${body}</div></main></body></html>`;
}
