import { and, eq } from "drizzle-orm";
import type { ContentLang } from "../../lib/sites.ts";
import { GOODS_TYPE } from "../../modules/catalog/goods-type.ts";
import { categories, goods, goodsTranslations } from "../../modules/catalog/tables.ts";
import { refreshSupportSearch } from "../../modules/support/refresh-support-search.ts";
import type { SupportBody, SupportKind } from "../../modules/support/support-body.ts";
import { supportFilePath } from "../../modules/support/support-files.ts";
import {
  supportDownloads,
  supportEntries,
  supportEntryGoods,
  supportEntryTranslations,
} from "../../modules/support/tables.ts";
import type { Tx } from "../client.ts";
import { demoCategories, demoLangs } from "./demo-catalog.ts";
import { drawArticleImage } from "./draw-demo-image.ts";
import { drawManualPdf } from "./draw-manual-pdf.ts";
import {
  demoFaqs,
  demoFirmware,
  demoQuickStarts,
  demoTroubleshooting,
  demoTutorials,
  faqTopics,
} from "./support/support-catalog.ts";
import type { DemoSupportTexts } from "./support/support-texts.ts";
import { supportTextsDe } from "./support/support-texts-de.ts";
import { supportTextsEn } from "./support/support-texts-en.ts";
import { supportTextsEs } from "./support/support-texts-es.ts";
import { supportTextsFr } from "./support/support-texts-fr.ts";
import { supportTextsIt } from "./support/support-texts-it.ts";
import { writeFileAtomically } from "./write-file-atomically.ts";

type MediaJob = { key: string; draw: () => string };

const texts: Record<ContentLang, DemoSupportTexts> = {
  en: supportTextsEn,
  de: supportTextsDe,
  fr: supportTextsFr,
  es: supportTextsEs,
  it: supportTextsIt,
};
const quickStartLabel: Record<ContentLang, string> = {
  en: "Quick-start guide",
  de: "Schnellstartanleitung",
  fr: "Guide de démarrage rapide",
  es: "Guía de inicio rápido",
  it: "Guida rapida",
};

/**
 * The demo support centre (ADR 0034): every entry of `support/support-catalog.ts` with its texts in each
 * language and its models, the tutorials' pictures (returned to be drawn with the other media), a quick-start
 * PDF per model and language, the firmware releases, and the search documents.
 */
export async function seedSupport(tx: Tx): Promise<MediaJob[]> {
  const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));
  const goodsRows = await tx
    .select({ id: goods.id, slug: goods.slug, categoryId: goods.categoryId, name: goodsTranslations.name })
    .from(goods)
    // The model name is the same in every language.
    .innerJoin(
      goodsTranslations,
      and(eq(goodsTranslations.goodsId, goods.id), eq(goodsTranslations.lang, "en")),
    )
    .where(eq(goods.type, GOODS_TYPE.product));
  const goodsId = new Map(goodsRows.map((row) => [row.slug, row.id]));
  const topicOrder = (topic: string) => faqTopics.indexOf(topic as (typeof faqTopics)[number]);

  type Source = {
    slug: string;
    kind: SupportKind;
    topic: string;
    models: readonly string[];
    body: (lang: ContentLang) => { title: string; summary: string; body: SupportBody };
  };
  const sources: Source[] = [
    ...Object.entries(demoFaqs).map(([slug, entry]) => ({
      slug,
      kind: "faq" as const,
      topic: entry.topic,
      models: entry.models,
      body: (lang: ContentLang) => {
        const text = texts[lang].faqs[slug as keyof typeof demoFaqs];
        return { title: text.question, summary: "", body: { kind: "faq" as const, answer: text.answer } };
      },
    })),
    ...Object.entries(demoTroubleshooting).map(([slug, entry]) => ({
      slug,
      kind: "troubleshooting" as const,
      topic: entry.topic,
      models: entry.models,
      body: (lang: ContentLang) => {
        const text = texts[lang].troubleshooting[slug as keyof typeof demoTroubleshooting];
        return {
          title: text.symptom,
          summary: text.summary,
          body: { kind: "troubleshooting" as const, causes: text.causes, steps: text.steps },
        };
      },
    })),
    ...Object.entries(demoTutorials).map(([slug, entry]) => ({
      slug,
      kind: "tutorial" as const,
      topic: entry.topic,
      models: entry.models,
      body: (lang: ContentLang) => {
        const text = texts[lang].tutorials[slug as keyof typeof demoTutorials];
        return {
          title: text.title,
          summary: text.summary,
          body: { kind: "tutorial" as const, minutes: text.minutes, steps: text.steps },
        };
      },
    })),
  ];

  const entries = await tx
    .insert(supportEntries)
    .values(
      sources.map((source, index) => ({
        slug: source.slug,
        kind: source.kind,
        topic: source.topic,
        categoryId: categoryId.get(source.topic) ?? null,
        sort: topicOrder(source.topic) * 1000 + index,
        media: source.kind === "tutorial" ? `support/${source.slug}` : null,
      })),
    )
    .returning({ id: supportEntries.id, slug: supportEntries.slug });
  const entryId = new Map(entries.map((row) => [row.slug, row.id]));
  const idOf = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`support seed: unknown ${key}`);
    return id;
  };
  await tx
    .insert(supportEntryTranslations)
    .values(
      sources.flatMap((source) =>
        demoLangs.map((lang) => ({ entryId: idOf(entryId, source.slug), lang, ...source.body(lang) })),
      ),
    );
  const links = sources.flatMap((source) =>
    source.models.map((model) => ({ entryId: idOf(entryId, source.slug), goodsId: idOf(goodsId, model) })),
  );
  if (links.length > 0) await tx.insert(supportEntryGoods).values(links);

  const downloads: (typeof supportDownloads.$inferInsert)[] = [];
  const released = new Date("2026-09-01T00:00:00Z");
  for (const category of Object.keys(demoQuickStarts)) {
    const models = goodsRows.filter((row) => row.categoryId === categoryId.get(category));
    for (const model of models)
      for (const lang of demoLangs) {
        const guide = texts[lang].quickStarts[category as keyof typeof demoQuickStarts];
        const pdf = drawManualPdf({
          title: guide.title,
          subtitle: `${quickStartLabel[lang]} · ${model.name}`,
          sections: guide.steps.map((step, index) => ({
            heading: `${index + 1}. ${step.title}`,
            text: step.text,
          })),
        });
        const file = `quick-start-${model.slug}-${lang}.pdf`;
        await writeFileAtomically(supportFilePath(file), pdf);
        downloads.push({
          goodsId: model.id,
          kind: "quick_start",
          lang,
          file,
          bytes: pdf.length,
          releasedAt: released,
        });
      }
  }
  for (const [key, release] of Object.entries(demoFirmware))
    downloads.push({
      goodsId: idOf(goodsId, release.model),
      kind: "firmware",
      version: release.version,
      notes: Object.fromEntries(
        demoLangs.map((lang) => [lang, texts[lang].firmware[key as keyof typeof demoFirmware].notes]),
      ),
      releasedAt: new Date(`${release.releasedAt}T00:00:00Z`),
    });
  await tx.insert(supportDownloads).values(downloads);
  await refreshSupportSearch(tx);

  const drawing = new Map(demoCategories.map((category) => [category.slug, category.drawing]));
  return sources
    .filter((source) => source.kind === "tutorial")
    .map((source, index) => ({
      key: `support/${source.slug}`,
      draw: () => drawArticleImage(drawing.get(source.topic as never) ?? "robot", "sage", index),
    }));
}
