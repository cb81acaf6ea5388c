import type { MetaDescriptor } from "react-router";
import type { MessageKey, Messages } from "../../i18n/messages.ts";
import { catalogueAtHand } from "../lib/catalogues.ts";

type RootData = { catalogue?: string } | undefined;

/**
 * `<title>` and description of a screen from catalogue keys, read from the site's catalogue: all of them are at
 * hand on the server, and the browser has the page's before it hydrates (ADR 0047).
 */
export function pageMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  titleKey: MessageKey,
  options: { title?: string; description?: string; descriptionKey?: MessageKey; noindex?: boolean } = {},
): MetaDescriptor[] {
  const path = (matches.find((match) => match?.id === "root")?.loaderData as RootData)?.catalogue;
  const texts: Partial<Messages> = (path ? catalogueAtHand(path) : undefined) ?? {};
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
