import { listCategories } from "../../../modules/catalog/list-categories.ts";
import { listSupportEntries } from "../../../modules/support/list-support-entries.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";

/** /support/troubleshooting and /support/tutorials: the guides of one kind by product line, in the line's order. */
export async function loadSupportGuides(
  request: Request,
  context: LoadContext,
  kind: "troubleshooting" | "tutorial",
) {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db } = context.get(pageContext);
  const [entries, categories] = await Promise.all([
    listSupportEntries(db, site, { kind }),
    listCategories(db, site),
  ]);
  return {
    lines: categories
      .map((category) => ({
        slug: category.slug,
        name: category.name,
        entries: entries.filter((entry) => entry.categoryId === category.id),
      }))
      .filter((line) => line.entries.length > 0),
  };
}
