// The help-me-choose quiz's demo rules and budget thresholds (ADR 0015). Patterns read pets, mopping,
// style, budget; the demo rules leave the budget to the prices (`*`), so one rule serves both answers.
import { inArray } from "drizzle-orm";
import { type SiteCode, sites } from "../../lib/sites.ts";
import { goods } from "../../modules/catalog/tables.ts";
import {
  chooseBudgets,
  chooseRuleGoods,
  chooseRules,
  chooseRuleTranslations,
} from "../../modules/choose/tables.ts";
import type { Tx } from "../client.ts";
import { demoLangs, type Localized, type ProductSlug } from "./demo-catalog.ts";

/** Budget thresholds in minor units of each site's currency. */
const budgets: Record<SiteCode, number> = {
  us: 50_000,
  gb: 45_000,
  de: 50_000,
  fr: 50_000,
  es: 50_000,
  it: 50_000,
};

type DemoRule = { pattern: string; goods: ProductSlug[]; reason: Localized };

const rules: DemoRule[] = [
  {
    pattern: "110*",
    goods: ["aquaglide-w7-pro", "aquaglide-w5-max", "aquaglide-w3"],
    reason: {
      en: "A wet-dry vacuum picks up pet hair, crumbs and muddy paw prints in one pass, and rinses its own roller afterwards.",
      de: "Ein Nass-Trocken-Sauger nimmt Tierhaare, Krümel und schmutzige Pfotenabdrücke in einem Zug auf und spült danach seine Walze selbst.",
      fr: "Un aspirateur eau et poussière ramasse poils, miettes et traces de pattes boueuses en un seul passage, puis rince lui-même son rouleau.",
      es: "Una aspiradora de sólidos y líquidos recoge pelo de mascota, migas y huellas de barro de una pasada y después aclara su propio rodillo.",
      it: "Un lavapavimenti raccoglie peli, briciole e impronte di zampe infangate in un solo passaggio e poi risciacqua da solo il rullo.",
    },
  },
  {
    pattern: "111*",
    goods: ["aerosweep-r9-pro", "aerosweep-r7-max"],
    reason: {
      en: "A robot that vacuums and mops on its own schedule, with suction strong enough to pull pet hair out of carpets every day.",
      de: "Ein Roboter, der nach Zeitplan saugt und wischt – mit genug Saugkraft, um Tierhaare täglich aus Teppichen zu holen.",
      fr: "Un robot qui aspire et lave selon votre programme, avec une aspiration assez puissante pour retirer chaque jour les poils des tapis.",
      es: "Un robot que aspira y friega según tu horario, con succión suficiente para sacar a diario el pelo de mascota de las alfombras.",
      it: "Un robot che aspira e lava secondo il tuo programma, con un'aspirazione abbastanza forte da togliere ogni giorno i peli dai tappeti.",
    },
  },
  {
    pattern: "112*",
    goods: ["aerosweep-r9-pro", "aquaglide-w7-pro", "aerosweep-r7-max", "aquaglide-w5-max", "aquaglide-w3"],
    reason: {
      en: "Vacuums and mops together and copes with pet hair: a robot for daily upkeep or a wet-dry vacuum for a quick clean by hand.",
      de: "Saugt und wischt zugleich und kommt mit Tierhaaren zurecht: ein Roboter für die tägliche Pflege oder ein Nass-Trocken-Sauger für schnelles Putzen von Hand.",
      fr: "Aspire et lave à la fois et vient à bout des poils d'animaux : un robot pour l'entretien quotidien ou un aspirateur eau et poussière pour un nettoyage rapide à la main.",
      es: "Aspira y friega a la vez y puede con el pelo de mascota: un robot para el día a día o una aspiradora de sólidos y líquidos para una limpieza rápida a mano.",
      it: "Aspira e lava insieme e non teme i peli degli animali: un robot per la cura quotidiana o un lavapavimenti per una pulizia veloce a mano.",
    },
  },
  {
    pattern: "100*",
    goods: ["aerostick-s12-pro", "aerostick-s8-flex", "aerostick-s6"],
    reason: {
      en: "A cordless stick with the suction and brush bar to lift pet hair from carpets, sofas and stairs whenever it sheds.",
      de: "Ein Akku-Stielsauger mit der Saugkraft und Bürstenwalze, um Tierhaare von Teppichen, Sofas und Treppen zu holen, wann immer sie fallen.",
      fr: "Un aspirateur balai sans fil avec l'aspiration et la brosse qu'il faut pour retirer les poils des tapis, canapés et escaliers dès qu'ils tombent.",
      es: "Una escoba sin cable con la succión y el cepillo necesarios para quitar el pelo de mascota de alfombras, sofás y escaleras en cuanto cae.",
      it: "Una scopa elettrica senza fili con l'aspirazione e la spazzola giuste per togliere i peli da tappeti, divani e scale appena cadono.",
    },
  },
  {
    pattern: "101*",
    goods: ["aerosweep-r9-pro", "aerosweep-r7-max", "aerosweep-r5"],
    reason: {
      en: "A robot vacuum that runs every day, so shed hair never has time to build up in corners and carpets.",
      de: "Ein Saugroboter, der jeden Tag fährt, damit sich Tierhaare gar nicht erst in Ecken und Teppichen sammeln.",
      fr: "Un robot aspirateur qui passe chaque jour, pour que les poils n'aient jamais le temps de s'accumuler dans les coins et les tapis.",
      es: "Un robot aspirador que pasa cada día, para que el pelo no llegue a acumularse en rincones y alfombras.",
      it: "Un robot aspirapolvere che pulisce ogni giorno, così i peli non fanno in tempo ad accumularsi negli angoli e sui tappeti.",
    },
  },
  {
    pattern: "102*",
    goods: [
      "aerostick-s12-pro",
      "aerosweep-r9-pro",
      "aerostick-s8-flex",
      "aerosweep-r7-max",
      "aerostick-s6",
      "aerosweep-r5",
    ],
    reason: {
      en: "Strong suction for pet hair on carpets and upholstery: a robot for daily rounds or a cordless stick for spot cleaning.",
      de: "Starke Saugkraft für Tierhaare auf Teppichen und Polstern: ein Roboter für die tägliche Runde oder ein Akkusauger für zwischendurch.",
      fr: "Une aspiration puissante pour les poils sur les tapis et les tissus : un robot pour la tournée quotidienne ou un balai sans fil pour les petits nettoyages.",
      es: "Succión potente para el pelo de mascota en alfombras y tapicerías: un robot para la ronda diaria o una escoba sin cable para limpiezas puntuales.",
      it: "Aspirazione potente per i peli su tappeti e tessuti: un robot per il giro quotidiano o una scopa senza fili per le pulizie al volo.",
    },
  },
  {
    pattern: "010*",
    goods: ["aquaglide-w5-max", "aquaglide-w3", "aquaglide-w7-pro"],
    reason: {
      en: "A wet-dry vacuum washes hard floors while it vacuums, with fresh water on the roller and the dirty water kept apart.",
      de: "Ein Nass-Trocken-Sauger wischt Hartböden, während er saugt – mit frischem Wasser auf der Walze und getrennt aufgefangenem Schmutzwasser.",
      fr: "Un aspirateur eau et poussière lave les sols durs tout en aspirant, avec de l'eau propre sur le rouleau et l'eau sale gardée à part.",
      es: "Una aspiradora de sólidos y líquidos friega los suelos duros mientras aspira, con agua limpia en el rodillo y el agua sucia aparte.",
      it: "Un lavapavimenti lava i pavimenti duri mentre aspira, con acqua pulita sul rullo e acqua sporca raccolta a parte.",
    },
  },
  {
    pattern: "011*",
    goods: ["aerosweep-r7-max", "aerosweep-r9-pro"],
    reason: {
      en: "A robot that vacuums and mops by itself, room by room, while you get on with your day.",
      de: "Ein Roboter, der Raum für Raum selbstständig saugt und wischt, während Sie Ihren Tag genießen.",
      fr: "Un robot qui aspire et lave tout seul, pièce par pièce, pendant que vous vaquez à vos occupations.",
      es: "Un robot que aspira y friega solo, habitación por habitación, mientras tú sigues con tu día.",
      it: "Un robot che aspira e lava da solo, stanza per stanza, mentre tu pensi ad altro.",
    },
  },
  {
    pattern: "012*",
    goods: ["aerosweep-r7-max", "aquaglide-w5-max", "aquaglide-w3", "aerosweep-r9-pro"],
    reason: {
      en: "Vacuums and mops in one go: let a robot do the daily rounds, or wash the floor yourself in minutes.",
      de: "Saugt und wischt in einem Durchgang: Lassen Sie einen Roboter die tägliche Runde drehen oder wischen Sie in wenigen Minuten selbst.",
      fr: "Aspire et lave en une fois : laissez un robot faire la tournée quotidienne ou lavez le sol vous-même en quelques minutes.",
      es: "Aspira y friega de una vez: deja que un robot haga la ronda diaria o friega tú mismo el suelo en minutos.",
      it: "Aspira e lava in un colpo solo: lascia il giro quotidiano a un robot o lava tu il pavimento in pochi minuti.",
    },
  },
  {
    pattern: "000*",
    goods: ["aerostick-s8-flex", "aerostick-s6", "aerostick-s12-pro"],
    reason: {
      en: "A light cordless stick that is ready in a second for quick clean-ups, and turns into a handheld for sofas and the car.",
      de: "Ein leichter Akku-Stielsauger, der im Nu bereit ist und sich für Sofa und Auto in einen Handsauger verwandelt.",
      fr: "Un balai sans fil léger, prêt en une seconde pour les petits nettoyages, qui se transforme en aspirateur à main pour le canapé et la voiture.",
      es: "Una escoba sin cable ligera, lista en un segundo para limpiezas rápidas, que se convierte en aspirador de mano para el sofá y el coche.",
      it: "Una scopa elettrica leggera senza fili, pronta in un attimo per le pulizie veloci, che diventa un aspirapolvere portatile per divano e auto.",
    },
  },
  {
    pattern: "001*",
    goods: ["aerosweep-r5", "aerosweep-r7-max"],
    reason: {
      en: "A robot vacuum keeps the floors tidy on a schedule, with no-go lines and quiet running set in the app.",
      de: "Ein Saugroboter hält die Böden nach Zeitplan sauber – Sperrzonen und leiser Betrieb werden in der App eingestellt.",
      fr: "Un robot aspirateur garde les sols propres selon un programme, avec zones interdites et mode silencieux réglés dans l'appli.",
      es: "Un robot aspirador mantiene los suelos limpios según un horario, con zonas prohibidas y modo silencioso ajustados en la app.",
      it: "Un robot aspirapolvere tiene puliti i pavimenti secondo un programma, con zone vietate e funzionamento silenzioso impostati nell'app.",
    },
  },
  {
    pattern: "002*",
    goods: ["aerostick-s8-flex", "aerosweep-r5", "aerostick-s6", "aerosweep-r7-max"],
    reason: {
      en: "Everyday vacuuming made easy: a robot that runs on a schedule or a light cordless stick you grab when needed.",
      de: "Alltägliches Saugen leicht gemacht: ein Roboter nach Zeitplan oder ein leichter Akkusauger, den Sie bei Bedarf greifen.",
      fr: "L'aspiration du quotidien en toute simplicité : un robot programmé ou un balai sans fil léger à saisir au besoin.",
      es: "La aspiración diaria, fácil: un robot con horario o una escoba sin cable ligera que coges cuando la necesitas.",
      it: "Le pulizie di ogni giorno rese facili: un robot programmato o una scopa leggera senza fili da prendere quando serve.",
    },
  },
];

/** Writes the quiz's thresholds and rules; runs inside the demo seed's transaction, after the goods. */
export async function seedChoose(tx: Tx): Promise<void> {
  await tx.insert(chooseBudgets).values(
    Object.entries(budgets).map(([site, amount]) => ({
      site,
      currency: sites[site as SiteCode].currency,
      amount,
    })),
  );
  const slugs = [...new Set(rules.flatMap((rule) => rule.goods))];
  const rows = await tx
    .select({ id: goods.id, slug: goods.slug })
    .from(goods)
    .where(inArray(goods.slug, slugs));
  const goodsIds = new Map(rows.map((row) => [row.slug, row.id]));
  const ruleIds = await tx
    .insert(chooseRules)
    .values(rules.map((rule, sort) => ({ pattern: rule.pattern, sort })))
    .returning({ id: chooseRules.id });
  await tx
    .insert(chooseRuleTranslations)
    .values(
      rules.flatMap((rule, index) =>
        demoLangs.map((lang) => ({ ruleId: ruleIds[index]?.id ?? 0, lang, reason: rule.reason[lang] })),
      ),
    );
  await tx.insert(chooseRuleGoods).values(
    rules.flatMap((rule, index) =>
      rule.goods.map((slug, rank) => {
        const goodsId = goodsIds.get(slug);
        if (goodsId === undefined) throw new Error(`Quiz seed refers to unknown "${slug}"`);
        return { ruleId: ruleIds[index]?.id ?? 0, goodsId, rank: rank + 1 };
      }),
    ),
  );
}
