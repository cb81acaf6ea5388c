import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { translatorFor } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { resolveSite, type Site, sitePrefix } from "../../lib/sites.ts";
import { findGoodsName } from "../catalog/find-goods-name.ts";
import { findSpecName } from "../catalog/find-spec-name.ts";
import { GOODS_TYPE } from "../catalog/goods-type.ts";
import type { SpecBack } from "../catalog/specs-back.ts";
import { enqueueMail } from "../notifications/enqueue-mail.ts";
import { renderMail } from "../notifications/render-mail.ts";
import { arrivalReminders } from "./tables.ts";

/**
 * Queues one mail to every subscriber of the specs that are back, in the language of the site they subscribed
 * on, with a link to the spec on that site; a catalogue write passes it as its `whenBack`, so it runs in the
 * write's transaction. Rows are claimed by setting `notifiedAt` where it is null: a row locked by a concurrent
 * write is skipped once that write commits, so no subscriber is mailed twice.
 */
export async function mailArrivalReminders(
  tx: Tx,
  specs: SpecBack[],
  publicUrl = env().PUBLIC_URL,
): Promise<void> {
  if (specs.length === 0) return;
  const claimed = await tx
    .update(arrivalReminders)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        inArray(
          arrivalReminders.specId,
          specs.map((spec) => spec.specId),
        ),
        isNull(arrivalReminders.notifiedAt),
      ),
    )
    .returning({
      specId: arrivalReminders.specId,
      email: arrivalReminders.email,
      site: arrivalReminders.site,
    });
  const specsById = new Map(specs.map((spec) => [spec.specId, spec]));
  for (const row of claimed.sort((a, b) => a.specId - b.specId || a.email.localeCompare(b.email))) {
    const spec = specsById.get(row.specId);
    if (spec) await enqueueMail(tx, await composeMail(tx, spec, row.email, resolveSite(row.site), publicUrl));
  }
}

async function composeMail(tx: Tx, spec: SpecBack, email: string, site: Site, publicUrl: string) {
  const t = translatorFor(site);
  const product = (await findGoodsName(tx, spec.goodsId, site.lang)) ?? "";
  const version = (await findSpecName(tx, spec.specId, site.lang)) ?? "";
  const detail = spec.type === GOODS_TYPE.product ? "/product/detail" : "/accessory/detail";
  const url = new URL(`${sitePrefix(site.code)}${detail}`, publicUrl);
  url.searchParams.set("id", String(spec.goodsId));
  url.searchParams.set("spec", String(spec.specId));
  return renderMail({
    to: email,
    lang: site.lang,
    subject: t("i18n_product_reminder_mail_subject", { product }),
    heading: t("i18n_product_reminder_mail_heading", { product }),
    paragraphs: [
      t("i18n_product_reminder_mail_text", { product, spec: version }),
      t("i18n_product_reminder_mail_once"),
    ],
    action: { label: t("i18n_product_reminder_mail_action"), url: url.href },
    footer: t("i18n_mail_footer"),
  });
}
