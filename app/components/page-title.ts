import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "../../i18n/messages.ts";

/**
 * The texts `meta` functions use: the root loader sends these, not the whole catalogue, which the browser loads
 * as a file of its own (ADR 0047). A title key missing here is a type error at its `pageMeta` call.
 */
export const pageTextKeys = [
  "i18n_brand_name",
  "i18n_home_description",
  "i18n_product_description",
  "i18n_choose_intro",
  "i18n_nav_help_me_choose",
  "i18n_error_page_not_found",
  "i18n_home_title",
  "i18n_list_title",
  "i18n_accessory_list_title",
  "i18n_check_category_title",
  "i18n_compare_title",
  "i18n_deals_title",
  "i18n_search_title",
  "i18n_choose_result_title",
  "i18n_comments_title",
  "i18n_review_confirm_title",
  "i18n_cart_title",
  "i18n_checkout_title",
  "i18n_login_title",
  "i18n_register_title",
  "i18n_reset_title",
  "i18n_bind_mail_title",
  "i18n_account_title",
  "i18n_address_title",
  "i18n_orders_title",
  "i18n_order_detail_title",
  "i18n_coupons_title",
  "i18n_newsletter_title",
  "i18n_support_title",
  "i18n_faqs_title",
  "i18n_downloads_title",
  "i18n_tutorials_title",
  "i18n_troubleshooting_title",
  "i18n_custom_title",
  "i18n_terms_title",
  "i18n_privacy_title",
  "i18n_sitemap_title",
  "i18n_dev_mailbox_title",
] as const satisfies readonly MessageKey[];

export type PageTextKey = (typeof pageTextKeys)[number];
export type PageTexts = Record<PageTextKey, string>;

type RootData = { pageTexts?: Partial<PageTexts> } | undefined;

/** `<title>` and description of a screen from catalogue keys, read from the root loader's page texts. */
export function pageMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  titleKey: PageTextKey,
  options: { title?: string; description?: string; descriptionKey?: PageTextKey; noindex?: boolean } = {},
): MetaDescriptor[] {
  const texts = (matches.find((match) => match?.id === "root")?.loaderData as RootData)?.pageTexts ?? {};
  const brand = texts.i18n_brand_name ?? "";
  const title = options.title ?? texts[titleKey] ?? "";
  const tags: MetaDescriptor[] = [{ title: title ? `${title} | ${brand}` : brand }];
  const description =
    options.description ??
    (options.descriptionKey ? texts[options.descriptionKey] : undefined) ??
    texts.i18n_home_description;
  if (description) tags.push({ name: "description", content: description });
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
