import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { reviewSiteSettings } from "./tables.ts";

/** The status a review starts with once its author is known: pending on a site that moderates, else published. */
export async function decideReviewStatus(db: Db | Tx, site: string): Promise<"published" | "pending"> {
  const [settings] = await db
    .select({ moderate: reviewSiteSettings.moderate })
    .from(reviewSiteSettings)
    .where(eq(reviewSiteSettings.site, site));
  return settings?.moderate ? "pending" : "published";
}
