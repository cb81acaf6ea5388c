import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import type { Site } from "../../lib/sites.ts";
import type { Banner } from "./schemas.ts";
import { banners, bannerTranslations } from "./tables.ts";

/** The banners of a position on a site, in their order. */
export function listBanners(db: Db, site: Site, position: string): Promise<Banner[]> {
  return readThrough(db, `banners|${site.code}|${position}`, env().CATALOG_CACHE_SECONDS * 1000, () =>
    db
      .select({
        id: banners.id,
        position: banners.position,
        img: banners.media,
        link: banners.link,
        title: bannerTranslations.title,
        subtitle: bannerTranslations.subtitle,
        cta: bannerTranslations.cta,
      })
      .from(banners)
      .innerJoin(
        bannerTranslations,
        and(eq(bannerTranslations.bannerId, banners.id), eq(bannerTranslations.lang, site.lang)),
      )
      .where(and(eq(banners.position, position), or(isNull(banners.site), eq(banners.site, site.code))))
      .orderBy(asc(banners.sort), asc(banners.id)),
  );
}
