import type { MessageKey } from "../../../i18n/messages.ts";
import { listCategories } from "../../../modules/catalog/list-categories.ts";
import { listSupportEntries } from "../../../modules/support/list-support-entries.ts";
import { STORE_TOPICS } from "../../../modules/support/support-body.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";

/** /support/faqs: every question by topic, the store's topics first, then one per product line. */
export async function loadSupportFaqs(request: Request, context: LoadContext) {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db } = context.get(pageContext);
  const [entries, categories] = await Promise.all([
    listSupportEntries(db, site, { kind: "faq" }),
    listCategories(db, site),
  ]);
  const topics = [
    ...STORE_TOPICS.map((topic) => ({
      topic,
      titleKey: `i18n_support_topic_${topic}` as MessageKey,
      name: null as string | null,
    })),
    ...categories.map((category) => ({ topic: category.slug, titleKey: null, name: category.name })),
  ];
  return {
    topics: topics
      .map((topic) => ({ ...topic, entries: entries.filter((entry) => entry.topic === topic.topic) }))
      .filter((topic) => topic.entries.length > 0),
  };
}
