import { and, eq } from "drizzle-orm";
import type { ContentLang } from "../../lib/sites.ts";
import { GOODS_TYPE } from "../../modules/catalog/goods-type.ts";
import { manualPath } from "../../modules/catalog/manual-files.ts";
import {
  categories,
  goods,
  goodsManuals,
  goodsTranslations,
  sizeAdviceEntries,
} from "../../modules/catalog/tables.ts";
import type { Tx } from "../client.ts";
import type { Localized } from "./demo-catalog.ts";
import { drawManualPdf } from "./draw-manual-pdf.ts";
import { writeFileAtomically } from "./write-file-atomically.ts";

type ManualTexts = {
  title: string;
  sections: { heading: string; text: string }[];
  downloadName: string;
};

/** `{name}` is the model name. Air fryers have manuals in English and German only, so fr, es and it fall back. */
const manualTexts: Localized<ManualTexts> = {
  en: {
    title: "User manual",
    downloadName: "user-manual",
    sections: [
      {
        heading: "1. Safety",
        text: "Read this manual before using your {name}. Use only the charger and accessories supplied or approved by Brisa Home. Keep the appliance away from water unless it is designed for wet cleaning, and never use it with a damaged cable.",
      },
      {
        heading: "2. Getting started",
        text: "Unpack the {name} and check the contents against the list of included items. Charge the appliance fully before the first use. Install the Brisa Home app to register your product and receive software updates.",
      },
      {
        heading: "3. Care and maintenance",
        text: "Empty and rinse the container after each use. Clean the filters every two weeks and replace them every three months. Let all parts dry completely before reassembling.",
      },
      {
        heading: "4. Warranty and support",
        text: "The main body is covered by a 1-year warranty. You may return or replace the product within 7 days for any reason. Contact our support team through the support pages of the store.",
      },
    ],
  },
  de: {
    title: "Bedienungsanleitung",
    downloadName: "bedienungsanleitung",
    sections: [
      {
        heading: "1. Sicherheit",
        text: "Lesen Sie diese Anleitung, bevor Sie Ihr {name} verwenden. Verwenden Sie nur das mitgelieferte oder von Brisa Home zugelassene Ladegerät und Zubehör. Halten Sie das Gerät von Wasser fern, sofern es nicht für die Nassreinigung gebaut ist, und benutzen Sie es nie mit beschädigtem Kabel.",
      },
      {
        heading: "2. Erste Schritte",
        text: "Packen Sie das {name} aus und prüfen Sie den Inhalt anhand der Liste des Lieferumfangs. Laden Sie das Gerät vor der ersten Benutzung vollständig auf. Installieren Sie die Brisa Home App, um Ihr Produkt zu registrieren und Software-Updates zu erhalten.",
      },
      {
        heading: "3. Pflege und Wartung",
        text: "Leeren und spülen Sie den Behälter nach jeder Benutzung. Reinigen Sie die Filter alle zwei Wochen und ersetzen Sie sie alle drei Monate. Lassen Sie alle Teile vollständig trocknen, bevor Sie sie wieder zusammensetzen.",
      },
      {
        heading: "4. Garantie und Support",
        text: "Auf das Hauptgerät gewähren wir 1 Jahr Garantie. Innerhalb von 7 Tagen können Sie das Produkt ohne Angabe von Gründen zurückgeben oder umtauschen. Unser Support-Team erreichen Sie über die Support-Seiten des Shops.",
      },
    ],
  },
  fr: {
    title: "Manuel d'utilisation",
    downloadName: "manuel-utilisation",
    sections: [
      {
        heading: "1. Sécurité",
        text: "Lisez ce manuel avant d'utiliser votre {name}. Utilisez uniquement le chargeur et les accessoires fournis ou approuvés par Brisa Home. Tenez l'appareil éloigné de l'eau s'il n'est pas conçu pour le nettoyage humide et ne l'utilisez jamais avec un câble endommagé.",
      },
      {
        heading: "2. Premiers pas",
        text: "Déballez le {name} et vérifiez le contenu à l'aide de la liste des éléments inclus. Chargez complètement l'appareil avant la première utilisation. Installez l'application Brisa Home pour enregistrer votre produit et recevoir les mises à jour.",
      },
      {
        heading: "3. Entretien",
        text: "Videz et rincez le réservoir après chaque utilisation. Nettoyez les filtres toutes les deux semaines et remplacez-les tous les trois mois. Laissez sécher toutes les pièces avant de les remonter.",
      },
      {
        heading: "4. Garantie et assistance",
        text: "Le corps principal est garanti 1 an. Vous pouvez retourner ou échanger le produit sous 7 jours sans justification. Contactez notre équipe d'assistance via les pages d'aide de la boutique.",
      },
    ],
  },
  es: {
    title: "Manual de usuario",
    downloadName: "manual-de-usuario",
    sections: [
      {
        heading: "1. Seguridad",
        text: "Lee este manual antes de usar tu {name}. Utiliza solo el cargador y los accesorios suministrados o aprobados por Brisa Home. Mantén el aparato alejado del agua salvo que esté diseñado para la limpieza en húmedo y no lo uses nunca con un cable dañado.",
      },
      {
        heading: "2. Primeros pasos",
        text: "Desembala el {name} y comprueba el contenido con la lista de elementos incluidos. Carga el aparato por completo antes del primer uso. Instala la app de Brisa Home para registrar tu producto y recibir actualizaciones.",
      },
      {
        heading: "3. Cuidado y mantenimiento",
        text: "Vacía y enjuaga el depósito después de cada uso. Limpia los filtros cada dos semanas y cámbialos cada tres meses. Deja secar todas las piezas por completo antes de volver a montarlas.",
      },
      {
        heading: "4. Garantía y asistencia",
        text: "El cuerpo principal tiene 1 año de garantía. Puedes devolver o cambiar el producto en un plazo de 7 días sin dar motivos. Contacta con nuestro equipo de asistencia desde las páginas de soporte de la tienda.",
      },
    ],
  },
  it: {
    title: "Manuale d'uso",
    downloadName: "manuale-d-uso",
    sections: [
      {
        heading: "1. Sicurezza",
        text: "Leggi questo manuale prima di usare il tuo {name}. Usa solo il caricabatterie e gli accessori forniti o approvati da Brisa Home. Tieni l'apparecchio lontano dall'acqua se non è progettato per la pulizia a umido e non usarlo mai con un cavo danneggiato.",
      },
      {
        heading: "2. Primi passi",
        text: "Disimballa il {name} e controlla il contenuto con l'elenco degli articoli inclusi. Carica completamente l'apparecchio prima del primo utilizzo. Installa l'app Brisa Home per registrare il prodotto e ricevere gli aggiornamenti.",
      },
      {
        heading: "3. Cura e manutenzione",
        text: "Svuota e risciacqua il serbatoio dopo ogni utilizzo. Pulisci i filtri ogni due settimane e sostituiscili ogni tre mesi. Lascia asciugare completamente tutte le parti prima di rimontarle.",
      },
      {
        heading: "4. Garanzia e assistenza",
        text: "Il corpo principale è coperto da 1 anno di garanzia. Puoi restituire o sostituire il prodotto entro 7 giorni senza motivazione. Contatta il nostro team di assistenza dalle pagine di supporto del negozio.",
      },
    ],
  },
};

const ENGLISH_AND_GERMAN_ONLY = new Set(["air-fryers"]);

/**
 * The size advice of the us site for robot vacuums (spec section 3, ADR 0014): recommended minutes of
 * runtime per charge by home size, group 1 for homes with pets, group 0 without.
 */
const sizeAdvice = [
  { groupKey: 1, rows: [120, 150, 150] },
  { groupKey: 0, rows: [100, 110, 120] },
];
const sizeAdviceKeys = [
  "i18n_product_size_advice_small",
  "i18n_product_size_advice_medium",
  "i18n_product_size_advice_large",
];

/** Manuals (rows and PDF files under DATA_DIR/manuals) and the size-advice table of the demo catalogue. */
export async function seedProductExtras(tx: Tx): Promise<void> {
  const products = await tx
    .select({ id: goods.id, slug: goods.slug, category: categories.slug, name: goodsTranslations.name })
    .from(goods)
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    // The model name is the same in every language.
    .innerJoin(
      goodsTranslations,
      and(eq(goodsTranslations.goodsId, goods.id), eq(goodsTranslations.lang, "en")),
    )
    .where(eq(goods.type, GOODS_TYPE.product));
  const manuals: (typeof goodsManuals.$inferInsert)[] = [];
  for (const product of products) {
    const langs: ContentLang[] = ENGLISH_AND_GERMAN_ONLY.has(product.category)
      ? ["en", "de"]
      : ["en", "de", "fr", "es", "it"];
    for (const lang of langs) {
      const texts = manualTexts[lang];
      const modelName = product.name;
      const pdf = drawManualPdf({
        title: texts.title,
        subtitle: modelName,
        sections: texts.sections.map((section) => ({
          heading: section.heading,
          text: section.text.replaceAll("{name}", modelName),
        })),
      });
      const file = `${product.slug}-${lang}.pdf`;
      await writeFileAtomically(manualPath(file), pdf);
      manuals.push({
        goodsId: product.id,
        lang,
        file,
        downloadName: `${product.slug}-${texts.downloadName}-${lang}.pdf`,
        bytes: pdf.length,
      });
    }
  }
  if (manuals.length > 0) await tx.insert(goodsManuals).values(manuals);

  const [robots] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, "robot-vacuums"));
  if (!robots) return;
  await tx.insert(sizeAdviceEntries).values(
    sizeAdvice.flatMap((group) =>
      group.rows.map((value, sort) => ({
        site: "us",
        categoryId: robots.id,
        groupKey: group.groupKey,
        sort,
        textKey: sizeAdviceKeys[sort] ?? "",
        value,
      })),
    ),
  );
}
