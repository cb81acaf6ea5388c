import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import { accessoryTypes, accessoryTypeTranslations } from "./tables.ts";

export type AccessoryType = { id: number; slug: string; name: string };

/** The accessory types in the site's language, in their order. */
export function listAccessoryTypes(db: Db, site: Site): Promise<AccessoryType[]> {
  return readThrough(db, `accessory-types|${site.code}`, env().CATALOG_CACHE_SECONDS * 1000, () =>
    db
      .select({ id: accessoryTypes.id, slug: accessoryTypes.slug, name: accessoryTypeTranslations.name })
      .from(accessoryTypes)
      .innerJoin(
        accessoryTypeTranslations,
        and(
          eq(accessoryTypeTranslations.accessoryTypeId, accessoryTypes.id),
          eq(accessoryTypeTranslations.lang, site.lang),
        ),
      )
      .orderBy(asc(accessoryTypes.sort), asc(accessoryTypes.id)),
  );
}
