import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Site } from "../../lib/sites.ts";
import type { SupportBody, SupportKind } from "./support-body.ts";
import { supportEntries, supportEntryGoods, supportEntryTranslations } from "./tables.ts";

export type SupportEntry = {
  slug: string;
  kind: SupportKind;
  topic: string;
  categoryId: number | null;
  title: string;
  summary: string;
  body: SupportBody;
  media: string | null;
  /** The models it names; empty when it is about every model of its line. */
  goodsIds: number[];
};

type Filter = {
  kind?: SupportKind;
  /** With `categoryId`: the entries of that model's line that name it or name no model (a model's hub). */
  model?: { goodsId: number; categoryId: number | null };
};

/** Support entries in the site's language, in their order (ADR 0034). */
export async function listSupportEntries(db: Db, site: Site, filter: Filter = {}): Promise<SupportEntry[]> {
  const models = db
    .select({
      entryId: supportEntryGoods.entryId,
      goodsIds: sql<
        number[]
      >`array_agg(${supportEntryGoods.goodsId} order by ${supportEntryGoods.goodsId})`.as("goods_ids"),
    })
    .from(supportEntryGoods)
    .groupBy(supportEntryGoods.entryId)
    .as("models");
  const conditions: (SQL | undefined)[] = [filter.kind ? eq(supportEntries.kind, filter.kind) : undefined];
  if (filter.model) {
    const { goodsId, categoryId } = filter.model;
    const named = db
      .select({ entryId: supportEntryGoods.entryId })
      .from(supportEntryGoods)
      .where(eq(supportEntryGoods.goodsId, goodsId));
    conditions.push(
      or(
        inArray(supportEntries.id, named),
        categoryId === null
          ? sql`false`
          : and(eq(supportEntries.categoryId, categoryId), isNull(models.entryId)),
      ),
    );
  }
  const rows = await db
    .select({
      slug: supportEntries.slug,
      kind: supportEntries.kind,
      topic: supportEntries.topic,
      categoryId: supportEntries.categoryId,
      media: supportEntries.media,
      title: supportEntryTranslations.title,
      summary: supportEntryTranslations.summary,
      body: supportEntryTranslations.body,
      goodsIds: models.goodsIds,
    })
    .from(supportEntries)
    .innerJoin(
      supportEntryTranslations,
      and(
        eq(supportEntryTranslations.entryId, supportEntries.id),
        eq(supportEntryTranslations.lang, site.lang),
      ),
    )
    .leftJoin(models, eq(models.entryId, supportEntries.id))
    .where(and(...conditions))
    .orderBy(asc(supportEntries.sort), asc(supportEntries.id));
  return rows.map((row) => ({
    ...row,
    kind: row.kind as SupportKind,
    goodsIds: (row.goodsIds ?? []).map(Number),
  }));
}
