import type { MetaDescriptor } from "react-router";

type RootData = { messages?: Record<string, string> } | undefined;

/** `<title>` and description of a screen from catalogue keys, read from the root loader's messages. */
export function pageMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  titleKey: string,
  options: { title?: string; description?: string; noindex?: boolean } = {},
): MetaDescriptor[] {
  const messages = (matches.find((match) => match?.id === "root")?.loaderData as RootData)?.messages ?? {};
  const brand = messages.i18n_brand_name ?? "";
  const title = options.title ?? messages[titleKey] ?? "";
  const tags: MetaDescriptor[] = [{ title: title ? `${title} | ${brand}` : brand }];
  const description = options.description ?? messages.i18n_home_description;
  if (description) tags.push({ name: "description", content: description });
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
