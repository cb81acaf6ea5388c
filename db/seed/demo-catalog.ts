// The demo catalogue: categories, accessory types, products, accessories, banners and editorial pages in
// the five content languages. Pure data; db/seed/seed-demo.ts writes it to the database.
import type { ContentLang, SiteCode } from "../../lib/sites.ts";
import type { SpecificationRow } from "../../modules/catalog/specification-row.ts";
import type { ContentBlock } from "../../modules/content/content-block.ts";
import type { AccessoryDrawing, DrawColour, ProductDrawing } from "./draw-demo-image.ts";

export const demoLangs = ["en", "de", "fr", "es", "it"] as const satisfies readonly ContentLang[];
export type Localized<T = string> = Record<ContentLang, T>;

// --- Shapes ---

/** Prices in minor units: [current, original before the reduction or null]. */
export type PricePair = readonly [curr: number, orig: number | null];
/** One price per currency; a euro site may override the shared euro price. */
export type DemoPrices = { usd: PricePair; gbp: PricePair; eur: PricePair } & Partial<
  Record<Exclude<SiteCode, "us" | "gb">, PricePair>
>;

export type DemoSpec = {
  sku: string;
  /** Short, language-neutral label for the cart. */
  abbr: string;
  names: Localized;
  /** Colour of the images drawn for this spec. */
  colour: DrawColour;
  stock: number;
  prices: DemoPrices;
};

export type GoodsTexts = {
  tagline: string;
  description: string;
  highlights: string[];
  includedItems: string[];
};

/** A value of the specification table: a number with a unit, a range, dimensions, or text. */
export type SpecValue =
  | { qty: number; unit: Unit; upTo?: boolean }
  | { from: number; to: number; unit: Unit }
  | { dims: readonly [number, number, number]; unit: Unit }
  /** Language-neutral text such as a model name or a standard. */
  | string
  | Localized;
export type SpecRowData = readonly [label: SpecLabel, value: SpecValue];

export type CategorySlug = "robot-vacuums" | "cordless-vacuums" | "wet-dry-vacuums" | "air-fryers";
export type AccessoryTypeSlug =
  | "filters"
  | "brushes"
  | "mop-pads"
  | "dust-bags"
  | "batteries"
  | "fryer-accessories";

export const productSlugs = [
  "aerosweep-r4",
  "aerosweep-r5",
  "aerosweep-r7-max",
  "aerosweep-r9-pro",
  "aerostick-s6",
  "aerostick-s8-flex",
  "aerostick-s12-pro",
  "aquaglide-w3",
  "aquaglide-w5-max",
  "aquaglide-w7-pro",
  "crispair-f4-compact",
  "crispair-f6-view",
  "crispair-f9-dual",
] as const;
export type ProductSlug = (typeof productSlugs)[number];

export type DemoProduct = {
  slug: ProductSlug;
  /** The model name, the same in every language. */
  name: string;
  category: CategorySlug;
  releasedAt: string;
  salesRank: number | null;
  publish: 0 | 1;
  specifications: SpecRowData[];
  texts: Localized<GoodsTexts>;
  specs: DemoSpec[];
};

export type DemoAccessory = {
  slug: string;
  type: AccessoryTypeSlug;
  drawing: AccessoryDrawing;
  consumable: boolean;
  releasedAt: string;
  publish: 0 | 1;
  fits: ProductSlug[];
  /** How many gallery images to draw (views 0..n-1). */
  images: 1 | 2;
  specifications: SpecRowData[];
  texts: Localized<GoodsTexts & { name: string }>;
  specs: DemoSpec[];
};

export type DemoBanner = {
  /** Names the banner's image, `banners/<name>`. */
  name: string;
  position: "home_top" | "product_list";
  sort: number;
  /** A store path; `{goods:<slug>}` and `{category:<slug>}` stand for ids resolved when seeding. */
  link: string;
  picture: { drawing: ProductDrawing; colour: DrawColour };
  texts: Localized<{ title: string; subtitle: string; cta: string }>;
};

export type DemoContentPage = {
  slug: string;
  kind: "article" | "page";
  publishedAt: string;
  picture: { drawing: ProductDrawing; colour: DrawColour };
  /** Link blocks may use the same `{goods:<slug>}` and `{category:<slug>}` placeholders as banners. */
  texts: Localized<{ title: string; summary: string; blocks: ContentBlock[] }>;
};

// --- Specification table: translated labels and values formatted per language ---

export const specLabels = {
  suction: {
    en: "Suction power",
    de: "Saugleistung",
    fr: "Puissance d'aspiration",
    es: "Potencia de succión",
    it: "Potenza di aspirazione",
  },
  runtime: { en: "Battery runtime", de: "Akkulaufzeit", fr: "Autonomie", es: "Autonomía", it: "Autonomia" },
  chargeTime: {
    en: "Charging time",
    de: "Ladezeit",
    fr: "Temps de charge",
    es: "Tiempo de carga",
    it: "Tempo di ricarica",
  },
  dustbin: {
    en: "Dust bin capacity",
    de: "Staubbehälter",
    fr: "Capacité du bac à poussière",
    es: "Capacidad del depósito de polvo",
    it: "Capacità del contenitore polvere",
  },
  waterTank: {
    en: "Water tank",
    de: "Wassertank",
    fr: "Réservoir d'eau",
    es: "Depósito de agua",
    it: "Serbatoio dell'acqua",
  },
  cleanTank: {
    en: "Clean water tank",
    de: "Frischwassertank",
    fr: "Réservoir d'eau propre",
    es: "Depósito de agua limpia",
    it: "Serbatoio acqua pulita",
  },
  dirtyTank: {
    en: "Dirty water tank",
    de: "Schmutzwassertank",
    fr: "Réservoir d'eau sale",
    es: "Depósito de agua sucia",
    it: "Serbatoio acqua sporca",
  },
  noise: {
    en: "Noise level",
    de: "Geräuschpegel",
    fr: "Niveau sonore",
    es: "Nivel de ruido",
    it: "Rumorosità",
  },
  weight: { en: "Weight", de: "Gewicht", fr: "Poids", es: "Peso", it: "Peso" },
  dimensions: { en: "Dimensions", de: "Abmessungen", fr: "Dimensions", es: "Dimensiones", it: "Dimensioni" },
  navigation: { en: "Navigation", de: "Navigation", fr: "Navigation", es: "Navegación", it: "Navigazione" },
  climb: {
    en: "Max. climbing height",
    de: "Max. Kletterhöhe",
    fr: "Franchissement max.",
    es: "Altura máx. de subida",
    it: "Altezza max superabile",
  },
  battery: { en: "Battery", de: "Akku", fr: "Batterie", es: "Batería", it: "Batteria" },
  autoEmpty: {
    en: "Auto-empty station",
    de: "Absaugstation",
    fr: "Station d'auto-vidage",
    es: "Base de autovaciado",
    it: "Stazione di svuotamento",
  },
  mopping: { en: "Mopping", de: "Wischfunktion", fr: "Lavage", es: "Fregado", it: "Lavaggio" },
  filtration: { en: "Filtration", de: "Filtration", fr: "Filtration", es: "Filtración", it: "Filtrazione" },
  connectivity: {
    en: "Connectivity",
    de: "Konnektivität",
    fr: "Connectivité",
    es: "Conectividad",
    it: "Connettività",
  },
  power: { en: "Power", de: "Leistung", fr: "Puissance", es: "Potencia", it: "Potenza" },
  capacity: { en: "Capacity", de: "Fassungsvermögen", fr: "Capacité", es: "Capacidad", it: "Capacità" },
  temperature: {
    en: "Temperature range",
    de: "Temperaturbereich",
    fr: "Plage de température",
    es: "Rango de temperatura",
    it: "Intervallo di temperatura",
  },
  programmes: {
    en: "Cooking programmes",
    de: "Automatikprogramme",
    fr: "Programmes de cuisson",
    es: "Programas de cocción",
    it: "Programmi di cottura",
  },
  baskets: { en: "Baskets", de: "Garkörbe", fr: "Paniers", es: "Cestas", it: "Cestelli" },
  cable: {
    en: "Cable length",
    de: "Kabellänge",
    fr: "Longueur du câble",
    es: "Longitud del cable",
    it: "Lunghezza del cavo",
  },
  dishwasher: {
    en: "Dishwasher-safe parts",
    de: "Spülmaschinenfeste Teile",
    fr: "Pièces lavables au lave-vaisselle",
    es: "Piezas aptas para lavavajillas",
    it: "Parti lavabili in lavastoviglie",
  },
  cleaningPath: {
    en: "Cleaning width",
    de: "Arbeitsbreite",
    fr: "Largeur de nettoyage",
    es: "Ancho de limpieza",
    it: "Larghezza di pulizia",
  },
  compatibility: {
    en: "Compatible with",
    de: "Kompatibel mit",
    fr: "Compatible avec",
    es: "Compatible con",
    it: "Compatibile con",
  },
  material: { en: "Material", de: "Material", fr: "Matériau", es: "Material", it: "Materiale" },
  replace: {
    en: "Replace every",
    de: "Austausch alle",
    fr: "À remplacer tous les",
    es: "Sustituir cada",
    it: "Sostituire ogni",
  },
  voltage: { en: "Voltage", de: "Spannung", fr: "Tension", es: "Tensión", it: "Tensione" },
  packSize: {
    en: "Pieces per pack",
    de: "Stück pro Packung",
    fr: "Pièces par lot",
    es: "Unidades por paquete",
    it: "Pezzi per confezione",
  },
  diameter: { en: "Diameter", de: "Durchmesser", fr: "Diamètre", es: "Diámetro", it: "Diametro" },
  washTemperature: {
    en: "Washing water temperature",
    de: "Wischwassertemperatur",
    fr: "Température de l'eau de lavage",
    es: "Temperatura del agua de fregado",
    it: "Temperatura dell'acqua di lavaggio",
  },
  maxTemperature: {
    en: "Heat resistant up to",
    de: "Hitzebeständig bis",
    fr: "Résiste jusqu'à",
    es: "Resistente hasta",
    it: "Resistente fino a",
  },
} satisfies Record<string, Localized>;
export type SpecLabel = keyof typeof specLabels;

export type Unit =
  | "Pa"
  | "min"
  | "h"
  | "L"
  | "mL"
  | "dB"
  | "kg"
  | "g"
  | "mm"
  | "cm"
  | "m"
  | "W"
  | "V"
  | "mAh"
  | "°C"
  | "m²"
  | "months";

const unitNames: Partial<Record<Unit, Partial<Localized>>> = {
  L: { de: "l" },
  mL: { de: "ml" },
  months: { en: "months", de: "Monate", fr: "mois", es: "meses", it: "mesi" },
};

const locales: Localized = { en: "en-US", de: "de-DE", fr: "fr-FR", es: "es-ES", it: "it-IT" };
const upToWords: Localized = { en: "up to", de: "bis zu", fr: "jusqu'à", es: "hasta", it: "fino a" };

function formatNumber(value: number, lang: ContentLang): string {
  // Spanish style leaves four-digit numbers ungrouped (2700), the others group them (2,700 / 2.700 / 2 700).
  return new Intl.NumberFormat(locales[lang], {
    maximumFractionDigits: 2,
    useGrouping: lang === "es" ? "min2" : "always",
  }).format(value);
}

function formatUnit(unit: Unit, lang: ContentLang): string {
  return unitNames[unit]?.[lang] ?? unit;
}

export function formatSpecValue(value: SpecValue, lang: ContentLang): string {
  if (typeof value === "string") return value;
  if ("qty" in value) {
    const text = `${formatNumber(value.qty, lang)} ${formatUnit(value.unit, lang)}`;
    return value.upTo ? `${upToWords[lang]} ${text}` : text;
  }
  if ("from" in value)
    return `${formatNumber(value.from, lang)}–${formatNumber(value.to, lang)} ${formatUnit(value.unit, lang)}`;
  if ("dims" in value)
    return `${value.dims.map((part) => formatNumber(part, lang)).join(" × ")} ${formatUnit(value.unit, lang)}`;
  return value[lang];
}

/** The specification table of one language: translated labels, localised numbers and units. */
export function specificationRows(rows: readonly SpecRowData[], lang: ContentLang): SpecificationRow[] {
  return rows.map(([label, value]) => ({
    label: specLabels[label][lang],
    value: formatSpecValue(value, lang),
  }));
}

const qty = (value: number, unit: Unit) => ({ qty: value, unit });
const upTo = (value: number, unit: Unit) => ({ qty: value, unit, upTo: true });
const range = (from: number, to: number, unit: Unit) => ({ from, to, unit });
const dims = (a: number, b: number, c: number, unit: Unit = "mm") => ({ dims: [a, b, c] as const, unit });

const yes: Localized = { en: "Yes", de: "Ja", fr: "Oui", es: "Sí", it: "Sì" };
const hepa13: Localized = {
  en: "Sealed HEPA H13 system",
  de: "Versiegeltes HEPA-H13-System",
  fr: "Système HEPA H13 étanche",
  es: "Sistema HEPA H13 sellado",
  it: "Sistema HEPA H13 sigillato",
};
const wifiApp: Localized = {
  en: "Wi-Fi 2.4 GHz, app",
  de: "WLAN 2,4 GHz, App",
  fr: "Wi-Fi 2,4 GHz, application",
  es: "Wi-Fi 2,4 GHz, app",
  it: "Wi-Fi 2,4 GHz, app",
};
const wifiVoice: Localized = {
  en: "Wi-Fi, app, voice assistants",
  de: "WLAN, App, Sprachassistenten",
  fr: "Wi-Fi, application, assistants vocaux",
  es: "Wi-Fi, app, asistentes de voz",
  it: "Wi-Fi, app, assistenti vocali",
};
const lidar: Localized = {
  en: "LiDAR laser mapping",
  de: "LiDAR-Laserkartierung",
  fr: "Cartographie laser LiDAR",
  es: "Mapeo láser LiDAR",
  it: "Mappatura laser LiDAR",
};
const multiCyclone: Localized = {
  en: "Multi-cyclone, washable filter",
  de: "Multizyklon, waschbarer Filter",
  fr: "Multicyclonique, filtre lavable",
  es: "Multiciclónico, filtro lavable",
  it: "Multiciclonico, filtro lavabile",
};

// --- Spec names shared by many goods ---

const colourNames: Record<DrawColour, { abbr: string; names: Localized }> = {
  black: {
    abbr: "Black",
    names: {
      en: "Midnight Black",
      de: "Mitternachtsschwarz",
      fr: "Noir minuit",
      es: "Negro medianoche",
      it: "Nero mezzanotte",
    },
  },
  white: {
    abbr: "White",
    names: {
      en: "Arctic White",
      de: "Arktisweiß",
      fr: "Blanc arctique",
      es: "Blanco ártico",
      it: "Bianco artico",
    },
  },
  grey: {
    abbr: "Grey",
    names: {
      en: "Graphite Grey",
      de: "Graphitgrau",
      fr: "Gris graphite",
      es: "Gris grafito",
      it: "Grigio grafite",
    },
  },
  sage: {
    abbr: "Sage",
    names: { en: "Sage Green", de: "Salbeigrün", fr: "Vert sauge", es: "Verde salvia", it: "Verde salvia" },
  },
  silver: {
    abbr: "Silver",
    names: {
      en: "Satin Silver",
      de: "Satinsilber",
      fr: "Argent satiné",
      es: "Plata satinada",
      it: "Argento satinato",
    },
  },
};

function colourSpec(sku: string, colour: DrawColour, stock: number, prices: DemoPrices): DemoSpec {
  return { sku, ...colourNames[colour], colour, stock, prices };
}

/** A pack of `count` pieces, e.g. "2x" / "2er-Pack" / "Lot de 2". */
function packSpec(
  sku: string,
  count: number,
  colour: DrawColour,
  stock: number,
  prices: DemoPrices,
): DemoSpec {
  return {
    sku,
    abbr: `${count}x`,
    names:
      count === 1
        ? { en: "Single", de: "Einzeln", fr: "À l'unité", es: "Unidad", it: "Singolo" }
        : {
            en: `Pack of ${count}`,
            de: `${count}er-Pack`,
            fr: `Lot de ${count}`,
            es: `Pack de ${count}`,
            it: `Confezione da ${count}`,
          },
    colour,
    stock,
    prices,
  };
}

// --- Categories and accessory types ---

export const demoCategories: { slug: CategorySlug; drawing: ProductDrawing; names: Localized }[] = [
  {
    slug: "robot-vacuums",
    drawing: "robot",
    names: {
      en: "Robot vacuums",
      de: "Saugroboter",
      fr: "Aspirateurs robots",
      es: "Robots aspiradores",
      it: "Robot aspirapolvere",
    },
  },
  {
    slug: "cordless-vacuums",
    drawing: "stick",
    names: {
      en: "Cordless vacuums",
      de: "Akku-Staubsauger",
      fr: "Aspirateurs sans fil",
      es: "Aspiradoras sin cable",
      it: "Aspirapolvere senza filo",
    },
  },
  {
    slug: "wet-dry-vacuums",
    drawing: "wet-dry",
    names: {
      en: "Wet & dry vacuums",
      de: "Nass-Trocken-Sauger",
      fr: "Aspirateurs laveurs",
      es: "Aspiradoras en seco y húmedo",
      it: "Aspirapolvere lavapavimenti",
    },
  },
  {
    slug: "air-fryers",
    drawing: "air-fryer",
    names: {
      en: "Air fryers",
      de: "Heißluftfritteusen",
      fr: "Friteuses sans huile",
      es: "Freidoras de aire",
      it: "Friggitrici ad aria",
    },
  },
];

export const demoAccessoryTypes: { slug: AccessoryTypeSlug; names: Localized }[] = [
  { slug: "filters", names: { en: "Filters", de: "Filter", fr: "Filtres", es: "Filtros", it: "Filtri" } },
  {
    slug: "brushes",
    names: {
      en: "Brushes & tools",
      de: "Bürsten & Düsen",
      fr: "Brosses et accessoires",
      es: "Cepillos y boquillas",
      it: "Spazzole e bocchette",
    },
  },
  {
    slug: "mop-pads",
    names: { en: "Mop pads", de: "Wischpads", fr: "Serpillières", es: "Mopas", it: "Panni lavaggio" },
  },
  {
    slug: "dust-bags",
    names: {
      en: "Dust bags",
      de: "Staubbeutel",
      fr: "Sacs à poussière",
      es: "Bolsas de polvo",
      it: "Sacchetti per la polvere",
    },
  },
  {
    slug: "batteries",
    names: { en: "Batteries", de: "Akkus", fr: "Batteries", es: "Baterías", it: "Batterie" },
  },
  {
    slug: "fryer-accessories",
    names: {
      en: "Air fryer liners & baskets",
      de: "Backpapier & Körbe für Heißluftfritteusen",
      fr: "Feuilles de cuisson et paniers pour friteuse",
      es: "Papel y cestas para freidora de aire",
      it: "Carta forno e cestelli per friggitrice",
    },
  },
];

// --- Products ---

export const demoProducts: DemoProduct[] = [
  {
    slug: "aerosweep-r4",
    name: "AeroSweep R4",
    category: "robot-vacuums",
    releasedAt: "2024-01-16T09:00:00Z",
    salesRank: null,
    publish: 0,
    specifications: [
      ["suction", qty(2700, "Pa")],
      ["runtime", upTo(120, "min")],
      ["dustbin", qty(0.5, "L")],
      [
        "navigation",
        {
          en: "Gyroscope and bump sensors",
          de: "Gyroskop und Stoßsensoren",
          fr: "Gyroscope et capteurs de choc",
          es: "Giroscopio y sensores de choque",
          it: "Giroscopio e sensori d'urto",
        },
      ],
      ["climb", qty(18, "mm")],
      ["noise", qty(62, "dB")],
      ["battery", qty(2600, "mAh")],
      ["weight", qty(2.9, "kg")],
      ["dimensions", dims(330, 330, 78)],
    ],
    texts: {
      en: {
        tagline: "Reliable everyday cleaning at a friendly price",
        description:
          "The AeroSweep R4 was our first robot vacuum and has kept thousands of floors tidy. It cleans in neat lanes, slips under sofas at just 78 mm high and returns to its dock when the battery runs low. It has now been replaced by the AeroSweep R5, but spare parts remain available.",
        highlights: [
          "2,700 Pa suction for everyday dust and crumbs",
          "Slim 78 mm body fits under most furniture",
          "Up to 120 minutes per charge",
          "Returns to its dock automatically",
        ],
        includedItems: ["AeroSweep R4 robot", "Charging dock", "Two side brushes", "Power adapter"],
      },
      de: {
        tagline: "Zuverlässige Alltagsreinigung zum fairen Preis",
        description:
          "Der AeroSweep R4 war unser erster Saugroboter und hat Tausende Böden sauber gehalten. Er reinigt in ordentlichen Bahnen, passt mit nur 78 mm Höhe unter Sofas und fährt bei niedrigem Akkustand selbstständig zur Ladestation. Inzwischen wurde er vom AeroSweep R5 abgelöst, Ersatzteile sind aber weiterhin erhältlich.",
        highlights: [
          "2.700 Pa Saugleistung für Alltagsstaub und Krümel",
          "Flaches 78-mm-Gehäuse passt unter die meisten Möbel",
          "Bis zu 120 Minuten pro Akkuladung",
          "Kehrt automatisch zur Ladestation zurück",
        ],
        includedItems: ["AeroSweep R4 Saugroboter", "Ladestation", "Zwei Seitenbürsten", "Netzteil"],
      },
      fr: {
        tagline: "Un nettoyage quotidien fiable à petit prix",
        description:
          "L'AeroSweep R4 a été notre premier aspirateur robot et a gardé des milliers de sols impeccables. Il nettoie en allers-retours méthodiques, se glisse sous les canapés grâce à ses 78 mm de hauteur et regagne seul sa base quand la batterie faiblit. Il est désormais remplacé par l'AeroSweep R5, mais ses pièces détachées restent disponibles.",
        highlights: [
          "2 700 Pa d'aspiration pour la poussière et les miettes du quotidien",
          "Corps extra-plat de 78 mm qui passe sous la plupart des meubles",
          "Jusqu'à 120 minutes d'autonomie",
          "Retour automatique à la base de charge",
        ],
        includedItems: [
          "Robot AeroSweep R4",
          "Base de charge",
          "Deux brosses latérales",
          "Adaptateur secteur",
        ],
      },
      es: {
        tagline: "Limpieza diaria fiable a un precio asequible",
        description:
          "El AeroSweep R4 fue nuestro primer robot aspirador y ha mantenido limpios miles de suelos. Limpia en pasadas ordenadas, cabe bajo los sofás gracias a sus 78 mm de altura y vuelve solo a la base cuando le queda poca batería. Ya lo ha sustituido el AeroSweep R5, pero seguimos ofreciendo sus recambios.",
        highlights: [
          "2700 Pa de succión para el polvo y las migas de cada día",
          "Cuerpo plano de 78 mm que cabe bajo la mayoría de muebles",
          "Hasta 120 minutos por carga",
          "Vuelve a la base de carga automáticamente",
        ],
        includedItems: [
          "Robot AeroSweep R4",
          "Base de carga",
          "Dos cepillos laterales",
          "Adaptador de corriente",
        ],
      },
      it: {
        tagline: "Pulizia quotidiana affidabile a un prezzo accessibile",
        description:
          "L'AeroSweep R4 è stato il nostro primo robot aspirapolvere e ha mantenuto pulite migliaia di case. Pulisce con passate ordinate, passa sotto i divani grazie ai suoi 78 mm di altezza e torna da solo alla base quando la batteria è scarica. Oggi è stato sostituito dall'AeroSweep R5, ma i ricambi restano disponibili.",
        highlights: [
          "2.700 Pa di aspirazione per polvere e briciole di tutti i giorni",
          "Corpo sottile da 78 mm che passa sotto la maggior parte dei mobili",
          "Fino a 120 minuti per carica",
          "Torna automaticamente alla base di ricarica",
        ],
        includedItems: ["Robot AeroSweep R4", "Base di ricarica", "Due spazzole laterali", "Alimentatore"],
      },
    },
    specs: [
      colourSpec("AS-R4-BK", "black", 12, { usd: [29900, null], gbp: [25900, null], eur: [28900, null] }),
    ],
  },
  {
    slug: "aerosweep-r5",
    name: "AeroSweep R5",
    category: "robot-vacuums",
    releasedAt: "2024-08-20T09:00:00Z",
    salesRank: null,
    publish: 1,
    specifications: [
      ["suction", qty(4000, "Pa")],
      ["runtime", upTo(150, "min")],
      ["dustbin", qty(0.45, "L")],
      [
        "navigation",
        {
          en: "Optical floor tracking and gyroscope",
          de: "Optische Bodenerkennung und Gyroskop",
          fr: "Suivi optique du sol et gyroscope",
          es: "Seguimiento óptico del suelo y giroscopio",
          it: "Tracciamento ottico e giroscopio",
        },
      ],
      ["connectivity", wifiApp],
      ["climb", qty(20, "mm")],
      ["noise", qty(60, "dB")],
      ["battery", qty(3200, "mAh")],
      ["weight", qty(3.1, "kg")],
      ["dimensions", dims(340, 340, 82)],
    ],
    texts: {
      en: {
        tagline: "Smart, quiet cleaning for every day",
        description:
          "The AeroSweep R5 brings app control and systematic cleaning to every home. Optical floor tracking keeps its lanes straight, while 4,000 Pa of suction lifts dust from carpets and hard floors alike. Set schedules and no-go lines in the app and come home to clean floors.",
        highlights: [
          "4,000 Pa suction with automatic carpet boost",
          "Up to 150 minutes on one charge",
          "Schedules and no-go lines in the app",
          "Quiet 60 dB standard mode",
        ],
        includedItems: ["AeroSweep R5 robot", "Charging dock", "Two side brushes", "Spare HEPA filter"],
      },
      de: {
        tagline: "Smarte, leise Reinigung für jeden Tag",
        description:
          "Der AeroSweep R5 bringt App-Steuerung und systematisches Saugen in jedes Zuhause. Die optische Bodenerkennung hält seine Bahnen schnurgerade, und 4.000 Pa Saugleistung lösen Staub von Teppichen ebenso wie von Hartböden. Legen Sie Zeitpläne und Sperrlinien in der App fest und kommen Sie nach Hause auf saubere Böden.",
        highlights: [
          "4.000 Pa Saugleistung mit automatischem Teppich-Boost",
          "Bis zu 150 Minuten mit einer Akkuladung",
          "Zeitpläne und Sperrlinien per App",
          "Leise 60 dB im Standardmodus",
        ],
        includedItems: [
          "AeroSweep R5 Saugroboter",
          "Ladestation",
          "Zwei Seitenbürsten",
          "Ersatz-HEPA-Filter",
        ],
      },
      fr: {
        tagline: "Un nettoyage intelligent et silencieux au quotidien",
        description:
          "L'AeroSweep R5 apporte le pilotage par application et un nettoyage méthodique dans chaque foyer. Son suivi optique du sol lui fait tracer des lignes bien droites, tandis que ses 4 000 Pa d'aspiration décollent la poussière des tapis comme des sols durs. Programmez les passages et les zones interdites dans l'application, et retrouvez des sols propres en rentrant.",
        highlights: [
          "4 000 Pa d'aspiration avec boost automatique sur les tapis",
          "Jusqu'à 150 minutes d'autonomie",
          "Programmation et zones interdites depuis l'application",
          "Seulement 60 dB en mode standard",
        ],
        includedItems: [
          "Robot AeroSweep R5",
          "Base de charge",
          "Deux brosses latérales",
          "Filtre HEPA de rechange",
        ],
      },
      es: {
        tagline: "Limpieza inteligente y silenciosa para cada día",
        description:
          "El AeroSweep R5 lleva el control por app y la limpieza sistemática a cualquier hogar. Su seguimiento óptico del suelo mantiene las pasadas rectas, y sus 4000 Pa de succión levantan el polvo tanto de alfombras como de suelos duros. Programa horarios y líneas prohibidas en la app y vuelve a casa con los suelos limpios.",
        highlights: [
          "4000 Pa de succión con refuerzo automático en alfombras",
          "Hasta 150 minutos con una sola carga",
          "Horarios y líneas prohibidas desde la app",
          "Solo 60 dB en modo estándar",
        ],
        includedItems: [
          "Robot AeroSweep R5",
          "Base de carga",
          "Dos cepillos laterales",
          "Filtro HEPA de repuesto",
        ],
      },
      it: {
        tagline: "Pulizia smart e silenziosa per ogni giorno",
        description:
          "L'AeroSweep R5 porta il controllo da app e una pulizia sistematica in ogni casa. Il tracciamento ottico del pavimento mantiene le passate dritte, mentre 4.000 Pa di aspirazione rimuovono la polvere da tappeti e pavimenti duri. Imposta programmi e linee virtuali nell'app e torna a casa con i pavimenti puliti.",
        highlights: [
          "4.000 Pa di aspirazione con boost automatico sui tappeti",
          "Fino a 150 minuti con una carica",
          "Programmi e linee virtuali dall'app",
          "Solo 60 dB in modalità standard",
        ],
        includedItems: [
          "Robot AeroSweep R5",
          "Base di ricarica",
          "Due spazzole laterali",
          "Filtro HEPA di ricambio",
        ],
      },
    },
    specs: [
      colourSpec("AS-R5-WH", "white", 0, { usd: [34900, null], gbp: [29900, null], eur: [33900, null] }),
      colourSpec("AS-R5-BK", "black", 0, { usd: [34900, null], gbp: [29900, null], eur: [33900, null] }),
    ],
  },
  {
    slug: "aerosweep-r7-max",
    name: "AeroSweep R7 Max",
    category: "robot-vacuums",
    releasedAt: "2025-04-15T09:00:00Z",
    salesRank: 1,
    publish: 1,
    specifications: [
      ["suction", qty(6000, "Pa")],
      ["runtime", upTo(180, "min")],
      ["dustbin", qty(0.4, "L")],
      ["waterTank", qty(250, "mL")],
      [
        "mopping",
        {
          en: "Vibrating mop, 3 water levels",
          de: "Vibrierendes Wischpad, 3 Wasserstufen",
          fr: "Serpillière vibrante, 3 niveaux d'eau",
          es: "Mopa vibratoria, 3 niveles de agua",
          it: "Panno vibrante, 3 livelli d'acqua",
        },
      ],
      ["navigation", lidar],
      ["connectivity", wifiVoice],
      ["climb", qty(20, "mm")],
      ["noise", qty(62, "dB")],
      ["battery", qty(5200, "mAh")],
      ["weight", qty(3.6, "kg")],
      ["dimensions", dims(350, 350, 97)],
    ],
    texts: {
      en: {
        tagline: "LiDAR mapping, strong suction and mopping in one",
        description:
          "The AeroSweep R7 Max maps your home with LiDAR in a single run and remembers up to four floors. Its 6,000 Pa suction pulls grit from deep in carpet fibres, and the vibrating mop scrubs hard floors with three water levels. Room-by-room cleaning, voice control and up to three hours of runtime make it our most popular robot.",
        highlights: [
          "LiDAR mapping with multi-floor memory",
          "6,000 Pa suction and automatic carpet boost",
          "Vibrating mop with three water levels",
          "Up to 180 minutes per charge",
        ],
        includedItems: [
          "AeroSweep R7 Max robot",
          "Charging dock",
          "Mop module with washable pad",
          "Two side brushes",
          "Spare HEPA filter",
        ],
      },
      de: {
        tagline: "LiDAR-Navigation, starke Saugleistung und Wischen in einem",
        description:
          "Der AeroSweep R7 Max kartiert Ihre Wohnung per LiDAR in nur einer Fahrt und speichert bis zu vier Etagen. Mit 6.000 Pa Saugleistung holt er Sand tief aus den Teppichfasern, und das vibrierende Wischmodul schrubbt Hartböden mit drei Wasserstufen. Raumgenaue Reinigung, Sprachsteuerung und bis zu drei Stunden Laufzeit machen ihn zu unserem beliebtesten Roboter.",
        highlights: [
          "LiDAR-Kartierung mit Speicher für mehrere Etagen",
          "6.000 Pa Saugleistung und automatischer Teppich-Boost",
          "Vibrierendes Wischmodul mit drei Wasserstufen",
          "Bis zu 180 Minuten pro Akkuladung",
        ],
        includedItems: [
          "AeroSweep R7 Max Saugroboter",
          "Ladestation",
          "Wischmodul mit waschbarem Pad",
          "Zwei Seitenbürsten",
          "Ersatz-HEPA-Filter",
        ],
      },
      fr: {
        tagline: "Cartographie LiDAR, aspiration puissante et lavage réunis",
        description:
          "L'AeroSweep R7 Max cartographie votre logement au LiDAR en un seul passage et mémorise jusqu'à quatre étages. Ses 6 000 Pa d'aspiration extraient le sable au cœur des fibres des tapis, et sa serpillière vibrante frotte les sols durs avec trois niveaux d'eau. Nettoyage pièce par pièce, commande vocale et jusqu'à trois heures d'autonomie en font notre robot le plus apprécié.",
        highlights: [
          "Cartographie LiDAR avec mémoire multi-étages",
          "6 000 Pa d'aspiration et boost automatique sur les tapis",
          "Serpillière vibrante avec trois niveaux d'eau",
          "Jusqu'à 180 minutes d'autonomie",
        ],
        includedItems: [
          "Robot AeroSweep R7 Max",
          "Base de charge",
          "Module de lavage avec serpillière lavable",
          "Deux brosses latérales",
          "Filtre HEPA de rechange",
        ],
      },
      es: {
        tagline: "Mapeo LiDAR, succión potente y fregado en uno",
        description:
          "El AeroSweep R7 Max mapea tu casa con LiDAR en una sola pasada y recuerda hasta cuatro plantas. Sus 6000 Pa de succión arrancan la arena del fondo de las alfombras, y su mopa vibratoria friega los suelos duros con tres niveles de agua. La limpieza por habitaciones, el control por voz y hasta tres horas de autonomía lo convierten en nuestro robot más vendido.",
        highlights: [
          "Mapeo LiDAR con memoria de varias plantas",
          "6000 Pa de succión y refuerzo automático en alfombras",
          "Mopa vibratoria con tres niveles de agua",
          "Hasta 180 minutos por carga",
        ],
        includedItems: [
          "Robot AeroSweep R7 Max",
          "Base de carga",
          "Módulo de fregado con mopa lavable",
          "Dos cepillos laterales",
          "Filtro HEPA de repuesto",
        ],
      },
      it: {
        tagline: "Mappatura LiDAR, aspirazione potente e lavaggio in un solo robot",
        description:
          "L'AeroSweep R7 Max mappa la tua casa con il LiDAR in un solo passaggio e memorizza fino a quattro piani. I suoi 6.000 Pa di aspirazione estraggono la sabbia dal fondo dei tappeti, mentre il panno vibrante strofina i pavimenti duri con tre livelli d'acqua. Pulizia stanza per stanza, comandi vocali e fino a tre ore di autonomia ne fanno il nostro robot più amato.",
        highlights: [
          "Mappatura LiDAR con memoria multipiano",
          "6.000 Pa di aspirazione e boost automatico sui tappeti",
          "Panno vibrante con tre livelli d'acqua",
          "Fino a 180 minuti per carica",
        ],
        includedItems: [
          "Robot AeroSweep R7 Max",
          "Base di ricarica",
          "Modulo lavaggio con panno lavabile",
          "Due spazzole laterali",
          "Filtro HEPA di ricambio",
        ],
      },
    },
    specs: [
      colourSpec("AS-R7M-BK", "black", 140, {
        usd: [59900, 69900],
        gbp: [51900, 59900],
        eur: [57900, 67900],
        es: [56900, 67900],
      }),
      colourSpec("AS-R7M-WH", "white", 0, {
        usd: [59900, 69900],
        gbp: [51900, 59900],
        eur: [57900, 67900],
        es: [56900, 67900],
      }),
    ],
  },
  {
    slug: "aerosweep-r9-pro",
    name: "AeroSweep R9 Pro",
    category: "robot-vacuums",
    releasedAt: "2026-05-19T09:00:00Z",
    salesRank: 4,
    publish: 1,
    specifications: [
      ["suction", qty(12000, "Pa")],
      ["runtime", upTo(200, "min")],
      ["dustbin", qty(0.3, "L")],
      [
        "autoEmpty",
        {
          en: "3 L bag, up to 60 days",
          de: "3-l-Beutel, bis zu 60 Tage",
          fr: "Sac de 3 L, jusqu'à 60 jours",
          es: "Bolsa de 3 L, hasta 60 días",
          it: "Sacchetto da 3 L, fino a 60 giorni",
        },
      ],
      [
        "mopping",
        {
          en: "Twin rotating mops, 10 mm lift",
          de: "Zwei rotierende Mopps, 10 mm Anhebung",
          fr: "Deux serpillières rotatives, relevage de 10 mm",
          es: "Dos mopas giratorias, elevación de 10 mm",
          it: "Due panni rotanti, sollevamento di 10 mm",
        },
      ],
      [
        "navigation",
        {
          en: "LiDAR and 3D obstacle avoidance",
          de: "LiDAR und 3D-Hinderniserkennung",
          fr: "LiDAR et évitement d'obstacles 3D",
          es: "LiDAR y evitación de obstáculos 3D",
          it: "LiDAR e riconoscimento ostacoli 3D",
        },
      ],
      ["connectivity", wifiVoice],
      ["climb", qty(22, "mm")],
      ["noise", qty(64, "dB")],
      ["battery", qty(6400, "mAh")],
      ["weight", qty(4.1, "kg")],
      ["dimensions", dims(353, 350, 98)],
    ],
    texts: {
      en: {
        tagline: "Our flagship: hands-free for up to 60 days",
        description:
          "The AeroSweep R9 Pro combines 12,000 Pa of suction with twin rotating mops that lift 10 mm as soon as it reaches a rug. 3D obstacle avoidance recognises cables, socks and pet bowls and steers around them. After every run the AutoEmpty station pulls the dust into a sealed 3-litre bag, so you can forget about the bin for up to 60 days.",
        highlights: [
          "12,000 Pa suction, our strongest yet",
          "Twin rotating mops that lift 10 mm on rugs",
          "3D obstacle avoidance for cables and socks",
          "AutoEmpty station with a sealed 3 L bag",
        ],
        includedItems: [
          "AeroSweep R9 Pro robot",
          "AutoEmpty station",
          "Two rotating mop pads",
          "Two dust bags",
          "Side brush",
        ],
      },
      de: {
        tagline: "Unser Flaggschiff: bis zu 60 Tage ohne Handgriff",
        description:
          "Der AeroSweep R9 Pro kombiniert 12.000 Pa Saugleistung mit zwei rotierenden Wischmopps, die sich auf Teppichen sofort um 10 mm anheben. Die 3D-Hinderniserkennung erkennt Kabel, Socken und Futternäpfe und umfährt sie. Nach jeder Fahrt saugt die AutoEmpty-Station den Staub in einen verschlossenen 3-Liter-Beutel – so müssen Sie bis zu 60 Tage nicht an den Behälter denken.",
        highlights: [
          "12.000 Pa Saugleistung – unsere stärkste bisher",
          "Zwei rotierende Mopps, die sich auf Teppichen um 10 mm anheben",
          "3D-Hinderniserkennung für Kabel und Socken",
          "AutoEmpty-Station mit verschlossenem 3-l-Beutel",
        ],
        includedItems: [
          "AeroSweep R9 Pro Saugroboter",
          "AutoEmpty-Station",
          "Zwei rotierende Wischpads",
          "Zwei Staubbeutel",
          "Seitenbürste",
        ],
      },
      fr: {
        tagline: "Notre modèle phare : jusqu'à 60 jours sans y penser",
        description:
          "L'AeroSweep R9 Pro associe 12 000 Pa d'aspiration à deux serpillières rotatives qui se relèvent de 10 mm dès qu'il aborde un tapis. Son évitement d'obstacles 3D reconnaît les câbles, les chaussettes et les gamelles, et les contourne. Après chaque passage, la station AutoEmpty aspire la poussière dans un sac hermétique de 3 litres : vous oubliez le bac jusqu'à 60 jours.",
        highlights: [
          "12 000 Pa d'aspiration, notre record",
          "Deux serpillières rotatives qui se relèvent de 10 mm sur les tapis",
          "Évitement d'obstacles 3D pour câbles et chaussettes",
          "Station AutoEmpty avec sac hermétique de 3 L",
        ],
        includedItems: [
          "Robot AeroSweep R9 Pro",
          "Station AutoEmpty",
          "Deux patins de lavage rotatifs",
          "Deux sacs à poussière",
          "Brosse latérale",
        ],
      },
      es: {
        tagline: "Nuestro buque insignia: hasta 60 días sin tocarlo",
        description:
          "El AeroSweep R9 Pro combina 12.000 Pa de succión con dos mopas giratorias que se elevan 10 mm en cuanto llega a una alfombra. Su sistema de evitación de obstáculos 3D reconoce cables, calcetines y comederos, y los esquiva. Tras cada limpieza, la base AutoEmpty aspira el polvo a una bolsa sellada de 3 litros, para que te olvides del depósito hasta 60 días.",
        highlights: [
          "12.000 Pa de succión, la mayor de nuestra gama",
          "Dos mopas giratorias que se elevan 10 mm sobre las alfombras",
          "Evitación de obstáculos 3D para cables y calcetines",
          "Base AutoEmpty con bolsa sellada de 3 L",
        ],
        includedItems: [
          "Robot AeroSweep R9 Pro",
          "Base AutoEmpty",
          "Dos mopas giratorias",
          "Dos bolsas de polvo",
          "Cepillo lateral",
        ],
      },
      it: {
        tagline: "Il nostro top di gamma: fino a 60 giorni senza pensieri",
        description:
          "L'AeroSweep R9 Pro unisce 12.000 Pa di aspirazione a due panni rotanti che si sollevano di 10 mm appena incontrano un tappeto. Il riconoscimento ostacoli 3D individua cavi, calzini e ciotole e li aggira. Dopo ogni ciclo la stazione AutoEmpty aspira la polvere in un sacchetto sigillato da 3 litri, così puoi dimenticarti del contenitore fino a 60 giorni.",
        highlights: [
          "12.000 Pa di aspirazione, la più alta della nostra gamma",
          "Due panni rotanti che si sollevano di 10 mm sui tappeti",
          "Riconoscimento ostacoli 3D per cavi e calzini",
          "Stazione AutoEmpty con sacchetto sigillato da 3 L",
        ],
        includedItems: [
          "Robot AeroSweep R9 Pro",
          "Stazione AutoEmpty",
          "Due panni rotanti",
          "Due sacchetti per la polvere",
          "Spazzola laterale",
        ],
      },
    },
    specs: [
      colourSpec("AS-R9P-BK", "black", 60, {
        usd: [119900, 129900],
        gbp: [104900, 114900],
        eur: [114900, 124900],
        it: [116900, 126900],
      }),
      colourSpec("AS-R9P-WH", "white", 25, {
        usd: [119900, 129900],
        gbp: [104900, 114900],
        eur: [114900, 124900],
        it: [116900, 126900],
      }),
    ],
  },
  {
    slug: "aerostick-s6",
    name: "AeroStick S6",
    category: "cordless-vacuums",
    releasedAt: "2024-05-14T09:00:00Z",
    salesRank: null,
    publish: 1,
    specifications: [
      ["suction", qty(18000, "Pa")],
      ["power", qty(220, "W")],
      ["runtime", upTo(40, "min")],
      ["chargeTime", qty(3.5, "h")],
      ["dustbin", qty(0.5, "L")],
      ["filtration", multiCyclone],
      ["noise", qty(76, "dB")],
      ["battery", qty(2500, "mAh")],
      ["weight", qty(1.4, "kg")],
      ["dimensions", dims(250, 210, 1120)],
    ],
    texts: {
      en: {
        tagline: "Light, simple, ready whenever you are",
        description:
          "The AeroStick S6 weighs just 1.4 kg, so quick clean-ups never feel like a chore. A 220 W motor and a multi-cyclone system keep suction steady for up to 40 minutes. Lift off the wand and it becomes a handheld for stairs, sofas and the car.",
        highlights: [
          "Only 1.4 kg in handheld mode",
          "Up to 40 minutes of runtime",
          "One-click bin emptying",
          "Converts to a handheld in seconds",
        ],
        includedItems: [
          "AeroStick S6 with motorised floor head",
          "Crevice tool",
          "2-in-1 dusting brush",
          "Charger",
        ],
      },
      de: {
        tagline: "Leicht, einfach, immer einsatzbereit",
        description:
          "Der AeroStick S6 wiegt nur 1,4 kg – schnelles Saugen zwischendurch wird so nie zur Last. Ein 220-W-Motor und das Multizyklon-System halten die Saugkraft bis zu 40 Minuten konstant. Nehmen Sie das Rohr ab, wird er zum Handsauger für Treppe, Sofa und Auto.",
        highlights: [
          "Nur 1,4 kg im Handbetrieb",
          "Bis zu 40 Minuten Laufzeit",
          "Behälter mit einem Klick entleeren",
          "In Sekunden zum Handsauger umgebaut",
        ],
        includedItems: [
          "AeroStick S6 mit motorisierter Bodendüse",
          "Fugendüse",
          "2-in-1-Staubpinsel",
          "Ladegerät",
        ],
      },
      fr: {
        tagline: "Léger, simple, toujours prêt",
        description:
          "L'AeroStick S6 ne pèse que 1,4 kg : les petits nettoyages ne sont plus une corvée. Son moteur de 220 W et son système multicyclonique maintiennent une aspiration constante jusqu'à 40 minutes. Retirez le tube et il devient un aspirateur à main pour les escaliers, le canapé et la voiture.",
        highlights: [
          "Seulement 1,4 kg en mode main",
          "Jusqu'à 40 minutes d'autonomie",
          "Vidage du bac en un clic",
          "Se transforme en aspirateur à main en quelques secondes",
        ],
        includedItems: ["AeroStick S6 avec brosse motorisée", "Suceur plat", "Brosse 2 en 1", "Chargeur"],
      },
      es: {
        tagline: "Ligera, sencilla y siempre lista",
        description:
          "La AeroStick S6 pesa solo 1,4 kg, así que las limpiezas rápidas dejan de ser una tarea pesada. Su motor de 220 W y el sistema multiciclónico mantienen la succión constante hasta 40 minutos. Quita el tubo y se convierte en una aspiradora de mano para escaleras, sofás y el coche.",
        highlights: [
          "Solo 1,4 kg en modo de mano",
          "Hasta 40 minutos de autonomía",
          "Vaciado del depósito con un clic",
          "Se convierte en aspiradora de mano en segundos",
        ],
        includedItems: [
          "AeroStick S6 con cepillo motorizado",
          "Boquilla para rincones",
          "Cepillo 2 en 1",
          "Cargador",
        ],
      },
      it: {
        tagline: "Leggera, semplice, sempre pronta",
        description:
          "L'AeroStick S6 pesa solo 1,4 kg: le pulizie veloci non sono più una fatica. Il motore da 220 W e il sistema multiciclonico mantengono costante l'aspirazione fino a 40 minuti. Togli il tubo e diventa un aspirapolvere portatile per scale, divano e auto.",
        highlights: [
          "Solo 1,4 kg in modalità portatile",
          "Fino a 40 minuti di autonomia",
          "Svuotamento del contenitore con un clic",
          "Diventa portatile in pochi secondi",
        ],
        includedItems: [
          "AeroStick S6 con spazzola motorizzata",
          "Bocchetta per fessure",
          "Spazzola 2 in 1",
          "Caricabatterie",
        ],
      },
    },
    specs: [
      colourSpec("AK-S6-GR", "grey", 80, { usd: [22900, null], gbp: [19900, null], eur: [21900, null] }),
    ],
  },
  {
    slug: "aerostick-s8-flex",
    name: "AeroStick S8 Flex",
    category: "cordless-vacuums",
    releasedAt: "2025-06-10T09:00:00Z",
    salesRank: 2,
    publish: 1,
    specifications: [
      ["suction", qty(22000, "Pa")],
      ["power", qty(300, "W")],
      ["runtime", upTo(55, "min")],
      ["chargeTime", qty(3.5, "h")],
      ["dustbin", qty(0.6, "L")],
      ["filtration", hepa13],
      ["noise", qty(74, "dB")],
      ["battery", qty(3000, "mAh")],
      ["weight", qty(1.5, "kg")],
      ["dimensions", dims(255, 220, 1150)],
    ],
    texts: {
      en: {
        tagline: "A wand that bends, so you don't have to",
        description:
          "The AeroStick S8 Flex has a hinged wand that folds forward, letting the floor head glide under beds and sofas while you stand upright. 22,000 Pa of suction and a sealed HEPA H13 system capture fine dust and pollen. The click-in battery runs for up to 55 minutes and swaps out in seconds.",
        highlights: [
          "Flexible wand reaches under furniture",
          "22,000 Pa suction with HEPA H13 filtration",
          "Swappable click-in battery, up to 55 minutes",
          "LED headlight reveals hidden dust",
        ],
        includedItems: [
          "AeroStick S8 Flex with Flex wand",
          "Motorised floor head with LED",
          "Crevice tool",
          "2-in-1 dusting brush",
          "Wall dock with charger",
        ],
      },
      de: {
        tagline: "Ein Rohr, das sich beugt – damit Sie es nicht müssen",
        description:
          "Der AeroStick S8 Flex hat ein Gelenkrohr, das nach vorn abknickt: So gleitet die Bodendüse unter Betten und Sofas, während Sie aufrecht stehen bleiben. 22.000 Pa Saugleistung und ein versiegeltes HEPA-H13-System halten Feinstaub und Pollen zurück. Der Klick-Akku hält bis zu 55 Minuten und ist in Sekunden gewechselt.",
        highlights: [
          "Flexibles Rohr für die Reinigung unter Möbeln",
          "22.000 Pa Saugleistung mit HEPA-H13-Filtration",
          "Wechselbarer Klick-Akku, bis zu 55 Minuten",
          "LED-Licht macht versteckten Staub sichtbar",
        ],
        includedItems: [
          "AeroStick S8 Flex mit Flex-Rohr",
          "Motorisierte Bodendüse mit LED",
          "Fugendüse",
          "2-in-1-Staubpinsel",
          "Wandhalterung mit Ladegerät",
        ],
      },
      fr: {
        tagline: "Un tube qui se plie pour que vous n'ayez pas à le faire",
        description:
          "L'AeroStick S8 Flex possède un tube articulé qui se plie vers l'avant : la brosse glisse sous les lits et les canapés pendant que vous restez debout. Ses 22 000 Pa d'aspiration et son système HEPA H13 étanche retiennent les particules fines et le pollen. Sa batterie amovible tient jusqu'à 55 minutes et se change en quelques secondes.",
        highlights: [
          "Tube flexible pour passer sous les meubles",
          "22 000 Pa d'aspiration et filtration HEPA H13",
          "Batterie amovible, jusqu'à 55 minutes",
          "Éclairage LED qui révèle la poussière cachée",
        ],
        includedItems: [
          "AeroStick S8 Flex avec tube Flex",
          "Brosse motorisée avec LED",
          "Suceur plat",
          "Brosse 2 en 1",
          "Support mural avec chargeur",
        ],
      },
      es: {
        tagline: "Un tubo que se dobla para que tú no tengas que hacerlo",
        description:
          "La AeroStick S8 Flex tiene un tubo articulado que se dobla hacia delante: el cepillo se desliza bajo camas y sofás mientras tú sigues de pie. Sus 22.000 Pa de succión y el sistema HEPA H13 sellado atrapan el polvo fino y el polen. La batería extraíble dura hasta 55 minutos y se cambia en segundos.",
        highlights: [
          "Tubo flexible para limpiar bajo los muebles",
          "22.000 Pa de succión con filtración HEPA H13",
          "Batería extraíble, hasta 55 minutos",
          "Luz LED que revela el polvo oculto",
        ],
        includedItems: [
          "AeroStick S8 Flex con tubo Flex",
          "Cepillo motorizado con LED",
          "Boquilla para rincones",
          "Cepillo 2 en 1",
          "Soporte de pared con cargador",
        ],
      },
      it: {
        tagline: "Un tubo che si piega, così non devi farlo tu",
        description:
          "L'AeroStick S8 Flex ha un tubo snodato che si piega in avanti: la spazzola scivola sotto letti e divani mentre tu resti in piedi. I 22.000 Pa di aspirazione e il sistema HEPA H13 sigillato trattengono polveri sottili e pollini. La batteria estraibile dura fino a 55 minuti e si sostituisce in pochi secondi.",
        highlights: [
          "Tubo flessibile per pulire sotto i mobili",
          "22.000 Pa di aspirazione con filtrazione HEPA H13",
          "Batteria estraibile, fino a 55 minuti",
          "Luce LED che rivela la polvere nascosta",
        ],
        includedItems: [
          "AeroStick S8 Flex con tubo Flex",
          "Spazzola motorizzata con LED",
          "Bocchetta per fessure",
          "Spazzola 2 in 1",
          "Supporto a parete con caricabatterie",
        ],
      },
    },
    specs: [
      colourSpec("AK-S8F-SG", "sage", 95, {
        usd: [39900, 44900],
        gbp: [34900, 39900],
        eur: [37900, 42900],
        fr: [38900, 43900],
      }),
      colourSpec("AK-S8F-SV", "silver", 40, {
        usd: [39900, 44900],
        gbp: [34900, 39900],
        eur: [37900, 42900],
        fr: [38900, 43900],
      }),
    ],
  },
  {
    slug: "aerostick-s12-pro",
    name: "AeroStick S12 Pro",
    category: "cordless-vacuums",
    releasedAt: "2026-02-24T09:00:00Z",
    salesRank: 6,
    publish: 1,
    specifications: [
      ["suction", qty(26000, "Pa")],
      ["power", qty(450, "W")],
      ["runtime", upTo(70, "min")],
      ["chargeTime", qty(4, "h")],
      ["dustbin", qty(0.75, "L")],
      ["filtration", hepa13],
      ["noise", qty(72, "dB")],
      ["battery", qty(4000, "mAh")],
      ["weight", qty(1.6, "kg")],
      ["dimensions", dims(260, 230, 1180)],
    ],
    texts: {
      en: {
        tagline: "Senses the dirt and adapts its power",
        description:
          "The AeroStick S12 Pro measures the dust it picks up and raises or lowers its power automatically, so every charge goes further. Its anti-tangle brush bar cuts wrapped hair as it cleans, and the colour display shows the remaining runtime to the minute. With 26,000 Pa of suction and up to 70 minutes per charge, it handles a whole family home in one go.",
        highlights: [
          "Dust sensor adjusts power automatically",
          "26,000 Pa suction, up to 70 minutes",
          "Anti-tangle brush bar for pet hair",
          "Colour display with runtime to the minute",
        ],
        includedItems: [
          "AeroStick S12 Pro",
          "Anti-tangle floor head",
          "Crevice tool",
          "2-in-1 dusting brush",
          "Charger",
        ],
      },
      de: {
        tagline: "Erkennt den Schmutz und passt die Leistung an",
        description:
          "Der AeroStick S12 Pro misst den aufgenommenen Staub und regelt seine Leistung automatisch hoch oder herunter – so reicht jede Akkuladung weiter. Die Anti-Verwicklungs-Bürste schneidet um die Walze gewickelte Haare direkt beim Saugen, und das Farbdisplay zeigt die Restlaufzeit auf die Minute genau. Mit 26.000 Pa Saugleistung und bis zu 70 Minuten pro Ladung schafft er ein ganzes Familienhaus in einem Durchgang.",
        highlights: [
          "Staubsensor regelt die Leistung automatisch",
          "26.000 Pa Saugleistung, bis zu 70 Minuten",
          "Anti-Verwicklungs-Bürste für Tierhaare",
          "Farbdisplay mit minutengenauer Restlaufzeit",
        ],
        includedItems: [
          "AeroStick S12 Pro",
          "Anti-Verwicklungs-Bodendüse",
          "Fugendüse",
          "2-in-1-Staubpinsel",
          "Ladegerät",
        ],
      },
      fr: {
        tagline: "Il détecte la saleté et adapte sa puissance",
        description:
          "L'AeroStick S12 Pro mesure la poussière qu'il aspire et ajuste automatiquement sa puissance : chaque charge va plus loin. Sa brosse anti-enchevêtrement coupe les cheveux enroulés pendant le nettoyage, et son écran couleur affiche l'autonomie restante à la minute près. Avec 26 000 Pa d'aspiration et jusqu'à 70 minutes par charge, il vient à bout d'une maison familiale en une seule fois.",
        highlights: [
          "Capteur de poussière qui ajuste la puissance",
          "26 000 Pa d'aspiration, jusqu'à 70 minutes",
          "Brosse anti-enchevêtrement pour les poils d'animaux",
          "Écran couleur avec autonomie à la minute près",
        ],
        includedItems: [
          "AeroStick S12 Pro",
          "Brosse sol anti-enchevêtrement",
          "Suceur plat",
          "Brosse 2 en 1",
          "Chargeur",
        ],
      },
      es: {
        tagline: "Detecta la suciedad y adapta su potencia",
        description:
          "La AeroStick S12 Pro mide el polvo que recoge y sube o baja la potencia automáticamente, para que cada carga rinda más. Su cepillo antienredos corta el pelo enrollado mientras limpia, y la pantalla a color muestra la autonomía restante al minuto. Con 26.000 Pa de succión y hasta 70 minutos por carga, limpia una casa familiar entera de una vez.",
        highlights: [
          "Sensor de polvo que ajusta la potencia",
          "26.000 Pa de succión, hasta 70 minutos",
          "Cepillo antienredos para el pelo de mascotas",
          "Pantalla a color con autonomía al minuto",
        ],
        includedItems: [
          "AeroStick S12 Pro",
          "Cepillo de suelo antienredos",
          "Boquilla para rincones",
          "Cepillo 2 en 1",
          "Cargador",
        ],
      },
      it: {
        tagline: "Rileva lo sporco e adatta la potenza",
        description:
          "L'AeroStick S12 Pro misura la polvere che aspira e aumenta o riduce automaticamente la potenza, così ogni carica dura di più. La spazzola anti-groviglio taglia i capelli avvolti mentre pulisci e il display a colori mostra l'autonomia residua al minuto. Con 26.000 Pa di aspirazione e fino a 70 minuti per carica, pulisce un'intera casa di famiglia in una volta sola.",
        highlights: [
          "Sensore di polvere che regola la potenza",
          "26.000 Pa di aspirazione, fino a 70 minuti",
          "Spazzola anti-groviglio per i peli degli animali",
          "Display a colori con autonomia al minuto",
        ],
        includedItems: [
          "AeroStick S12 Pro",
          "Spazzola pavimenti anti-groviglio",
          "Bocchetta per fessure",
          "Spazzola 2 in 1",
          "Caricabatterie",
        ],
      },
    },
    specs: [
      {
        sku: "AK-S12P-STD",
        abbr: "Standard",
        names: { en: "Standard", de: "Standard", fr: "Standard", es: "Estándar", it: "Standard" },
        colour: "silver",
        stock: 50,
        prices: { usd: [59900, null], gbp: [51900, null], eur: [57900, null] },
      },
      {
        sku: "AK-S12P-KIT",
        abbr: "Pro Kit",
        names: {
          en: "Pro Kit with pet tool and wall dock",
          de: "Pro-Set mit Tierhaardüse und Wandhalterung",
          fr: "Kit Pro avec mini-brosse animaux et support mural",
          es: "Kit Pro con minicepillo para mascotas y soporte de pared",
          it: "Kit Pro con mini spazzola per animali e supporto a parete",
        },
        colour: "silver",
        stock: 0,
        prices: { usd: [64900, 69900], gbp: [56900, 59900], eur: [62900, 67900] },
      },
    ],
  },
  {
    slug: "aquaglide-w3",
    name: "AquaGlide W3",
    category: "wet-dry-vacuums",
    releasedAt: "2024-10-22T09:00:00Z",
    salesRank: 8,
    publish: 1,
    specifications: [
      ["suction", qty(12000, "Pa")],
      ["runtime", upTo(30, "min")],
      ["chargeTime", qty(4, "h")],
      ["cleanTank", qty(0.8, "L")],
      ["dirtyTank", qty(0.7, "L")],
      ["cleaningPath", qty(26, "cm")],
      ["noise", qty(78, "dB")],
      ["weight", qty(4.2, "kg")],
      ["dimensions", dims(280, 250, 1120)],
    ],
    texts: {
      en: {
        tagline: "Vacuum and mop hard floors in one pass",
        description:
          "The AquaGlide W3 vacuums crumbs and washes away sticky spills at the same time, with a roller that is constantly rinsed with fresh water. Dirty water goes straight into a separate tank, so it never touches your floor again. Put it back in the dock after use and the self-cleaning cycle rinses the roller and tubes for you.",
        highlights: [
          "Vacuums and mops in a single pass",
          "Separate clean and dirty water tanks",
          "Self-cleaning cycle in the dock",
          "Up to 30 minutes per charge",
        ],
        includedItems: [
          "AquaGlide W3",
          "Charging and self-cleaning dock",
          "Brush roller",
          "Cleaning brush",
          "Floor cleaner (200 ml)",
        ],
      },
      de: {
        tagline: "Hartböden in einem Zug saugen und wischen",
        description:
          "Der AquaGlide W3 saugt Krümel und wischt klebrige Flecken gleichzeitig auf – mit einer Walze, die ständig mit frischem Wasser gespült wird. Das Schmutzwasser landet direkt in einem separaten Tank und kommt nie wieder auf den Boden. Stellen Sie ihn nach dem Putzen in die Station, und das Selbstreinigungsprogramm spült Walze und Schläuche für Sie.",
        highlights: [
          "Saugt und wischt in einem Durchgang",
          "Getrennte Tanks für Frisch- und Schmutzwasser",
          "Selbstreinigung in der Station",
          "Bis zu 30 Minuten pro Akkuladung",
        ],
        includedItems: [
          "AquaGlide W3",
          "Lade- und Reinigungsstation",
          "Bürstenwalze",
          "Reinigungsbürste",
          "Bodenreiniger (200 ml)",
        ],
      },
      fr: {
        tagline: "Aspirez et lavez les sols durs en un seul passage",
        description:
          "L'AquaGlide W3 aspire les miettes et lave les taches collantes en même temps, grâce à un rouleau rincé en continu à l'eau propre. L'eau sale part directement dans un réservoir séparé et ne retouche jamais le sol. Reposez-le sur sa base après usage : le cycle d'autonettoyage rince le rouleau et les conduits à votre place.",
        highlights: [
          "Aspire et lave en un seul passage",
          "Réservoirs d'eau propre et d'eau sale séparés",
          "Cycle d'autonettoyage sur la base",
          "Jusqu'à 30 minutes d'autonomie",
        ],
        includedItems: [
          "AquaGlide W3",
          "Base de charge et d'autonettoyage",
          "Rouleau brosse",
          "Brosse de nettoyage",
          "Nettoyant pour sols (200 ml)",
        ],
      },
      es: {
        tagline: "Aspira y friega suelos duros de una pasada",
        description:
          "La AquaGlide W3 aspira migas y friega manchas pegajosas a la vez, con un rodillo que se aclara constantemente con agua limpia. El agua sucia va directamente a un depósito separado, así que nunca vuelve al suelo. Déjala en la base después de usarla y el ciclo de autolimpieza aclarará el rodillo y los conductos por ti.",
        highlights: [
          "Aspira y friega en una sola pasada",
          "Depósitos separados de agua limpia y sucia",
          "Ciclo de autolimpieza en la base",
          "Hasta 30 minutos por carga",
        ],
        includedItems: [
          "AquaGlide W3",
          "Base de carga y autolimpieza",
          "Rodillo de cepillo",
          "Cepillo de limpieza",
          "Limpiador de suelos (200 ml)",
        ],
      },
      it: {
        tagline: "Aspira e lava i pavimenti duri in un solo passaggio",
        description:
          "L'AquaGlide W3 aspira le briciole e lava le macchie appiccicose allo stesso tempo, grazie a un rullo risciacquato di continuo con acqua pulita. L'acqua sporca finisce subito in un serbatoio separato e non torna mai sul pavimento. Riponilo sulla base dopo l'uso e il ciclo di autopulizia risciacqua rullo e condotti al posto tuo.",
        highlights: [
          "Aspira e lava in un solo passaggio",
          "Serbatoi separati per acqua pulita e sporca",
          "Ciclo di autopulizia sulla base",
          "Fino a 30 minuti per carica",
        ],
        includedItems: [
          "AquaGlide W3",
          "Base di ricarica e autopulizia",
          "Rullo spazzola",
          "Spazzolino di pulizia",
          "Detergente per pavimenti (200 ml)",
        ],
      },
    },
    specs: [
      colourSpec("AG-W3-WH", "white", 70, { usd: [29900, 34900], gbp: [25900, 29900], eur: [28900, 33900] }),
    ],
  },
  {
    slug: "aquaglide-w5-max",
    name: "AquaGlide W5 Max",
    category: "wet-dry-vacuums",
    releasedAt: "2025-09-16T09:00:00Z",
    salesRank: 5,
    publish: 1,
    specifications: [
      ["suction", qty(16000, "Pa")],
      ["runtime", upTo(40, "min")],
      ["chargeTime", qty(4, "h")],
      ["cleanTank", qty(0.9, "L")],
      ["dirtyTank", qty(0.8, "L")],
      ["cleaningPath", qty(27, "cm")],
      ["noise", qty(76, "dB")],
      ["battery", qty(5000, "mAh")],
      ["weight", qty(4.5, "kg")],
      ["dimensions", dims(290, 260, 1140)],
    ],
    texts: {
      en: {
        tagline: "Edge-to-edge washing that lies flat under furniture",
        description:
          "The AquaGlide W5 Max cleans right up to the skirting boards on both sides and lies flat at 180° to reach under beds and kitchen units. A dirt sensor adjusts water flow and suction as it goes, and a ring on the display shows how clean the floor is. After the self-cleaning cycle, warm air dries the roller so it stays fresh and odour-free.",
        highlights: [
          "Cleans right up to the edge on both sides",
          "Lies flat at 180° to reach under furniture",
          "Dirt sensor adjusts water and suction",
          "Roller dried with warm air after each use",
        ],
        includedItems: [
          "AquaGlide W5 Max",
          "Charging and self-cleaning dock",
          "Brush roller",
          "Cleaning brush",
          "Floor cleaner (500 ml)",
        ],
      },
      de: {
        tagline: "Wischt bis an den Rand und legt sich flach unter Möbel",
        description:
          "Der AquaGlide W5 Max reinigt auf beiden Seiten bis an die Fußleiste und lässt sich um 180° flach legen, um unter Betten und Küchenzeilen zu gelangen. Ein Schmutzsensor passt Wassermenge und Saugleistung laufend an, und ein Ring auf dem Display zeigt, wie sauber der Boden ist. Nach der Selbstreinigung trocknet warme Luft die Walze, damit sie frisch und geruchsfrei bleibt.",
        highlights: [
          "Reinigt auf beiden Seiten bis an den Rand",
          "Legt sich um 180° flach unter Möbel",
          "Schmutzsensor regelt Wasser und Saugleistung",
          "Walze wird nach jedem Einsatz mit Warmluft getrocknet",
        ],
        includedItems: [
          "AquaGlide W5 Max",
          "Lade- und Reinigungsstation",
          "Bürstenwalze",
          "Reinigungsbürste",
          "Bodenreiniger (500 ml)",
        ],
      },
      fr: {
        tagline: "Un lavage bord à bord qui se couche sous les meubles",
        description:
          "L'AquaGlide W5 Max nettoie jusqu'aux plinthes des deux côtés et s'incline à 180° pour passer sous les lits et les meubles de cuisine. Un capteur de saleté ajuste en continu le débit d'eau et l'aspiration, et un anneau sur l'écran indique la propreté du sol. Après l'autonettoyage, de l'air chaud sèche le rouleau pour qu'il reste frais et sans odeur.",
        highlights: [
          "Nettoie jusqu'au bord des deux côtés",
          "S'incline à 180° pour passer sous les meubles",
          "Capteur de saleté qui ajuste eau et aspiration",
          "Rouleau séché à l'air chaud après chaque usage",
        ],
        includedItems: [
          "AquaGlide W5 Max",
          "Base de charge et d'autonettoyage",
          "Rouleau brosse",
          "Brosse de nettoyage",
          "Nettoyant pour sols (500 ml)",
        ],
      },
      es: {
        tagline: "Friega de borde a borde y se tumba bajo los muebles",
        description:
          "La AquaGlide W5 Max limpia hasta el rodapié por ambos lados y se tumba a 180° para llegar bajo camas y muebles de cocina. Un sensor de suciedad ajusta el agua y la succión sobre la marcha, y un anillo en la pantalla indica lo limpio que está el suelo. Tras el ciclo de autolimpieza, el aire caliente seca el rodillo para que siga fresco y sin olores.",
        highlights: [
          "Limpia hasta el borde por ambos lados",
          "Se tumba a 180° para llegar bajo los muebles",
          "Sensor de suciedad que ajusta agua y succión",
          "Rodillo secado con aire caliente tras cada uso",
        ],
        includedItems: [
          "AquaGlide W5 Max",
          "Base de carga y autolimpieza",
          "Rodillo de cepillo",
          "Cepillo de limpieza",
          "Limpiador de suelos (500 ml)",
        ],
      },
      it: {
        tagline: "Lava fino ai bordi e si distende sotto i mobili",
        description:
          "L'AquaGlide W5 Max pulisce fino al battiscopa su entrambi i lati e si inclina a 180° per arrivare sotto letti e mobili della cucina. Un sensore dello sporco regola acqua e aspirazione durante la pulizia, e un anello sul display mostra quanto è pulito il pavimento. Dopo l'autopulizia, l'aria calda asciuga il rullo perché resti fresco e senza odori.",
        highlights: [
          "Pulisce fino al bordo su entrambi i lati",
          "Si inclina a 180° per passare sotto i mobili",
          "Sensore dello sporco che regola acqua e aspirazione",
          "Rullo asciugato ad aria calda dopo ogni utilizzo",
        ],
        includedItems: [
          "AquaGlide W5 Max",
          "Base di ricarica e autopulizia",
          "Rullo spazzola",
          "Spazzolino di pulizia",
          "Detergente per pavimenti (500 ml)",
        ],
      },
    },
    specs: [
      colourSpec("AG-W5M-BK", "black", 45, {
        usd: [49900, null],
        gbp: [42900, null],
        eur: [47900, null],
        fr: [48900, null],
      }),
      colourSpec("AG-W5M-WH", "white", 0, {
        usd: [49900, null],
        gbp: [42900, null],
        eur: [47900, null],
        fr: [48900, null],
      }),
    ],
  },
  {
    slug: "aquaglide-w7-pro",
    name: "AquaGlide W7 Pro",
    category: "wet-dry-vacuums",
    releasedAt: "2026-09-08T09:00:00Z",
    salesRank: null,
    publish: 1,
    specifications: [
      ["suction", qty(20000, "Pa")],
      ["runtime", upTo(55, "min")],
      ["washTemperature", qty(60, "°C")],
      ["cleanTank", qty(1, "L")],
      ["dirtyTank", qty(0.9, "L")],
      ["cleaningPath", qty(30, "cm")],
      ["noise", qty(74, "dB")],
      ["battery", qty(6000, "mAh")],
      ["weight", qty(4.8, "kg")],
      ["dimensions", dims(300, 270, 1150)],
    ],
    texts: {
      en: {
        tagline: "Washes with heated water to lift grease and dried-on stains",
        description:
          "The AquaGlide W7 Pro heats its washing water to 60 °C, dissolving kitchen grease and dried-on stains that cold water leaves behind. Its 20,000 Pa suction picks up wet and dry mess together, from spilled cereal to muddy paw prints. After each use the roller is rinsed with 80 °C water and dried with warm air, ready for the next clean.",
        highlights: [
          "Washing water heated to 60 °C for grease and dried stains",
          "20,000 Pa suction for wet and dry mess",
          "Up to 55 minutes, enough for 250 m²",
          "80 °C roller rinse and warm-air drying",
        ],
        includedItems: [
          "AquaGlide W7 Pro",
          "Charging and self-cleaning dock",
          "Two brush rollers",
          "Cleaning brush",
          "Floor cleaner (500 ml)",
        ],
      },
      de: {
        tagline: "Wischt mit warmem Wasser gegen Fett und Angetrocknetes",
        description:
          "Der AquaGlide W7 Pro erwärmt sein Wischwasser auf 60 °C und löst damit Küchenfett und angetrocknete Flecken, die kaltes Wasser zurücklässt. Mit 20.000 Pa Saugleistung nimmt er nassen und trockenen Schmutz zusammen auf – von verschütteten Cornflakes bis zu matschigen Pfotenabdrücken. Nach jedem Einsatz wird die Walze mit 80 °C heißem Wasser gespült und mit Warmluft getrocknet, bereit für die nächste Reinigung.",
        highlights: [
          "Auf 60 °C erwärmtes Wischwasser gegen Fett und Eingetrocknetes",
          "20.000 Pa Saugleistung für nassen und trockenen Schmutz",
          "Bis zu 55 Minuten, genug für 250 m²",
          "Walzenspülung mit 80 °C und Warmlufttrocknung",
        ],
        includedItems: [
          "AquaGlide W7 Pro",
          "Lade- und Reinigungsstation",
          "Zwei Bürstenwalzen",
          "Reinigungsbürste",
          "Bodenreiniger (500 ml)",
        ],
      },
      fr: {
        tagline: "Lave à l'eau chaude contre la graisse et les taches incrustées",
        description:
          "L'AquaGlide W7 Pro chauffe son eau de lavage à 60 °C pour dissoudre la graisse de cuisine et les taches séchées que l'eau froide laisse derrière elle. Ses 20 000 Pa d'aspiration ramassent ensemble les salissures humides et sèches, des céréales renversées aux traces de pattes boueuses. Après chaque usage, le rouleau est rincé à 80 °C puis séché à l'air chaud, prêt pour le prochain nettoyage.",
        highlights: [
          "Eau de lavage chauffée à 60 °C contre la graisse et les taches séchées",
          "20 000 Pa d'aspiration pour les salissures humides et sèches",
          "Jusqu'à 55 minutes, soit 250 m²",
          "Rinçage du rouleau à 80 °C et séchage à l'air chaud",
        ],
        includedItems: [
          "AquaGlide W7 Pro",
          "Base de charge et d'autonettoyage",
          "Deux rouleaux brosses",
          "Brosse de nettoyage",
          "Nettoyant pour sols (500 ml)",
        ],
      },
      es: {
        tagline: "Friega con agua caliente contra la grasa y las manchas resecas",
        description:
          "La AquaGlide W7 Pro calienta el agua de fregado a 60 °C para disolver la grasa de la cocina y las manchas resecas que el agua fría no quita. Sus 20.000 Pa de succión recogen a la vez la suciedad húmeda y la seca, desde cereales derramados hasta huellas de patas con barro. Después de cada uso, el rodillo se aclara con agua a 80 °C y se seca con aire caliente, listo para la próxima limpieza.",
        highlights: [
          "Agua de fregado a 60 °C contra la grasa y las manchas resecas",
          "20.000 Pa de succión para suciedad húmeda y seca",
          "Hasta 55 minutos, suficiente para 250 m²",
          "Aclarado del rodillo a 80 °C y secado con aire caliente",
        ],
        includedItems: [
          "AquaGlide W7 Pro",
          "Base de carga y autolimpieza",
          "Dos rodillos de cepillo",
          "Cepillo de limpieza",
          "Limpiador de suelos (500 ml)",
        ],
      },
      it: {
        tagline: "Lava con acqua calda contro grasso e macchie secche",
        description:
          "L'AquaGlide W7 Pro riscalda l'acqua di lavaggio a 60 °C per sciogliere il grasso della cucina e le macchie secche che l'acqua fredda non rimuove. I suoi 20.000 Pa di aspirazione raccolgono insieme sporco umido e secco, dai cereali rovesciati alle impronte di zampe infangate. Dopo ogni utilizzo il rullo viene risciacquato a 80 °C e asciugato ad aria calda, pronto per la pulizia successiva.",
        highlights: [
          "Acqua di lavaggio a 60 °C contro grasso e macchie secche",
          "20.000 Pa di aspirazione per sporco umido e secco",
          "Fino a 55 minuti, sufficienti per 250 m²",
          "Risciacquo del rullo a 80 °C e asciugatura ad aria calda",
        ],
        includedItems: [
          "AquaGlide W7 Pro",
          "Base di ricarica e autopulizia",
          "Due rulli spazzola",
          "Spazzolino di pulizia",
          "Detergente per pavimenti (500 ml)",
        ],
      },
    },
    specs: [
      colourSpec("AG-W7P-BK", "black", 30, { usd: [74900, 79900], gbp: [64900, 69900], eur: [72900, 77900] }),
      colourSpec("AG-W7P-SV", "silver", 18, {
        usd: [74900, 79900],
        gbp: [64900, 69900],
        eur: [72900, 77900],
      }),
    ],
  },
  {
    slug: "crispair-f4-compact",
    name: "CrispAir F4 Compact",
    category: "air-fryers",
    releasedAt: "2024-03-05T09:00:00Z",
    salesRank: 7,
    publish: 1,
    specifications: [
      ["capacity", qty(4.2, "L")],
      ["power", qty(1400, "W")],
      ["temperature", range(80, 200, "°C")],
      ["programmes", "6"],
      ["dishwasher", yes],
      ["cable", qty(0.9, "m")],
      ["noise", qty(55, "dB")],
      ["weight", qty(3.8, "kg")],
      ["dimensions", dims(265, 300, 310)],
    ],
    texts: {
      en: {
        tagline: "Golden results for one to three people",
        description:
          "The CrispAir F4 Compact fits on the smallest worktop yet holds 4.2 litres, enough fries for three. Rapid hot air cooks with up to 85% less oil than deep frying, and six one-touch programmes take the guesswork out of dinner. The non-stick basket goes straight into the dishwasher.",
        highlights: [
          "4.2 L basket for one to three people",
          "Up to 85% less oil than deep frying",
          "Six one-touch programmes",
          "Dishwasher-safe non-stick basket",
        ],
        includedItems: ["CrispAir F4 Compact", "Non-stick basket with crisper plate", "Recipe booklet"],
      },
      de: {
        tagline: "Goldbraune Ergebnisse für ein bis drei Personen",
        description:
          "Die CrispAir F4 Compact passt auf die kleinste Arbeitsfläche und fasst trotzdem 4,2 Liter – genug Pommes für drei. Schnelle Heißluft gart mit bis zu 85 % weniger Öl als eine Fritteuse, und sechs Automatikprogramme nehmen Ihnen das Rätselraten beim Abendessen ab. Der antihaftbeschichtete Korb darf direkt in die Spülmaschine.",
        highlights: [
          "4,2-l-Korb für ein bis drei Personen",
          "Bis zu 85 % weniger Öl als beim Frittieren",
          "Sechs Automatikprogramme per Tastendruck",
          "Spülmaschinenfester Antihaftkorb",
        ],
        includedItems: ["CrispAir F4 Compact", "Antihaftkorb mit Crisper-Einsatz", "Rezeptheft"],
      },
      fr: {
        tagline: "Des plats dorés pour une à trois personnes",
        description:
          "La CrispAir F4 Compact tient sur le plus petit plan de travail et contient pourtant 4,2 litres, de quoi préparer des frites pour trois. Son air chaud pulsé cuit avec jusqu'à 85 % d'huile en moins qu'une friteuse classique, et six programmes automatiques simplifient le dîner. Le panier antiadhésif passe directement au lave-vaisselle.",
        highlights: [
          "Panier de 4,2 L pour une à trois personnes",
          "Jusqu'à 85 % d'huile en moins",
          "Six programmes automatiques",
          "Panier antiadhésif lavable au lave-vaisselle",
        ],
        includedItems: ["CrispAir F4 Compact", "Panier antiadhésif avec grille", "Livret de recettes"],
      },
      es: {
        tagline: "Resultados dorados para una a tres personas",
        description:
          "La CrispAir F4 Compact cabe en la encimera más pequeña y aun así tiene 4,2 litros, suficiente para las patatas fritas de tres personas. Su aire caliente rápido cocina con hasta un 85 % menos de aceite que una freidora tradicional, y seis programas automáticos te simplifican la cena. La cesta antiadherente va directa al lavavajillas.",
        highlights: [
          "Cesta de 4,2 L para una a tres personas",
          "Hasta un 85 % menos de aceite",
          "Seis programas automáticos",
          "Cesta antiadherente apta para lavavajillas",
        ],
        includedItems: ["CrispAir F4 Compact", "Cesta antiadherente con rejilla", "Recetario"],
      },
      it: {
        tagline: "Risultati dorati per una, due o tre persone",
        description:
          "La CrispAir F4 Compact sta sul piano di lavoro più piccolo ma contiene 4,2 litri, abbastanza per le patatine di tre persone. L'aria calda rapida cuoce con fino all'85% di olio in meno rispetto alla frittura tradizionale, e sei programmi automatici semplificano la cena. Il cestello antiaderente va direttamente in lavastoviglie.",
        highlights: [
          "Cestello da 4,2 L per 1–3 persone",
          "Fino all'85% di olio in meno",
          "Sei programmi automatici",
          "Cestello antiaderente lavabile in lavastoviglie",
        ],
        includedItems: ["CrispAir F4 Compact", "Cestello antiaderente con griglia", "Ricettario"],
      },
    },
    specs: [
      colourSpec("CA-F4C-WH", "white", 200, { usd: [7900, 9900], gbp: [6900, 8900], eur: [7900, 9900] }),
      colourSpec("CA-F4C-BK", "black", 150, { usd: [7900, null], gbp: [6900, null], eur: [7900, null] }),
      colourSpec("CA-F4C-SG", "sage", 0, { usd: [8900, null], gbp: [7900, null], eur: [8900, null] }),
    ],
  },
  {
    slug: "crispair-f6-view",
    name: "CrispAir F6 View",
    category: "air-fryers",
    releasedAt: "2025-01-28T09:00:00Z",
    salesRank: 3,
    publish: 1,
    specifications: [
      ["capacity", qty(6, "L")],
      ["power", qty(1700, "W")],
      ["temperature", range(40, 200, "°C")],
      ["programmes", "10"],
      ["dishwasher", yes],
      ["cable", qty(1, "m")],
      ["noise", qty(54, "dB")],
      ["weight", qty(5.4, "kg")],
      ["dimensions", dims(300, 360, 330)],
    ],
    texts: {
      en: {
        tagline: "Watch it crisp through the viewing window",
        description:
          "The CrispAir F6 View has a large window and an internal light, so you can check your food without opening the drawer and losing heat. Its 6-litre basket takes a whole chicken or a family portion of vegetables, cooked by 1,700 W of rapid hot air. Ten programmes, including dehydrate and reheat, and a shake reminder make even results easy.",
        highlights: [
          "Viewing window with internal light",
          "6 L basket fits a whole chicken",
          "Ten programmes, including dehydrate",
          "Shake reminder for even crisping",
        ],
        includedItems: ["CrispAir F6 View", "Non-stick basket with crisper plate", "Recipe booklet"],
      },
      de: {
        tagline: "Durchs Sichtfenster beim Knusprigwerden zusehen",
        description:
          "Die CrispAir F6 View hat ein großes Sichtfenster und eine Innenbeleuchtung – so prüfen Sie Ihr Essen, ohne die Schublade zu öffnen und Hitze zu verlieren. Ihr 6-Liter-Korb fasst ein ganzes Hähnchen oder eine Familienportion Gemüse, gegart mit 1.700 W schneller Heißluft. Zehn Programme, darunter Dörren und Aufwärmen, sowie eine Schüttel-Erinnerung sorgen für gleichmäßige Ergebnisse.",
        highlights: [
          "Sichtfenster mit Innenbeleuchtung",
          "6-l-Korb für ein ganzes Hähnchen",
          "Zehn Programme, darunter Dörren",
          "Schüttel-Erinnerung für gleichmäßige Bräunung",
        ],
        includedItems: ["CrispAir F6 View", "Antihaftkorb mit Crisper-Einsatz", "Rezeptheft"],
      },
      fr: {
        tagline: "Regardez vos plats dorer à travers le hublot",
        description:
          "La CrispAir F6 View dispose d'une grande fenêtre et d'un éclairage intérieur : vous surveillez la cuisson sans ouvrir le tiroir ni perdre de chaleur. Son panier de 6 litres accueille un poulet entier ou une portion familiale de légumes, cuits par 1 700 W d'air chaud pulsé. Dix programmes, dont déshydratation et réchauffage, et un rappel pour secouer le panier garantissent une cuisson homogène.",
        highlights: [
          "Hublot avec éclairage intérieur",
          "Panier de 6 L pour un poulet entier",
          "Dix programmes, dont déshydratation",
          "Rappel pour secouer et dorer uniformément",
        ],
        includedItems: ["CrispAir F6 View", "Panier antiadhésif avec grille", "Livret de recettes"],
      },
      es: {
        tagline: "Mira cómo se dora a través de la ventana",
        description:
          "La CrispAir F6 View tiene una gran ventana y luz interior, así que puedes vigilar la comida sin abrir el cajón ni perder calor. Su cesta de 6 litros admite un pollo entero o una ración familiar de verduras, cocinados con 1700 W de aire caliente rápido. Diez programas, entre ellos deshidratar y recalentar, y un aviso para agitar la cesta facilitan resultados uniformes.",
        highlights: [
          "Ventana con luz interior",
          "Cesta de 6 L para un pollo entero",
          "Diez programas, entre ellos deshidratar",
          "Aviso para agitar y dorar por igual",
        ],
        includedItems: ["CrispAir F6 View", "Cesta antiadherente con rejilla", "Recetario"],
      },
      it: {
        tagline: "Guarda la doratura attraverso l'oblò",
        description:
          "La CrispAir F6 View ha un'ampia finestra e una luce interna, così controlli il cibo senza aprire il cassetto e perdere calore. Il cestello da 6 litri accoglie un pollo intero o una porzione di verdure per tutta la famiglia, cotti con 1.700 W di aria calda rapida. Dieci programmi, tra cui essiccazione e riscaldamento, e un promemoria per scuotere il cestello assicurano risultati uniformi.",
        highlights: [
          "Oblò con luce interna",
          "Cestello da 6 L per un pollo intero",
          "Dieci programmi, tra cui essiccazione",
          "Promemoria per scuotere e dorare in modo uniforme",
        ],
        includedItems: ["CrispAir F6 View", "Cestello antiaderente con griglia", "Ricettario"],
      },
    },
    specs: [
      colourSpec("CA-F6V-BK", "black", 180, {
        usd: [13900, 15900],
        gbp: [11900, 13900],
        eur: [12900, 14900],
      }),
      colourSpec("CA-F6V-SG", "sage", 75, { usd: [13900, 15900], gbp: [11900, 13900], eur: [12900, 14900] }),
    ],
  },
  {
    slug: "crispair-f9-dual",
    name: "CrispAir F9 Dual",
    category: "air-fryers",
    releasedAt: "2025-11-18T09:00:00Z",
    salesRank: null,
    publish: 1,
    specifications: [
      [
        "capacity",
        {
          en: "9 L (2 × 4.5 L)",
          de: "9 l (2 × 4,5 l)",
          fr: "9 L (2 × 4,5 L)",
          es: "9 L (2 × 4,5 L)",
          it: "9 L (2 × 4,5 L)",
        },
      ],
      ["baskets", "2"],
      ["power", qty(2400, "W")],
      ["temperature", range(40, 200, "°C")],
      ["programmes", "12"],
      ["dishwasher", yes],
      ["cable", qty(1, "m")],
      ["noise", qty(56, "dB")],
      ["weight", qty(7.6, "kg")],
      ["dimensions", dims(395, 360, 320)],
    ],
    texts: {
      en: {
        tagline: "Two baskets, one finish time",
        description:
          "The CrispAir F9 Dual splits 9 litres into two independent 4.5-litre baskets, each with its own temperature and timer. Sync Finish staggers the start so the chicken and the vegetables are ready at the same moment. With 2,400 W of power and twelve programmes, it cooks a complete meal for up to six people.",
        highlights: [
          "Two independent 4.5 L baskets",
          "Sync Finish: both sides ready together",
          "Match Cook copies settings across baskets",
          "Complete meals for up to six people",
        ],
        includedItems: ["CrispAir F9 Dual", "Two non-stick baskets with crisper plates", "Recipe booklet"],
      },
      de: {
        tagline: "Zwei Körbe, ein gemeinsames Ende",
        description:
          "Die CrispAir F9 Dual teilt 9 Liter auf zwei unabhängige 4,5-Liter-Körbe mit eigener Temperatur und eigenem Timer auf. Sync Finish startet beide Seiten versetzt, damit Hähnchen und Gemüse im selben Moment fertig sind. Mit 2.400 W Leistung und zwölf Programmen bereitet sie ein komplettes Essen für bis zu sechs Personen zu.",
        highlights: [
          "Zwei unabhängige 4,5-l-Körbe",
          "Sync Finish: beide Seiten gleichzeitig fertig",
          "Match Cook überträgt die Einstellungen auf den zweiten Korb",
          "Komplette Mahlzeiten für bis zu sechs Personen",
        ],
        includedItems: ["CrispAir F9 Dual", "Zwei Antihaftkörbe mit Crisper-Einsätzen", "Rezeptheft"],
      },
      fr: {
        tagline: "Deux paniers, une seule fin de cuisson",
        description:
          "La CrispAir F9 Dual répartit 9 litres entre deux paniers indépendants de 4,5 litres, chacun avec sa température et sa minuterie. La fonction Sync Finish décale les départs pour que le poulet et les légumes soient prêts au même moment. Avec 2 400 W et douze programmes, elle prépare un repas complet pour six personnes.",
        highlights: [
          "Deux paniers indépendants de 4,5 L",
          "Sync Finish : les deux côtés prêts ensemble",
          "Match Cook copie les réglages d'un panier à l'autre",
          "Des repas complets jusqu'à six personnes",
        ],
        includedItems: ["CrispAir F9 Dual", "Deux paniers antiadhésifs avec grilles", "Livret de recettes"],
      },
      es: {
        tagline: "Dos cestas, un mismo final",
        description:
          "La CrispAir F9 Dual reparte 9 litros en dos cestas independientes de 4,5 litros, cada una con su temperatura y su temporizador. Sync Finish escalona el inicio para que el pollo y las verduras estén listos en el mismo momento. Con 2400 W de potencia y doce programas, prepara una comida completa para hasta seis personas.",
        highlights: [
          "Dos cestas independientes de 4,5 L",
          "Sync Finish: ambos lados listos a la vez",
          "Match Cook copia los ajustes entre cestas",
          "Comidas completas para hasta seis personas",
        ],
        includedItems: ["CrispAir F9 Dual", "Dos cestas antiadherentes con rejilla", "Recetario"],
      },
      it: {
        tagline: "Due cestelli, un unico traguardo",
        description:
          "La CrispAir F9 Dual divide 9 litri in due cestelli indipendenti da 4,5 litri, ciascuno con temperatura e timer propri. Sync Finish sfalsa le partenze, così pollo e verdure sono pronti nello stesso momento. Con 2.400 W di potenza e dodici programmi, prepara un pasto completo fino a sei persone.",
        highlights: [
          "Due cestelli indipendenti da 4,5 L",
          "Sync Finish: entrambi i lati pronti insieme",
          "Match Cook copia le impostazioni tra i cestelli",
          "Pasti completi fino a sei persone",
        ],
        includedItems: ["CrispAir F9 Dual", "Due cestelli antiaderenti con griglie", "Ricettario"],
      },
    },
    specs: [
      colourSpec("CA-F9D-BK", "black", 0, {
        usd: [21900, null],
        gbp: [18900, null],
        eur: [20900, null],
        it: [21900, null],
      }),
      colourSpec("CA-F9D-SV", "silver", 0, { usd: [22900, null], gbp: [19900, null], eur: [21900, null] }),
    ],
  },
];

// --- Accessories ---

const washableMicrofibre: Localized = {
  en: "Washable microfibre",
  de: "Waschbare Mikrofaser",
  fr: "Microfibre lavable",
  es: "Microfibra lavable",
  it: "Microfibra lavabile",
};
const ceramicCoating: Localized = {
  en: "Aluminium with PFAS-free ceramic coating",
  de: "Aluminium mit PFAS-freier Keramikbeschichtung",
  fr: "Aluminium avec revêtement céramique sans PFAS",
  es: "Aluminio con revestimiento cerámico sin PFAS",
  it: "Alluminio con rivestimento ceramico senza PFAS",
};

export const demoAccessories: DemoAccessory[] = [
  {
    slug: "hepa-filter-aerosweep",
    type: "filters",
    drawing: "filter",
    consumable: true,
    releasedAt: "2024-01-16T10:00:00Z",
    publish: 1,
    fits: ["aerosweep-r4", "aerosweep-r5", "aerosweep-r7-max", "aerosweep-r9-pro"],
    images: 2,
    specifications: [
      ["compatibility", "AeroSweep R4, R5, R7 Max, R9 Pro"],
      ["filtration", "HEPA H13"],
      [
        "material",
        {
          en: "Pleated HEPA media, ABS frame",
          de: "Gefaltetes HEPA-Vlies, ABS-Rahmen",
          fr: "Média HEPA plissé, cadre en ABS",
          es: "Material HEPA plisado, marco de ABS",
          it: "Materiale HEPA pieghettato, telaio in ABS",
        },
      ],
      ["replace", qty(3, "months")],
    ],
    texts: {
      en: {
        name: "HEPA Filter for AeroSweep Robots",
        tagline: "Traps 99.97% of fine dust and pollen",
        description:
          "This pleated HEPA H13 filter captures fine dust, pollen and pet dander before the air leaves your robot. Replace it every three months to keep suction and air quality at their best.",
        highlights: [
          "HEPA H13 grade filtration",
          "Fits all AeroSweep robots",
          "Tool-free replacement in seconds",
        ],
        includedItems: ["HEPA filters (2 or 4 per pack)"],
      },
      de: {
        name: "HEPA-Filter für AeroSweep Saugroboter",
        tagline: "Hält 99,97 % von Feinstaub und Pollen zurück",
        description:
          "Dieser gefaltete HEPA-H13-Filter fängt Feinstaub, Pollen und Tierhaarallergene auf, bevor die Luft den Roboter verlässt. Tauschen Sie ihn alle drei Monate, damit Saugleistung und Luftqualität optimal bleiben.",
        highlights: [
          "Filtration in HEPA-H13-Qualität",
          "Passt in alle AeroSweep Roboter",
          "Werkzeugloser Wechsel in Sekunden",
        ],
        includedItems: ["HEPA-Filter (2 oder 4 pro Packung)"],
      },
      fr: {
        name: "Filtre HEPA pour robots AeroSweep",
        tagline: "Retient 99,97 % des particules fines et du pollen",
        description:
          "Ce filtre HEPA H13 plissé capture la poussière fine, le pollen et les allergènes d'animaux avant que l'air ne sorte du robot. Remplacez-le tous les trois mois pour conserver une aspiration et une qualité d'air optimales.",
        highlights: [
          "Filtration de classe HEPA H13",
          "Compatible avec tous les robots AeroSweep",
          "Remplacement sans outil en quelques secondes",
        ],
        includedItems: ["Filtres HEPA (2 ou 4 par lot)"],
      },
      es: {
        name: "Filtro HEPA para robots AeroSweep",
        tagline: "Retiene el 99,97 % del polvo fino y el polen",
        description:
          "Este filtro HEPA H13 plisado atrapa el polvo fino, el polen y la caspa de las mascotas antes de que el aire salga del robot. Cámbialo cada tres meses para mantener al máximo la succión y la calidad del aire.",
        highlights: [
          "Filtración de grado HEPA H13",
          "Compatible con todos los robots AeroSweep",
          "Cambio sin herramientas en segundos",
        ],
        includedItems: ["Filtros HEPA (2 o 4 por paquete)"],
      },
      it: {
        name: "Filtro HEPA per robot AeroSweep",
        tagline: "Trattiene il 99,97% di polveri sottili e pollini",
        description:
          "Questo filtro HEPA H13 pieghettato cattura polveri sottili, pollini e forfora degli animali prima che l'aria esca dal robot. Sostituiscilo ogni tre mesi per mantenere al massimo aspirazione e qualità dell'aria.",
        highlights: [
          "Filtrazione di classe HEPA H13",
          "Compatibile con tutti i robot AeroSweep",
          "Sostituzione senza attrezzi in pochi secondi",
        ],
        includedItems: ["Filtri HEPA (2 o 4 per confezione)"],
      },
    },
    specs: [
      packSpec("ACC-HEPA-AS-2", 2, "white", 300, { usd: [1999, null], gbp: [1699, null], eur: [1899, null] }),
      packSpec("ACC-HEPA-AS-4", 4, "white", 120, { usd: [3499, 3998], gbp: [2999, 3398], eur: [3299, 3798] }),
    ],
  },
  {
    slug: "hepa-filter-aerostick",
    type: "filters",
    drawing: "filter",
    consumable: true,
    releasedAt: "2024-05-14T10:00:00Z",
    publish: 1,
    fits: ["aerostick-s6", "aerostick-s8-flex", "aerostick-s12-pro"],
    images: 2,
    specifications: [
      ["compatibility", "AeroStick S6, S8 Flex, S12 Pro"],
      ["filtration", "HEPA H13"],
      [
        "material",
        {
          en: "Washable HEPA media",
          de: "Waschbares HEPA-Vlies",
          fr: "Média HEPA lavable",
          es: "Material HEPA lavable",
          it: "Materiale HEPA lavabile",
        },
      ],
      ["replace", qty(12, "months")],
    ],
    texts: {
      en: {
        name: "Washable HEPA Filter for AeroStick",
        tagline: "Rinse, dry, refit – and breathe easy",
        description:
          "The post-motor HEPA filter keeps fine dust inside your AeroStick and out of the air you breathe. Rinse it under cold water once a month and replace it after a year.",
        highlights: [
          "Captures 99.97% of particles down to 0.3 µm",
          "Washable and reusable",
          "Fits every AeroStick model",
        ],
        includedItems: ["Post-motor HEPA filter"],
      },
      de: {
        name: "Waschbarer HEPA-Filter für AeroStick",
        tagline: "Ausspülen, trocknen, einsetzen – und durchatmen",
        description:
          "Der HEPA-Abluftfilter hält Feinstaub im AeroStick und aus Ihrer Atemluft fern. Spülen Sie ihn einmal im Monat mit kaltem Wasser aus und ersetzen Sie ihn nach einem Jahr.",
        highlights: [
          "Hält 99,97 % der Partikel ab 0,3 µm zurück",
          "Waschbar und wiederverwendbar",
          "Passt in jedes AeroStick Modell",
        ],
        includedItems: ["HEPA-Abluftfilter"],
      },
      fr: {
        name: "Filtre HEPA lavable pour AeroStick",
        tagline: "Rincez, séchez, remettez en place et respirez",
        description:
          "Le filtre HEPA de sortie d'air garde la poussière fine à l'intérieur de votre AeroStick, loin de l'air que vous respirez. Rincez-le à l'eau froide une fois par mois et remplacez-le au bout d'un an.",
        highlights: [
          "Retient 99,97 % des particules dès 0,3 µm",
          "Lavable et réutilisable",
          "Compatible avec tous les modèles AeroStick",
        ],
        includedItems: ["Filtre HEPA de sortie d'air"],
      },
      es: {
        name: "Filtro HEPA lavable para AeroStick",
        tagline: "Acláralo, sécalo, colócalo y respira tranquilo",
        description:
          "El filtro HEPA de salida mantiene el polvo fino dentro de tu AeroStick y lejos del aire que respiras. Acláralo con agua fría una vez al mes y sustitúyelo al cabo de un año.",
        highlights: [
          "Retiene el 99,97 % de las partículas desde 0,3 µm",
          "Lavable y reutilizable",
          "Compatible con todos los modelos AeroStick",
        ],
        includedItems: ["Filtro HEPA de salida"],
      },
      it: {
        name: "Filtro HEPA lavabile per AeroStick",
        tagline: "Sciacqua, asciuga, rimonta e respira meglio",
        description:
          "Il filtro HEPA in uscita trattiene le polveri sottili dentro l'AeroStick, lontano dall'aria che respiri. Sciacqualo con acqua fredda una volta al mese e sostituiscilo dopo un anno.",
        highlights: [
          "Trattiene il 99,97% delle particelle da 0,3 µm",
          "Lavabile e riutilizzabile",
          "Compatibile con tutti i modelli AeroStick",
        ],
        includedItems: ["Filtro HEPA in uscita"],
      },
    },
    specs: [
      packSpec("ACC-HEPA-AK-1", 1, "grey", 160, { usd: [2499, null], gbp: [2199, null], eur: [2399, null] }),
    ],
  },
  {
    slug: "water-tank-filter-aquaglide",
    type: "filters",
    drawing: "filter",
    consumable: true,
    releasedAt: "2024-10-22T10:00:00Z",
    publish: 1,
    fits: ["aquaglide-w3", "aquaglide-w5-max", "aquaglide-w7-pro"],
    images: 1,
    specifications: [
      ["compatibility", "AquaGlide W3, W5 Max, W7 Pro"],
      ["packSize", "3"],
      [
        "material",
        {
          en: "Stainless mesh and foam",
          de: "Edelstahlgewebe und Schaumstoff",
          fr: "Maille inox et mousse",
          es: "Malla de acero inoxidable y espuma",
          it: "Rete in acciaio inox e spugna",
        },
      ],
      ["replace", qty(2, "months")],
    ],
    texts: {
      en: {
        name: "Dirty-Water Tank Filters for AquaGlide",
        tagline: "Keeps hair and debris away from the motor",
        description:
          "These mesh-and-foam filters sit in the dirty-water tank and stop hair, grit and fluff from reaching the motor. A fresh filter every two months keeps suction strong and odours away.",
        highlights: [
          "Protects the motor from hair and grit",
          "Helps prevent tank odours",
          "Three filters per pack",
        ],
        includedItems: ["Three tank filters"],
      },
      de: {
        name: "Schmutzwasserfilter für AquaGlide",
        tagline: "Hält Haare und Schmutz vom Motor fern",
        description:
          "Diese Filter aus Gewebe und Schaumstoff sitzen im Schmutzwassertank und halten Haare, Sand und Flusen vom Motor fern. Ein frischer Filter alle zwei Monate erhält die Saugleistung und verhindert Gerüche.",
        highlights: [
          "Schützt den Motor vor Haaren und Sand",
          "Beugt Gerüchen im Tank vor",
          "Drei Filter pro Packung",
        ],
        includedItems: ["Drei Tankfilter"],
      },
      fr: {
        name: "Filtres de réservoir d'eau sale pour AquaGlide",
        tagline: "Protège le moteur des cheveux et des débris",
        description:
          "Ces filtres en maille et mousse se placent dans le réservoir d'eau sale et empêchent cheveux, sable et peluches d'atteindre le moteur. Un filtre neuf tous les deux mois préserve l'aspiration et évite les mauvaises odeurs.",
        highlights: [
          "Protège le moteur des cheveux et du sable",
          "Limite les odeurs dans le réservoir",
          "Trois filtres par lot",
        ],
        includedItems: ["Trois filtres de réservoir"],
      },
      es: {
        name: "Filtros del depósito de agua sucia para AquaGlide",
        tagline: "Mantiene el pelo y la suciedad lejos del motor",
        description:
          "Estos filtros de malla y espuma se colocan en el depósito de agua sucia e impiden que el pelo, la arena y las pelusas lleguen al motor. Un filtro nuevo cada dos meses mantiene la succión y evita los malos olores.",
        highlights: [
          "Protege el motor del pelo y la arena",
          "Ayuda a evitar olores en el depósito",
          "Tres filtros por paquete",
        ],
        includedItems: ["Tres filtros de depósito"],
      },
      it: {
        name: "Filtri serbatoio acqua sporca per AquaGlide",
        tagline: "Tiene capelli e detriti lontano dal motore",
        description:
          "Questi filtri in rete e spugna si inseriscono nel serbatoio dell'acqua sporca e impediscono a capelli, sabbia e lanugine di raggiungere il motore. Un filtro nuovo ogni due mesi mantiene l'aspirazione e previene i cattivi odori.",
        highlights: [
          "Protegge il motore da capelli e sabbia",
          "Aiuta a prevenire gli odori nel serbatoio",
          "Tre filtri per confezione",
        ],
        includedItems: ["Tre filtri per serbatoio"],
      },
    },
    specs: [
      packSpec("ACC-TANK-AG-3", 3, "white", 210, { usd: [1499, null], gbp: [1299, null], eur: [1399, null] }),
    ],
  },
  {
    slug: "odour-filter-crispair",
    type: "filters",
    drawing: "filter",
    consumable: true,
    releasedAt: "2025-01-28T10:00:00Z",
    publish: 1,
    fits: ["crispair-f6-view", "crispair-f9-dual"],
    images: 1,
    specifications: [
      ["compatibility", "CrispAir F6 View, F9 Dual"],
      [
        "material",
        {
          en: "Activated carbon",
          de: "Aktivkohle",
          fr: "Charbon actif",
          es: "Carbón activo",
          it: "Carbone attivo",
        },
      ],
      ["packSize", "2"],
      ["replace", qty(6, "months")],
    ],
    texts: {
      en: {
        name: "Carbon Odour Filter for CrispAir",
        tagline: "Less cooking smell in your kitchen",
        description:
          "The activated-carbon filter clips in behind the air outlet and absorbs cooking odours before they spread through your home. Each filter lasts about six months of everyday cooking.",
        highlights: [
          "Activated carbon absorbs odours",
          "Clips in behind the air outlet",
          "Two filters per pack",
        ],
        includedItems: ["Two carbon filters"],
      },
      de: {
        name: "Aktivkohle-Geruchsfilter für CrispAir",
        tagline: "Weniger Kochgeruch in Ihrer Küche",
        description:
          "Der Aktivkohlefilter wird hinter dem Luftauslass eingeklipst und bindet Kochgerüche, bevor sie sich in der Wohnung verteilen. Ein Filter hält bei täglichem Kochen etwa sechs Monate.",
        highlights: [
          "Aktivkohle bindet Gerüche",
          "Wird hinter dem Luftauslass eingeklipst",
          "Zwei Filter pro Packung",
        ],
        includedItems: ["Zwei Aktivkohlefilter"],
      },
      fr: {
        name: "Filtre anti-odeurs au charbon pour CrispAir",
        tagline: "Moins d'odeurs de cuisson dans votre cuisine",
        description:
          "Le filtre au charbon actif se clipse derrière la sortie d'air et absorbe les odeurs de cuisson avant qu'elles ne se répandent dans la maison. Chaque filtre dure environ six mois en usage quotidien.",
        highlights: [
          "Le charbon actif absorbe les odeurs",
          "Se clipse derrière la sortie d'air",
          "Deux filtres par lot",
        ],
        includedItems: ["Deux filtres au charbon"],
      },
      es: {
        name: "Filtro antiolores de carbón para CrispAir",
        tagline: "Menos olor a comida en tu cocina",
        description:
          "El filtro de carbón activo se encaja detrás de la salida de aire y absorbe los olores de cocción antes de que se extiendan por la casa. Cada filtro dura unos seis meses de uso diario.",
        highlights: [
          "El carbón activo absorbe los olores",
          "Se encaja detrás de la salida de aire",
          "Dos filtros por paquete",
        ],
        includedItems: ["Dos filtros de carbón"],
      },
      it: {
        name: "Filtro antiodore al carbone per CrispAir",
        tagline: "Meno odori di cucina in casa",
        description:
          "Il filtro a carbone attivo si aggancia dietro l'uscita dell'aria e assorbe gli odori di cottura prima che si diffondano in casa. Ogni filtro dura circa sei mesi di uso quotidiano.",
        highlights: [
          "Il carbone attivo assorbe gli odori",
          "Si aggancia dietro l'uscita dell'aria",
          "Due filtri per confezione",
        ],
        includedItems: ["Due filtri al carbone"],
      },
    },
    specs: [
      packSpec("ACC-ODOUR-CA-2", 2, "black", 90, { usd: [1699, null], gbp: [1499, null], eur: [1599, null] }),
    ],
  },
  {
    slug: "main-brush-aerosweep",
    type: "brushes",
    drawing: "brush-roll",
    consumable: false,
    releasedAt: "2024-01-16T10:00:00Z",
    publish: 1,
    fits: ["aerosweep-r4", "aerosweep-r5", "aerosweep-r7-max", "aerosweep-r9-pro"],
    images: 2,
    specifications: [
      ["compatibility", "AeroSweep R4, R5, R7 Max, R9 Pro"],
      [
        "material",
        {
          en: "Dual rubber flaps",
          de: "Doppelte Gummilamellen",
          fr: "Double lamelle en caoutchouc",
          es: "Doble lámina de goma",
          it: "Doppie lamelle in gomma",
        },
      ],
      ["replace", qty(12, "months")],
      ["dimensions", dims(175, 48, 48)],
    ],
    texts: {
      en: {
        name: "Rubber Main Brush for AeroSweep",
        tagline: "Tangle-free pick-up on every floor",
        description:
          "Two rubber flaps replace bristles, so hair doesn't wrap around the brush and it stays in contact with hard floors and carpets. It clicks out for cleaning without tools.",
        highlights: [
          "Bristle-free design resists tangles",
          "Works on carpets and hard floors",
          "Tool-free removal",
        ],
        includedItems: ["Main brush", "Brush cleaning tool"],
      },
      de: {
        name: "Gummi-Hauptbürste für AeroSweep",
        tagline: "Verhedderungsfrei auf allen Böden",
        description:
          "Zwei Gummilamellen ersetzen die Borsten: Haare wickeln sich nicht auf, und die Bürste bleibt auf Hartboden und Teppich in Kontakt. Zum Reinigen lässt sie sich ohne Werkzeug herausklicken.",
        highlights: [
          "Borstenloses Design gegen Verheddern",
          "Für Teppiche und Hartböden",
          "Ohne Werkzeug entnehmbar",
        ],
        includedItems: ["Hauptbürste", "Reinigungswerkzeug"],
      },
      fr: {
        name: "Brosse principale en caoutchouc pour AeroSweep",
        tagline: "Un ramassage sans enchevêtrement sur tous les sols",
        description:
          "Deux lamelles en caoutchouc remplacent les poils : les cheveux ne s'enroulent pas et la brosse reste en contact avec les sols durs comme avec les tapis. Elle se déclipse sans outil pour le nettoyage.",
        highlights: [
          "Conception sans poils contre les enchevêtrements",
          "Pour tapis et sols durs",
          "Retrait sans outil",
        ],
        includedItems: ["Brosse principale", "Outil de nettoyage"],
      },
      es: {
        name: "Cepillo principal de goma para AeroSweep",
        tagline: "Recogida sin enredos en cualquier suelo",
        description:
          "Dos láminas de goma sustituyen a las cerdas, así que el pelo no se enrolla y el cepillo mantiene el contacto con suelos duros y alfombras. Se extrae sin herramientas para limpiarlo.",
        highlights: [
          "Diseño sin cerdas que evita enredos",
          "Para alfombras y suelos duros",
          "Extracción sin herramientas",
        ],
        includedItems: ["Cepillo principal", "Herramienta de limpieza"],
      },
      it: {
        name: "Spazzola principale in gomma per AeroSweep",
        tagline: "Raccolta senza grovigli su ogni pavimento",
        description:
          "Due lamelle in gomma sostituiscono le setole: i capelli non si avvolgono e la spazzola resta a contatto con pavimenti duri e tappeti. Si sgancia senza attrezzi per la pulizia.",
        highlights: [
          "Design senza setole contro i grovigli",
          "Per tappeti e pavimenti duri",
          "Rimozione senza attrezzi",
        ],
        includedItems: ["Spazzola principale", "Attrezzo per la pulizia"],
      },
    },
    specs: [
      packSpec("ACC-MBR-AS-1", 1, "grey", 110, { usd: [2999, null], gbp: [2599, null], eur: [2799, null] }),
    ],
  },
  {
    slug: "side-brushes-aerosweep",
    type: "brushes",
    drawing: "side-brush",
    consumable: false,
    releasedAt: "2024-01-16T10:30:00Z",
    publish: 1,
    fits: ["aerosweep-r4", "aerosweep-r5", "aerosweep-r7-max", "aerosweep-r9-pro"],
    images: 2,
    specifications: [
      ["compatibility", "AeroSweep R4, R5, R7 Max, R9 Pro"],
      [
        "material",
        {
          en: "Nylon bristles, three arms",
          de: "Nylonborsten, drei Arme",
          fr: "Poils en nylon, trois branches",
          es: "Cerdas de nailon, tres brazos",
          it: "Setole in nylon, tre bracci",
        },
      ],
      ["diameter", qty(105, "mm")],
      ["replace", qty(6, "months")],
    ],
    texts: {
      en: {
        name: "Side Brushes for AeroSweep",
        tagline: "Sweeps dust out of corners and along edges",
        description:
          "The three-armed side brush flicks dust and crumbs out of corners and along skirting boards into the robot's path. Replace it when the bristles splay to keep edges spotless.",
        highlights: [
          "Three-armed design for corners",
          "Screwless snap-on fitting",
          "Fits all AeroSweep robots",
        ],
        includedItems: ["Side brushes (4 or 8 per pack)"],
      },
      de: {
        name: "Seitenbürsten für AeroSweep",
        tagline: "Kehrt Staub aus Ecken und an Kanten entlang",
        description:
          "Die dreiarmige Seitenbürste befördert Staub und Krümel aus Ecken und an Fußleisten entlang in die Bahn des Roboters. Tauschen Sie sie aus, sobald die Borsten abstehen, damit die Kanten sauber bleiben.",
        highlights: [
          "Dreiarmiges Design für Ecken",
          "Einfach aufstecken, ohne Schrauben",
          "Passt an alle AeroSweep Roboter",
        ],
        includedItems: ["Seitenbürsten (4 oder 8 pro Packung)"],
      },
      fr: {
        name: "Brosses latérales pour AeroSweep",
        tagline: "Chasse la poussière des coins et le long des bords",
        description:
          "La brosse latérale à trois branches pousse la poussière et les miettes des coins et des plinthes vers la trajectoire du robot. Remplacez-la lorsque les poils s'écartent pour garder des bords impeccables.",
        highlights: [
          "Trois branches pour les coins",
          "Fixation par simple clipsage, sans vis",
          "Compatible avec tous les robots AeroSweep",
        ],
        includedItems: ["Brosses latérales (4 ou 8 par lot)"],
      },
      es: {
        name: "Cepillos laterales para AeroSweep",
        tagline: "Barre el polvo de las esquinas y los bordes",
        description:
          "El cepillo lateral de tres brazos saca el polvo y las migas de las esquinas y los rodapiés y los lleva hacia el robot. Cámbialo cuando las cerdas se abran para mantener los bordes impecables.",
        highlights: [
          "Tres brazos para las esquinas",
          "Se encaja a presión, sin tornillos",
          "Compatible con todos los robots AeroSweep",
        ],
        includedItems: ["Cepillos laterales (4 u 8 por paquete)"],
      },
      it: {
        name: "Spazzole laterali per AeroSweep",
        tagline: "Spinge via la polvere da angoli e bordi",
        description:
          "La spazzola laterale a tre bracci porta polvere e briciole dagli angoli e lungo i battiscopa fin sul percorso del robot. Sostituiscila quando le setole si aprono per mantenere i bordi impeccabili.",
        highlights: [
          "Tre bracci per gli angoli",
          "Si aggancia a scatto, senza viti",
          "Compatibile con tutti i robot AeroSweep",
        ],
        includedItems: ["Spazzole laterali (4 o 8 per confezione)"],
      },
    },
    specs: [
      packSpec("ACC-SBR-AS-4", 4, "grey", 400, { usd: [1299, null], gbp: [1099, null], eur: [1199, null] }),
      packSpec("ACC-SBR-AS-8", 8, "grey", 0, { usd: [2199, 2598], gbp: [1899, 2198], eur: [1999, 2398] }),
    ],
  },
  {
    slug: "soft-roller-head-aerostick",
    type: "brushes",
    drawing: "brush-roll",
    consumable: false,
    releasedAt: "2025-06-10T10:00:00Z",
    publish: 1,
    fits: ["aerostick-s8-flex", "aerostick-s12-pro"],
    images: 2,
    specifications: [
      ["compatibility", "AeroStick S8 Flex, S12 Pro"],
      [
        "material",
        {
          en: "Soft nylon felt and carbon fibre filaments",
          de: "Weicher Nylonfilz und Carbonfasern",
          fr: "Feutre de nylon doux et filaments de carbone",
          es: "Fieltro de nailon suave y filamentos de carbono",
          it: "Feltro di nylon morbido e filamenti di carbonio",
        },
      ],
      ["cleaningPath", qty(25, "cm")],
      ["weight", qty(480, "g")],
    ],
    texts: {
      en: {
        name: "Soft Roller Floor Head for AeroStick",
        tagline: "Picks up fine dust and large debris on hard floors",
        description:
          "The soft felt roller lifts fine dust from hard floors while carbon filaments discharge static, and its open front swallows larger debris like cereal. It glides gently over parquet and tiles without scratching.",
        highlights: [
          "Ideal for parquet, laminate and tiles",
          "Captures large and fine debris together",
          "Green LED light reveals hidden dust",
        ],
        includedItems: ["Soft roller floor head"],
      },
      de: {
        name: "Softwalzen-Bodendüse für AeroStick",
        tagline: "Nimmt auf Hartböden Feinstaub und groben Schmutz auf",
        description:
          "Die weiche Filzwalze löst Feinstaub von Hartböden, Carbonfasern leiten statische Aufladung ab, und die offene Front schluckt auch größere Krümel wie Müsli. Sie gleitet sanft und kratzfrei über Parkett und Fliesen.",
        highlights: [
          "Ideal für Parkett, Laminat und Fliesen",
          "Nimmt groben und feinen Schmutz gleichzeitig auf",
          "Grünes LED-Licht macht versteckten Staub sichtbar",
        ],
        includedItems: ["Softwalzen-Bodendüse"],
      },
      fr: {
        name: "Brosse à rouleau doux pour AeroStick",
        tagline: "Ramasse poussière fine et gros débris sur les sols durs",
        description:
          "Le rouleau en feutre doux décolle la poussière fine des sols durs, ses filaments de carbone éliminent l'électricité statique et son ouverture avant avale les plus gros débris comme les céréales. Il glisse en douceur sur le parquet et le carrelage sans les rayer.",
        highlights: [
          "Idéale pour parquet, stratifié et carrelage",
          "Ramasse gros débris et poussière fine en même temps",
          "Lumière LED verte qui révèle la poussière cachée",
        ],
        includedItems: ["Brosse à rouleau doux"],
      },
      es: {
        name: "Cepillo de rodillo suave para AeroStick",
        tagline: "Recoge polvo fino y suciedad gruesa en suelos duros",
        description:
          "El rodillo de fieltro suave levanta el polvo fino de los suelos duros, los filamentos de carbono eliminan la electricidad estática y su frontal abierto se traga la suciedad grande, como los cereales. Se desliza con suavidad sobre parqué y baldosas sin rayarlos.",
        highlights: [
          "Ideal para parqué, laminado y baldosas",
          "Recoge a la vez suciedad grande y polvo fino",
          "Luz LED verde que revela el polvo oculto",
        ],
        includedItems: ["Cepillo de rodillo suave"],
      },
      it: {
        name: "Spazzola a rullo morbido per AeroStick",
        tagline: "Raccoglie polvere fine e sporco grosso sui pavimenti duri",
        description:
          "Il rullo in feltro morbido solleva la polvere fine dai pavimenti duri, i filamenti di carbonio eliminano l'elettricità statica e l'apertura frontale inghiotte anche lo sporco più grosso, come i cereali. Scivola delicatamente su parquet e piastrelle senza graffiarli.",
        highlights: [
          "Ideale per parquet, laminato e piastrelle",
          "Raccoglie insieme sporco grosso e polvere fine",
          "Luce LED verde che rivela la polvere nascosta",
        ],
        includedItems: ["Spazzola a rullo morbido"],
      },
    },
    specs: [
      packSpec("ACC-SOFT-AK-1", 1, "sage", 65, { usd: [7999, 8900], gbp: [6999, 7900], eur: [7499, 8500] }),
    ],
  },
  {
    slug: "mini-pet-tool-aerostick",
    type: "brushes",
    drawing: "brush-roll",
    consumable: false,
    releasedAt: "2024-05-14T10:30:00Z",
    publish: 1,
    fits: ["aerostick-s6", "aerostick-s8-flex", "aerostick-s12-pro"],
    images: 1,
    specifications: [
      ["compatibility", "AeroStick S6, S8 Flex, S12 Pro"],
      [
        "material",
        {
          en: "Anti-tangle bristle roller",
          de: "Verhedderungsfreie Borstenwalze",
          fr: "Rouleau à poils anti-enchevêtrement",
          es: "Rodillo de cerdas antienredos",
          it: "Rullo a setole anti-groviglio",
        },
      ],
      ["cleaningPath", qty(10, "cm")],
      ["weight", qty(260, "g")],
    ],
    texts: {
      en: {
        name: "Mini Motorised Pet Tool",
        tagline: "Lifts pet hair from sofas, beds and car seats",
        description:
          "A compact motorised brush that spins to pull embedded pet hair out of upholstery and stairs. Its anti-tangle comb keeps the roller clear while you clean.",
        highlights: ["Motorised roller for upholstery", "Anti-tangle comb", "Fits all AeroStick models"],
        includedItems: ["Mini motorised tool"],
      },
      de: {
        name: "Motorisierte Mini-Tierhaardüse",
        tagline: "Entfernt Tierhaare von Sofa, Bett und Autositz",
        description:
          "Eine kompakte motorisierte Bürste, die festsitzende Tierhaare aus Polstern und Treppenstufen holt. Der Anti-Verwicklungs-Kamm hält die Walze beim Saugen frei.",
        highlights: [
          "Motorisierte Walze für Polster",
          "Anti-Verwicklungs-Kamm",
          "Passt an alle AeroStick Modelle",
        ],
        includedItems: ["Motorisierte Mini-Düse"],
      },
      fr: {
        name: "Mini-brosse motorisée pour animaux",
        tagline: "Enlève les poils sur canapés, lits et sièges auto",
        description:
          "Une brosse motorisée compacte qui tourne pour arracher les poils incrustés dans les tissus et les marches d'escalier. Son peigne anti-enchevêtrement garde le rouleau dégagé pendant le nettoyage.",
        highlights: [
          "Rouleau motorisé pour les tissus",
          "Peigne anti-enchevêtrement",
          "Compatible avec tous les modèles AeroStick",
        ],
        includedItems: ["Mini-brosse motorisée"],
      },
      es: {
        name: "Minicepillo motorizado para mascotas",
        tagline: "Quita el pelo de sofás, camas y asientos del coche",
        description:
          "Un cepillo motorizado compacto que gira para arrancar el pelo de mascota incrustado en tapicerías y escaleras. Su peine antienredos mantiene el rodillo limpio mientras limpias.",
        highlights: [
          "Rodillo motorizado para tapicerías",
          "Peine antienredos",
          "Compatible con todos los modelos AeroStick",
        ],
        includedItems: ["Minicepillo motorizado"],
      },
      it: {
        name: "Mini spazzola motorizzata per animali",
        tagline: "Rimuove i peli da divani, letti e sedili dell'auto",
        description:
          "Una spazzola motorizzata compatta che ruota per estrarre i peli incastrati in tessuti e gradini. Il pettine anti-groviglio mantiene pulito il rullo mentre pulisci.",
        highlights: [
          "Rullo motorizzato per i tessuti",
          "Pettine anti-groviglio",
          "Compatibile con tutti i modelli AeroStick",
        ],
        includedItems: ["Mini spazzola motorizzata"],
      },
    },
    specs: [
      packSpec("ACC-PET-AK-1", 1, "grey", 75, { usd: [3999, null], gbp: [3499, null], eur: [3799, null] }),
    ],
  },
  {
    slug: "brush-roller-aquaglide",
    type: "brushes",
    drawing: "brush-roll",
    consumable: false,
    releasedAt: "2024-10-22T10:30:00Z",
    publish: 1,
    fits: ["aquaglide-w3", "aquaglide-w5-max", "aquaglide-w7-pro"],
    images: 2,
    specifications: [
      ["compatibility", "AquaGlide W3, W5 Max, W7 Pro"],
      [
        "material",
        {
          en: "Microfibre and nylon bristles",
          de: "Mikrofaser und Nylonborsten",
          fr: "Microfibre et poils en nylon",
          es: "Microfibra y cerdas de nailon",
          it: "Microfibra e setole in nylon",
        },
      ],
      ["replace", qty(6, "months")],
      ["dimensions", dims(240, 60, 60)],
    ],
    texts: {
      en: {
        name: "Brush Roller for AquaGlide",
        tagline: "Fresh roller, streak-free floors",
        description:
          "A blend of microfibre and nylon bristles scrubs away dried spills and lifts dirt from grout lines. Keep a spare on hand to swap in while the other one dries.",
        highlights: [
          "Microfibre and nylon blend",
          "Scrubs dried spills and grout",
          "Swaps in seconds, no tools",
        ],
        includedItems: ["Brush roller (1 or 2 per pack)"],
      },
      de: {
        name: "Bürstenwalze für AquaGlide",
        tagline: "Frische Walze, streifenfreie Böden",
        description:
          "Eine Mischung aus Mikrofaser und Nylonborsten schrubbt angetrocknete Flecken weg und holt Schmutz aus den Fugen. Halten Sie eine Ersatzwalze bereit, die Sie einsetzen, während die andere trocknet.",
        highlights: [
          "Mischung aus Mikrofaser und Nylon",
          "Schrubbt Eingetrocknetes und Fugen",
          "In Sekunden gewechselt, ohne Werkzeug",
        ],
        includedItems: ["Bürstenwalze (1 oder 2 pro Packung)"],
      },
      fr: {
        name: "Rouleau brosse pour AquaGlide",
        tagline: "Un rouleau neuf pour des sols sans traces",
        description:
          "Un mélange de microfibre et de poils en nylon frotte les taches séchées et décolle la saleté des joints. Gardez-en un de rechange à installer pendant que l'autre sèche.",
        highlights: [
          "Mélange microfibre et nylon",
          "Frotte les taches séchées et les joints",
          "Se change en quelques secondes, sans outil",
        ],
        includedItems: ["Rouleau brosse (1 ou 2 par lot)"],
      },
      es: {
        name: "Rodillo de cepillo para AquaGlide",
        tagline: "Rodillo nuevo, suelos sin marcas",
        description:
          "Una mezcla de microfibra y cerdas de nailon friega las manchas secas y saca la suciedad de las juntas. Ten uno de repuesto para cambiarlo mientras el otro se seca.",
        highlights: [
          "Mezcla de microfibra y nailon",
          "Friega manchas secas y juntas",
          "Se cambia en segundos, sin herramientas",
        ],
        includedItems: ["Rodillo de cepillo (1 o 2 por paquete)"],
      },
      it: {
        name: "Rullo spazzola per AquaGlide",
        tagline: "Rullo nuovo, pavimenti senza aloni",
        description:
          "Un mix di microfibra e setole in nylon strofina le macchie secche e rimuove lo sporco dalle fughe. Tienine uno di scorta da montare mentre l'altro si asciuga.",
        highlights: [
          "Mix di microfibra e nylon",
          "Strofina macchie secche e fughe",
          "Si cambia in pochi secondi, senza attrezzi",
        ],
        includedItems: ["Rullo spazzola (1 o 2 per confezione)"],
      },
    },
    specs: [
      packSpec("ACC-ROLL-AG-1", 1, "white", 60, { usd: [3499, null], gbp: [2999, null], eur: [3299, null] }),
      packSpec("ACC-ROLL-AG-2", 2, "white", 30, { usd: [5999, 6998], gbp: [5199, 5998], eur: [5699, 6598] }),
    ],
  },
  {
    slug: "mop-pads-r7-max",
    type: "mop-pads",
    drawing: "mop-pad",
    consumable: true,
    releasedAt: "2025-04-15T10:00:00Z",
    publish: 1,
    fits: ["aerosweep-r7-max"],
    images: 2,
    specifications: [
      ["compatibility", "AeroSweep R7 Max"],
      ["material", washableMicrofibre],
      [
        "replace",
        { en: "50 washes", de: "50 Wäschen", fr: "50 lavages", es: "50 lavados", it: "50 lavaggi" },
      ],
      ["dimensions", dims(260, 80, 8)],
    ],
    texts: {
      en: {
        name: "Washable Mop Pads for AeroSweep R7 Max",
        tagline: "Machine-washable microfibre for streak-free floors",
        description:
          "Dense microfibre holds just enough water to lift footprints and kitchen splashes without leaving puddles. Wash at up to 60 °C and reuse about 50 times.",
        highlights: [
          "Dense microfibre for streak-free results",
          "Machine-washable at 60 °C",
          "Hook-and-loop backing for a quick swap",
        ],
        includedItems: ["Mop pads (2 or 4 per pack)"],
      },
      de: {
        name: "Waschbare Wischpads für AeroSweep R7 Max",
        tagline: "Waschbare Mikrofaser für streifenfreie Böden",
        description:
          "Dichte Mikrofaser hält genau so viel Wasser, dass Fußabdrücke und Küchenspritzer verschwinden, ohne Pfützen zu hinterlassen. Bei bis zu 60 °C waschbar und rund 50-mal wiederverwendbar.",
        highlights: [
          "Dichte Mikrofaser für streifenfreie Ergebnisse",
          "Bei 60 °C in der Maschine waschbar",
          "Klettbefestigung für schnellen Wechsel",
        ],
        includedItems: ["Wischpads (2 oder 4 pro Packung)"],
      },
      fr: {
        name: "Serpillières lavables pour AeroSweep R7 Max",
        tagline: "Microfibre lavable en machine pour des sols sans traces",
        description:
          "La microfibre dense retient juste assez d'eau pour effacer les traces de pas et les éclaboussures de cuisine sans laisser de flaques. Lavable jusqu'à 60 °C et réutilisable une cinquantaine de fois.",
        highlights: [
          "Microfibre dense pour un résultat sans traces",
          "Lavable en machine à 60 °C",
          "Fixation par scratch pour un échange rapide",
        ],
        includedItems: ["Serpillières (2 ou 4 par lot)"],
      },
      es: {
        name: "Mopas lavables para AeroSweep R7 Max",
        tagline: "Microfibra lavable a máquina para suelos sin marcas",
        description:
          "La microfibra densa retiene la cantidad justa de agua para quitar pisadas y salpicaduras de cocina sin dejar charcos. Se lava hasta a 60 °C y se reutiliza unas 50 veces.",
        highlights: [
          "Microfibra densa para un acabado sin marcas",
          "Lavable a máquina a 60 °C",
          "Cierre de velcro para cambiarla rápido",
        ],
        includedItems: ["Mopas (2 o 4 por paquete)"],
      },
      it: {
        name: "Panni lavabili per AeroSweep R7 Max",
        tagline: "Microfibra lavabile in lavatrice per pavimenti senza aloni",
        description:
          "La microfibra densa trattiene la giusta quantità d'acqua per eliminare impronte e schizzi di cucina senza lasciare pozzanghere. Si lava fino a 60 °C e si riutilizza circa 50 volte.",
        highlights: [
          "Microfibra densa per un risultato senza aloni",
          "Lavabile in lavatrice a 60 °C",
          "Attacco a strappo per un cambio rapido",
        ],
        includedItems: ["Panni (2 o 4 per confezione)"],
      },
    },
    specs: [
      packSpec("ACC-MOP-R7-2", 2, "grey", 250, { usd: [1999, null], gbp: [1699, null], eur: [1899, null] }),
      packSpec("ACC-MOP-R7-4", 4, "grey", 80, { usd: [3499, 3998], gbp: [2999, 3398], eur: [3299, 3798] }),
    ],
  },
  {
    slug: "rotating-mop-pads-r9-pro",
    type: "mop-pads",
    drawing: "mop-pad",
    consumable: true,
    releasedAt: "2026-05-19T10:00:00Z",
    publish: 1,
    fits: ["aerosweep-r9-pro"],
    images: 2,
    specifications: [
      ["compatibility", "AeroSweep R9 Pro"],
      ["material", washableMicrofibre],
      ["diameter", qty(210, "mm")],
      ["replace", qty(3, "months")],
    ],
    texts: {
      en: {
        name: "Rotating Mop Pads for AeroSweep R9 Pro",
        tagline: "Spinning pads that scrub with gentle pressure",
        description:
          "These round microfibre pads spin at 180 rpm under gentle pressure to lift dried-on marks. Swap them every three months, or sooner in busy homes.",
        highlights: ["Round microfibre pads for rotating mops", "Lifts dried-on marks", "Machine-washable"],
        includedItems: ["Two rotating mop pads"],
      },
      de: {
        name: "Rotierende Wischpads für AeroSweep R9 Pro",
        tagline: "Rotierende Pads, die mit sanftem Druck schrubben",
        description:
          "Diese runden Mikrofaserpads drehen sich mit 180 U/min unter sanftem Druck und lösen angetrocknete Flecken. Wechseln Sie sie alle drei Monate, in belebten Haushalten auch früher.",
        highlights: [
          "Runde Mikrofaserpads für rotierende Mopps",
          "Löst angetrocknete Flecken",
          "Maschinenwaschbar",
        ],
        includedItems: ["Zwei rotierende Wischpads"],
      },
      fr: {
        name: "Patins de lavage rotatifs pour AeroSweep R9 Pro",
        tagline: "Des patins rotatifs qui frottent en douceur",
        description:
          "Ces patins ronds en microfibre tournent à 180 tr/min avec une pression légère pour décoller les taches séchées. Remplacez-les tous les trois mois, ou plus tôt dans les foyers animés.",
        highlights: [
          "Patins ronds en microfibre pour serpillières rotatives",
          "Décolle les taches séchées",
          "Lavables en machine",
        ],
        includedItems: ["Deux patins de lavage rotatifs"],
      },
      es: {
        name: "Mopas giratorias para AeroSweep R9 Pro",
        tagline: "Mopas que giran y friegan con una presión suave",
        description:
          "Estas mopas redondas de microfibra giran a 180 rpm con una presión suave para despegar las manchas secas. Cámbialas cada tres meses, o antes en casas con mucho movimiento.",
        highlights: [
          "Mopas redondas de microfibra para fregado giratorio",
          "Despega las manchas secas",
          "Lavables a máquina",
        ],
        includedItems: ["Dos mopas giratorias"],
      },
      it: {
        name: "Panni rotanti per AeroSweep R9 Pro",
        tagline: "Panni rotanti che strofinano con una leggera pressione",
        description:
          "Questi panni rotondi in microfibra girano a 180 giri/min con una leggera pressione per staccare le macchie secche. Sostituiscili ogni tre mesi, o prima nelle case più vissute.",
        highlights: [
          "Panni rotondi in microfibra per il lavaggio rotante",
          "Stacca le macchie secche",
          "Lavabili in lavatrice",
        ],
        includedItems: ["Due panni rotanti"],
      },
    },
    specs: [
      packSpec("ACC-MOP-R9-2", 2, "grey", 140, { usd: [2499, null], gbp: [2199, null], eur: [2399, null] }),
    ],
  },
  {
    slug: "disposable-mop-pads",
    type: "mop-pads",
    drawing: "mop-pad",
    consumable: true,
    releasedAt: "2025-05-06T10:00:00Z",
    publish: 0,
    fits: ["aerosweep-r7-max"],
    images: 1,
    specifications: [
      ["compatibility", "AeroSweep R7 Max"],
      ["packSize", "30"],
      [
        "material",
        {
          en: "Non-woven, single use",
          de: "Vlies, zum Einmalgebrauch",
          fr: "Non-tissé, à usage unique",
          es: "Tela no tejida, de un solo uso",
          it: "Tessuto non tessuto, monouso",
        },
      ],
    ],
    texts: {
      en: {
        name: "Disposable Mop Pads",
        tagline: "A fresh pad for every clean, no washing",
        description:
          "Single-use pads for quick touch-ups when there's no time for laundry. This product has been discontinued in favour of our washable pads.",
        highlights: ["30 pads per pack", "No washing needed", "Fits the AeroSweep R7 Max"],
        includedItems: ["30 disposable pads"],
      },
      de: {
        name: "Einweg-Wischpads",
        tagline: "Für jede Reinigung ein frisches Pad, ganz ohne Waschen",
        description:
          "Einweg-Pads für die schnelle Zwischenreinigung, wenn keine Zeit zum Waschen bleibt. Dieses Produkt wurde zugunsten unserer waschbaren Pads eingestellt.",
        highlights: ["30 Pads pro Packung", "Kein Waschen nötig", "Passt an den AeroSweep R7 Max"],
        includedItems: ["30 Einweg-Pads"],
      },
      fr: {
        name: "Lingettes de lavage jetables",
        tagline: "Une lingette neuve à chaque nettoyage, sans lessive",
        description:
          "Des lingettes à usage unique pour un coup de propre rapide quand vous n'avez pas le temps de faire une lessive. Ce produit a été arrêté au profit de nos serpillières lavables.",
        highlights: ["30 lingettes par lot", "Aucun lavage nécessaire", "Compatible avec l'AeroSweep R7 Max"],
        includedItems: ["30 lingettes jetables"],
      },
      es: {
        name: "Mopas desechables",
        tagline: "Una mopa nueva en cada limpieza, sin lavados",
        description:
          "Mopas de un solo uso para repasos rápidos cuando no hay tiempo para poner una lavadora. Este producto se ha dejado de fabricar en favor de nuestras mopas lavables.",
        highlights: [
          "30 mopas por paquete",
          "Sin necesidad de lavarlas",
          "Compatible con el AeroSweep R7 Max",
        ],
        includedItems: ["30 mopas desechables"],
      },
      it: {
        name: "Panni usa e getta",
        tagline: "Un panno nuovo a ogni pulizia, senza lavatrice",
        description:
          "Panni monouso per ritocchi veloci quando non c'è tempo per il bucato. Questo prodotto è stato sostituito dai nostri panni lavabili.",
        highlights: [
          "30 panni per confezione",
          "Nessun lavaggio necessario",
          "Compatibile con AeroSweep R7 Max",
        ],
        includedItems: ["30 panni usa e getta"],
      },
    },
    specs: [
      packSpec("ACC-MOP-DISP-30", 30, "white", 20, {
        usd: [1499, null],
        gbp: [1299, null],
        eur: [1399, null],
      }),
    ],
  },
  {
    slug: "dust-bags-autoempty",
    type: "dust-bags",
    drawing: "bag",
    consumable: true,
    releasedAt: "2026-05-19T10:30:00Z",
    publish: 1,
    fits: ["aerosweep-r9-pro"],
    images: 2,
    specifications: [
      ["compatibility", "AeroSweep R9 Pro AutoEmpty"],
      ["capacity", qty(3, "L")],
      [
        "material",
        {
          en: "Three-layer sealed fleece",
          de: "Dreilagiges, verschließbares Vlies",
          fr: "Non-tissé trois couches, fermeture hermétique",
          es: "Tejido de tres capas con cierre hermético",
          it: "Tessuto a tre strati con chiusura ermetica",
        },
      ],
      ["replace", { en: "60 days", de: "60 Tage", fr: "60 jours", es: "60 días", it: "60 giorni" }],
    ],
    texts: {
      en: {
        name: "AutoEmpty Dust Bags",
        tagline: "Sealed bags for hygienic, dust-free emptying",
        description:
          "Each 3-litre bag holds up to 60 days of dust and closes automatically when you lift it out of the station. The three-layer fleece keeps fine dust and allergens locked inside.",
        highlights: [
          "Holds up to 60 days of dust",
          "Closes automatically on removal",
          "Three-layer fleece traps allergens",
        ],
        includedItems: ["Dust bags (3 or 6 per pack)"],
      },
      de: {
        name: "AutoEmpty-Staubbeutel",
        tagline: "Verschlossene Beutel für hygienisches, staubfreies Entleeren",
        description:
          "Jeder 3-Liter-Beutel fasst den Staub von bis zu 60 Tagen und verschließt sich automatisch, wenn Sie ihn aus der Station nehmen. Das dreilagige Vlies hält Feinstaub und Allergene sicher zurück.",
        highlights: [
          "Fasst den Staub von bis zu 60 Tagen",
          "Verschließt sich beim Herausnehmen automatisch",
          "Dreilagiges Vlies hält Allergene zurück",
        ],
        includedItems: ["Staubbeutel (3 oder 6 pro Packung)"],
      },
      fr: {
        name: "Sacs à poussière AutoEmpty",
        tagline: "Des sacs hermétiques pour un vidage propre et sans poussière",
        description:
          "Chaque sac de 3 litres contient jusqu'à 60 jours de poussière et se ferme automatiquement lorsque vous le retirez de la station. Son non-tissé trois couches retient la poussière fine et les allergènes.",
        highlights: [
          "Jusqu'à 60 jours de poussière",
          "Fermeture automatique au retrait",
          "Non-tissé trois couches contre les allergènes",
        ],
        includedItems: ["Sacs à poussière (3 ou 6 par lot)"],
      },
      es: {
        name: "Bolsas de polvo AutoEmpty",
        tagline: "Bolsas selladas para un vaciado higiénico y sin polvo",
        description:
          "Cada bolsa de 3 litros almacena hasta 60 días de polvo y se cierra automáticamente al sacarla de la base. Su tejido de tres capas retiene el polvo fino y los alérgenos.",
        highlights: [
          "Hasta 60 días de polvo",
          "Se cierra sola al retirarla",
          "Tejido de tres capas que retiene los alérgenos",
        ],
        includedItems: ["Bolsas de polvo (3 o 6 por paquete)"],
      },
      it: {
        name: "Sacchetti per la polvere AutoEmpty",
        tagline: "Sacchetti sigillati per uno svuotamento igienico e senza polvere",
        description:
          "Ogni sacchetto da 3 litri contiene fino a 60 giorni di polvere e si chiude automaticamente quando lo estrai dalla stazione. Il tessuto a tre strati trattiene polveri sottili e allergeni.",
        highlights: [
          "Fino a 60 giorni di polvere",
          "Si chiude da solo all'estrazione",
          "Tessuto a tre strati che trattiene gli allergeni",
        ],
        includedItems: ["Sacchetti per la polvere (3 o 6 per confezione)"],
      },
    },
    specs: [
      packSpec("ACC-BAG-AE-3", 3, "white", 320, { usd: [1999, null], gbp: [1699, null], eur: [1899, null] }),
      packSpec("ACC-BAG-AE-6", 6, "white", 150, { usd: [3499, 3998], gbp: [2999, 3398], eur: [3299, 3798] }),
    ],
  },
  {
    slug: "antibacterial-dust-bags",
    type: "dust-bags",
    drawing: "bag",
    consumable: true,
    releasedAt: "2026-07-07T10:00:00Z",
    publish: 1,
    fits: ["aerosweep-r9-pro"],
    images: 1,
    specifications: [
      ["compatibility", "AeroSweep R9 Pro AutoEmpty"],
      ["capacity", qty(3, "L")],
      [
        "material",
        {
          en: "Antibacterial-treated fleece",
          de: "Antibakteriell behandeltes Vlies",
          fr: "Non-tissé à traitement antibactérien",
          es: "Tejido con tratamiento antibacteriano",
          it: "Tessuto con trattamento antibatterico",
        },
      ],
      ["packSize", "3"],
    ],
    texts: {
      en: {
        name: "Antibacterial AutoEmpty Dust Bags",
        tagline: "Extra protection for homes with pets and allergies",
        description:
          "An antibacterial treatment inhibits the growth of bacteria and odours inside the bag between changes. Ideal for homes with pets or allergy sufferers.",
        highlights: ["Antibacterial-treated fleece", "Fewer odours between changes", "Three bags per pack"],
        includedItems: ["Three antibacterial dust bags"],
      },
      de: {
        name: "Antibakterielle AutoEmpty-Staubbeutel",
        tagline: "Extra Schutz für Haushalte mit Haustieren und Allergien",
        description:
          "Eine antibakterielle Ausrüstung hemmt zwischen zwei Wechseln das Wachstum von Bakterien und Gerüchen im Beutel. Ideal für Haushalte mit Haustieren oder Allergikern.",
        highlights: [
          "Antibakteriell behandeltes Vlies",
          "Weniger Gerüche zwischen den Wechseln",
          "Drei Beutel pro Packung",
        ],
        includedItems: ["Drei antibakterielle Staubbeutel"],
      },
      fr: {
        name: "Sacs à poussière AutoEmpty antibactériens",
        tagline: "Une protection renforcée pour les foyers avec animaux ou allergies",
        description:
          "Un traitement antibactérien freine le développement des bactéries et des odeurs dans le sac entre deux changements. Idéal pour les foyers avec animaux ou personnes allergiques.",
        highlights: [
          "Non-tissé à traitement antibactérien",
          "Moins d'odeurs entre deux changements",
          "Trois sacs par lot",
        ],
        includedItems: ["Trois sacs à poussière antibactériens"],
      },
      es: {
        name: "Bolsas de polvo AutoEmpty antibacterianas",
        tagline: "Protección extra para hogares con mascotas y alergias",
        description:
          "Un tratamiento antibacteriano frena la proliferación de bacterias y olores dentro de la bolsa entre cambios. Ideal para hogares con mascotas o personas alérgicas.",
        highlights: [
          "Tejido con tratamiento antibacteriano",
          "Menos olores entre cambios",
          "Tres bolsas por paquete",
        ],
        includedItems: ["Tres bolsas de polvo antibacterianas"],
      },
      it: {
        name: "Sacchetti per la polvere AutoEmpty antibatterici",
        tagline: "Protezione in più per case con animali e allergie",
        description:
          "Un trattamento antibatterico limita la proliferazione di batteri e odori nel sacchetto tra un cambio e l'altro. Ideale per case con animali o persone allergiche.",
        highlights: [
          "Tessuto con trattamento antibatterico",
          "Meno odori tra un cambio e l'altro",
          "Tre sacchetti per confezione",
        ],
        includedItems: ["Tre sacchetti antibatterici"],
      },
    },
    specs: [
      packSpec("ACC-BAG-AB-3", 3, "grey", 90, { usd: [2499, null], gbp: [2199, null], eur: [2399, null] }),
    ],
  },
  {
    slug: "battery-aerostick-s",
    type: "batteries",
    drawing: "battery",
    consumable: false,
    releasedAt: "2024-05-14T11:00:00Z",
    publish: 1,
    fits: ["aerostick-s6", "aerostick-s8-flex"],
    images: 2,
    specifications: [
      ["compatibility", "AeroStick S6, S8 Flex"],
      ["battery", qty(3000, "mAh")],
      ["voltage", qty(25.2, "V")],
      ["chargeTime", qty(3.5, "h")],
      ["weight", qty(320, "g")],
    ],
    texts: {
      en: {
        name: "Click-in Battery for AeroStick S6 and S8 Flex",
        tagline: "Double your cleaning time with a spare",
        description:
          "Charge a second battery while you clean and swap it in with one click when the first runs low. Lithium-ion cells with overcharge protection keep it healthy for years.",
        highlights: [
          "3,000 mAh lithium-ion cells",
          "Clicks in without tools",
          "Charges in the wall dock or on its own",
        ],
        includedItems: ["Click-in battery"],
      },
      de: {
        name: "Klick-Akku für AeroStick S6 und S8 Flex",
        tagline: "Verdoppeln Sie Ihre Saugzeit mit einem Ersatzakku",
        description:
          "Laden Sie einen zweiten Akku, während Sie saugen, und setzen Sie ihn mit einem Klick ein, wenn der erste zur Neige geht. Lithium-Ionen-Zellen mit Überladeschutz halten ihn jahrelang fit.",
        highlights: [
          "Lithium-Ionen-Zellen mit 3.000 mAh",
          "Ohne Werkzeug einklicken",
          "Lädt in der Wandhalterung oder separat",
        ],
        includedItems: ["Klick-Akku"],
      },
      fr: {
        name: "Batterie amovible pour AeroStick S6 et S8 Flex",
        tagline: "Doublez votre temps de nettoyage avec une batterie de rechange",
        description:
          "Rechargez une deuxième batterie pendant que vous aspirez et insérez-la d'un clic quand la première faiblit. Ses cellules lithium-ion protégées contre la surcharge restent performantes pendant des années.",
        highlights: [
          "Cellules lithium-ion de 3 000 mAh",
          "Se clipse sans outil",
          "Se recharge sur le support mural ou séparément",
        ],
        includedItems: ["Batterie amovible"],
      },
      es: {
        name: "Batería extraíble para AeroStick S6 y S8 Flex",
        tagline: "Duplica tu tiempo de limpieza con una batería de repuesto",
        description:
          "Carga una segunda batería mientras limpias y colócala con un clic cuando la primera se agote. Sus celdas de iones de litio con protección contra sobrecarga la mantienen en forma durante años.",
        highlights: [
          "Celdas de iones de litio de 3000 mAh",
          "Se encaja sin herramientas",
          "Se carga en el soporte de pared o por separado",
        ],
        includedItems: ["Batería extraíble"],
      },
      it: {
        name: "Batteria estraibile per AeroStick S6 e S8 Flex",
        tagline: "Raddoppia il tempo di pulizia con una batteria di scorta",
        description:
          "Ricarica una seconda batteria mentre pulisci e inseriscila con un clic quando la prima si scarica. Le celle agli ioni di litio con protezione da sovraccarica la mantengono efficiente per anni.",
        highlights: [
          "Celle agli ioni di litio da 3.000 mAh",
          "Si aggancia senza attrezzi",
          "Si ricarica sul supporto a parete o separatamente",
        ],
        includedItems: ["Batteria estraibile"],
      },
    },
    specs: [
      packSpec("ACC-BAT-AK-S", 1, "grey", 85, { usd: [6999, null], gbp: [5999, null], eur: [6499, null] }),
    ],
  },
  {
    slug: "battery-aerostick-pro",
    type: "batteries",
    drawing: "battery",
    consumable: false,
    releasedAt: "2026-02-24T10:00:00Z",
    publish: 1,
    fits: ["aerostick-s12-pro"],
    images: 1,
    specifications: [
      ["compatibility", "AeroStick S12 Pro"],
      ["battery", qty(4000, "mAh")],
      ["voltage", qty(25.2, "V")],
      ["chargeTime", qty(4, "h")],
      ["weight", qty(380, "g")],
    ],
    texts: {
      en: {
        name: "Extended Battery for AeroStick S12 Pro",
        tagline: "Up to 70 minutes of cordless freedom",
        description:
          "The high-capacity pack gives the AeroStick S12 Pro up to 70 minutes in eco mode. Its charge level appears on the vacuum's colour display.",
        highlights: [
          "4,000 mAh high-capacity cells",
          "Up to 70 minutes in eco mode",
          "Charge level shown on the display",
        ],
        includedItems: ["Extended battery"],
      },
      de: {
        name: "Hochleistungsakku für AeroStick S12 Pro",
        tagline: "Bis zu 70 Minuten kabellose Freiheit",
        description:
          "Der Akku mit hoher Kapazität bringt den AeroStick S12 Pro im Eco-Modus auf bis zu 70 Minuten. Sein Ladestand erscheint auf dem Farbdisplay des Saugers.",
        highlights: [
          "Zellen mit hoher Kapazität: 4.000 mAh",
          "Bis zu 70 Minuten im Eco-Modus",
          "Ladestand auf dem Display",
        ],
        includedItems: ["Hochleistungsakku"],
      },
      fr: {
        name: "Batterie longue durée pour AeroStick S12 Pro",
        tagline: "Jusqu'à 70 minutes de liberté sans fil",
        description:
          "Cette batterie haute capacité offre à l'AeroStick S12 Pro jusqu'à 70 minutes en mode éco. Son niveau de charge s'affiche sur l'écran couleur de l'aspirateur.",
        highlights: [
          "Cellules haute capacité de 4 000 mAh",
          "Jusqu'à 70 minutes en mode éco",
          "Niveau de charge affiché à l'écran",
        ],
        includedItems: ["Batterie longue durée"],
      },
      es: {
        name: "Batería de alta capacidad para AeroStick S12 Pro",
        tagline: "Hasta 70 minutos de libertad sin cables",
        description:
          "Esta batería de alta capacidad da a la AeroStick S12 Pro hasta 70 minutos en modo eco. Su nivel de carga aparece en la pantalla a color de la aspiradora.",
        highlights: [
          "Celdas de alta capacidad de 4000 mAh",
          "Hasta 70 minutos en modo eco",
          "Nivel de carga visible en la pantalla",
        ],
        includedItems: ["Batería de alta capacidad"],
      },
      it: {
        name: "Batteria ad alta capacità per AeroStick S12 Pro",
        tagline: "Fino a 70 minuti di libertà senza fili",
        description:
          "La batteria ad alta capacità garantisce all'AeroStick S12 Pro fino a 70 minuti in modalità eco. Il livello di carica compare sul display a colori dell'aspirapolvere.",
        highlights: [
          "Celle ad alta capacità da 4.000 mAh",
          "Fino a 70 minuti in modalità eco",
          "Livello di carica mostrato sul display",
        ],
        includedItems: ["Batteria ad alta capacità"],
      },
    },
    specs: [
      packSpec("ACC-BAT-AK-PRO", 1, "silver", 40, {
        usd: [8900, null],
        gbp: [7900, null],
        eur: [8500, null],
      }),
    ],
  },
  {
    slug: "battery-aquaglide",
    type: "batteries",
    drawing: "battery",
    consumable: false,
    releasedAt: "2025-09-16T10:00:00Z",
    publish: 1,
    fits: ["aquaglide-w5-max", "aquaglide-w7-pro"],
    images: 1,
    specifications: [
      ["compatibility", "AquaGlide W5 Max, W7 Pro"],
      ["battery", qty(5000, "mAh")],
      ["voltage", qty(21.6, "V")],
      ["chargeTime", qty(4, "h")],
    ],
    texts: {
      en: {
        name: "Replacement Battery for AquaGlide",
        tagline: "Restore full runtime to your floor washer",
        description:
          "After years of use, a fresh battery brings your AquaGlide back to its original runtime. It slides into the back of the body and locks in place.",
        highlights: [
          "5,000 mAh lithium-ion pack",
          "Slides in and locks, no tools",
          "Restores the original runtime",
        ],
        includedItems: ["Replacement battery"],
      },
      de: {
        name: "Ersatzakku für AquaGlide",
        tagline: "Volle Laufzeit für Ihren Nass-Trocken-Sauger",
        description:
          "Nach Jahren im Einsatz bringt ein neuer Akku Ihren AquaGlide wieder auf die ursprüngliche Laufzeit. Er wird hinten ins Gehäuse geschoben und rastet ein.",
        highlights: [
          "Lithium-Ionen-Akku mit 5.000 mAh",
          "Einschieben und einrasten, ohne Werkzeug",
          "Stellt die ursprüngliche Laufzeit wieder her",
        ],
        includedItems: ["Ersatzakku"],
      },
      fr: {
        name: "Batterie de rechange pour AquaGlide",
        tagline: "Retrouvez toute l'autonomie de votre aspirateur laveur",
        description:
          "Après des années d'utilisation, une batterie neuve rend à votre AquaGlide son autonomie d'origine. Elle se glisse à l'arrière du corps et se verrouille en place.",
        highlights: [
          "Batterie lithium-ion de 5 000 mAh",
          "Se glisse et se verrouille, sans outil",
          "Restaure l'autonomie d'origine",
        ],
        includedItems: ["Batterie de rechange"],
      },
      es: {
        name: "Batería de repuesto para AquaGlide",
        tagline: "Recupera toda la autonomía de tu aspiradora friegasuelos",
        description:
          "Tras años de uso, una batería nueva devuelve a tu AquaGlide su autonomía original. Se introduce en la parte trasera del cuerpo y queda bloqueada.",
        highlights: [
          "Batería de iones de litio de 5000 mAh",
          "Se introduce y se bloquea, sin herramientas",
          "Recupera la autonomía original",
        ],
        includedItems: ["Batería de repuesto"],
      },
      it: {
        name: "Batteria di ricambio per AquaGlide",
        tagline: "Ridai piena autonomia alla tua lavapavimenti",
        description:
          "Dopo anni di utilizzo, una batteria nuova riporta il tuo AquaGlide all'autonomia originale. Si inserisce sul retro del corpo e si blocca in posizione.",
        highlights: [
          "Batteria agli ioni di litio da 5.000 mAh",
          "Si inserisce e si blocca, senza attrezzi",
          "Ripristina l'autonomia originale",
        ],
        includedItems: ["Batteria di ricambio"],
      },
    },
    specs: [
      packSpec("ACC-BAT-AG", 1, "black", 0, { usd: [7999, null], gbp: [6999, null], eur: [7499, null] }),
    ],
  },
  {
    slug: "battery-aerosweep",
    type: "batteries",
    drawing: "battery",
    consumable: false,
    releasedAt: "2024-08-20T10:00:00Z",
    publish: 1,
    fits: ["aerosweep-r4", "aerosweep-r5", "aerosweep-r7-max"],
    images: 1,
    specifications: [
      ["compatibility", "AeroSweep R4, R5, R7 Max"],
      ["battery", qty(5200, "mAh")],
      ["voltage", qty(14.4, "V")],
      ["weight", qty(340, "g")],
    ],
    texts: {
      en: {
        name: "Replacement Battery for AeroSweep",
        tagline: "Bring back your robot's full cleaning time",
        description:
          "A new 5,200 mAh battery gives older AeroSweep robots their full runtime again, and even extends the R4 and R5 beyond their original figures. Two screws and a connector are all it takes to fit.",
        highlights: ["5,200 mAh lithium-ion pack", "Fits in five minutes", "Built-in temperature protection"],
        includedItems: ["Replacement battery", "Screwdriver"],
      },
      de: {
        name: "Ersatzakku für AeroSweep",
        tagline: "Holen Sie die volle Reinigungszeit Ihres Roboters zurück",
        description:
          "Ein neuer Akku mit 5.200 mAh bringt ältere AeroSweep Roboter wieder auf volle Laufzeit und verlängert die des R4 und R5 sogar über die ursprünglichen Werte hinaus. Zum Einbau genügen zwei Schrauben und ein Stecker.",
        highlights: [
          "Lithium-Ionen-Akku mit 5.200 mAh",
          "In fünf Minuten eingebaut",
          "Integrierter Temperaturschutz",
        ],
        includedItems: ["Ersatzakku", "Schraubendreher"],
      },
      fr: {
        name: "Batterie de rechange pour AeroSweep",
        tagline: "Rendez à votre robot toute son autonomie",
        description:
          "Une batterie neuve de 5 200 mAh redonne aux anciens robots AeroSweep toute leur autonomie, et prolonge même celle des R4 et R5 au-delà des valeurs d'origine. Deux vis et un connecteur suffisent pour l'installer.",
        highlights: [
          "Batterie lithium-ion de 5 200 mAh",
          "Installation en cinq minutes",
          "Protection thermique intégrée",
        ],
        includedItems: ["Batterie de rechange", "Tournevis"],
      },
      es: {
        name: "Batería de repuesto para AeroSweep",
        tagline: "Devuelve a tu robot toda su autonomía",
        description:
          "Una batería nueva de 5200 mAh devuelve a los AeroSweep más antiguos toda su autonomía, e incluso alarga la del R4 y el R5 por encima de sus cifras originales. Basta con dos tornillos y un conector para instalarla.",
        highlights: [
          "Batería de iones de litio de 5200 mAh",
          "Se instala en cinco minutos",
          "Protección térmica integrada",
        ],
        includedItems: ["Batería de repuesto", "Destornillador"],
      },
      it: {
        name: "Batteria di ricambio per AeroSweep",
        tagline: "Restituisci al tuo robot tutta la sua autonomia",
        description:
          "Una batteria nuova da 5.200 mAh riporta i robot AeroSweep meno recenti alla piena autonomia e allunga persino quella di R4 e R5 oltre i valori originali. Per montarla bastano due viti e un connettore.",
        highlights: [
          "Batteria agli ioni di litio da 5.200 mAh",
          "Si monta in cinque minuti",
          "Protezione termica integrata",
        ],
        includedItems: ["Batteria di ricambio", "Cacciavite"],
      },
    },
    specs: [
      packSpec("ACC-BAT-AS", 1, "black", 65, { usd: [5999, null], gbp: [4999, null], eur: [5499, null] }),
    ],
  },
  {
    slug: "parchment-liners-crispair",
    type: "fryer-accessories",
    drawing: "liner",
    consumable: true,
    releasedAt: "2024-03-05T10:00:00Z",
    publish: 1,
    fits: ["crispair-f4-compact", "crispair-f6-view", "crispair-f9-dual"],
    images: 2,
    specifications: [
      ["compatibility", "CrispAir F4 Compact, F6 View, F9 Dual"],
      [
        "material",
        {
          en: "Perforated, food-safe parchment",
          de: "Gelochtes, lebensmittelechtes Backpapier",
          fr: "Papier cuisson perforé, contact alimentaire",
          es: "Papel de horno perforado apto para alimentos",
          it: "Carta forno forata per alimenti",
        },
      ],
      ["diameter", qty(200, "mm")],
      ["maxTemperature", qty(230, "°C")],
    ],
    texts: {
      en: {
        name: "Perforated Parchment Liners",
        tagline: "Less scrubbing, same crispy results",
        description:
          "Pre-cut perforated liners keep the basket clean while hot air still flows around your food. They're food-safe up to 230 °C and sized for every CrispAir basket.",
        highlights: ["Perforated for full airflow", "Food-safe up to 230 °C", "Fits every CrispAir basket"],
        includedItems: ["Parchment liners (100 or 200 per pack)"],
      },
      de: {
        name: "Gelochtes Backpapier für Heißluftfritteusen",
        tagline: "Weniger Schrubben, genauso knusprige Ergebnisse",
        description:
          "Vorgeschnittene, gelochte Einlagen halten den Korb sauber, während die heiße Luft weiter um Ihr Essen strömt. Sie sind bis 230 °C lebensmittelecht und passen in jeden CrispAir Korb.",
        highlights: [
          "Gelocht für ungehinderte Luftzirkulation",
          "Lebensmittelecht bis 230 °C",
          "Passt in jeden CrispAir Korb",
        ],
        includedItems: ["Backpapier-Einlagen (100 oder 200 pro Packung)"],
      },
      fr: {
        name: "Feuilles de cuisson perforées",
        tagline: "Moins de récurage, toujours aussi croustillant",
        description:
          "Ces feuilles prédécoupées et perforées protègent le panier tout en laissant l'air chaud circuler autour des aliments. Elles conviennent au contact alimentaire jusqu'à 230 °C et s'adaptent à tous les paniers CrispAir.",
        highlights: [
          "Perforées pour une circulation d'air optimale",
          "Contact alimentaire jusqu'à 230 °C",
          "Adaptées à tous les paniers CrispAir",
        ],
        includedItems: ["Feuilles de cuisson (100 ou 200 par lot)"],
      },
      es: {
        name: "Papel de horno perforado para freidora",
        tagline: "Menos frotar, el mismo resultado crujiente",
        description:
          "Las hojas precortadas y perforadas mantienen limpia la cesta mientras el aire caliente sigue circulando alrededor de la comida. Son aptas para alimentos hasta 230 °C y encajan en todas las cestas CrispAir.",
        highlights: [
          "Perforado para que circule el aire",
          "Apto para alimentos hasta 230 °C",
          "Encaja en todas las cestas CrispAir",
        ],
        includedItems: ["Hojas de papel de horno (100 o 200 por paquete)"],
      },
      it: {
        name: "Carta forno forata per friggitrice",
        tagline: "Meno da strofinare, stessa croccantezza",
        description:
          "I fogli pretagliati e forati mantengono pulito il cestello mentre l'aria calda continua a circolare intorno al cibo. Sono adatti agli alimenti fino a 230 °C e su misura per ogni cestello CrispAir.",
        highlights: [
          "Forata per far circolare l'aria",
          "Adatta agli alimenti fino a 230 °C",
          "Su misura per ogni cestello CrispAir",
        ],
        includedItems: ["Fogli di carta forno (100 o 200 per confezione)"],
      },
    },
    specs: [
      packSpec("ACC-LINER-P-100", 100, "white", 500, {
        usd: [999, null],
        gbp: [949, null],
        eur: [999, null],
      }),
      packSpec("ACC-LINER-P-200", 200, "white", 260, {
        usd: [1699, 1998],
        gbp: [1499, 1898],
        eur: [1599, 1998],
      }),
    ],
  },
  {
    slug: "silicone-liner-crispair",
    type: "fryer-accessories",
    drawing: "liner",
    consumable: true,
    releasedAt: "2025-01-28T10:30:00Z",
    publish: 1,
    fits: ["crispair-f6-view", "crispair-f9-dual"],
    images: 2,
    specifications: [
      ["compatibility", "CrispAir F6 View, F9 Dual"],
      [
        "material",
        {
          en: "Food-grade silicone, BPA-free",
          de: "Lebensmittelechtes Silikon, BPA-frei",
          fr: "Silicone alimentaire sans BPA",
          es: "Silicona alimentaria sin BPA",
          it: "Silicone alimentare senza BPA",
        },
      ],
      ["diameter", qty(190, "mm")],
      ["maxTemperature", qty(240, "°C")],
      ["dishwasher", yes],
    ],
    texts: {
      en: {
        name: "Reusable Silicone Liner",
        tagline: "One washable liner instead of hundreds of paper ones",
        description:
          "This ribbed silicone liner catches drips and crumbs, then goes straight into the dishwasher. Its ribs lift food so hot air can reach the underside.",
        highlights: [
          "Reusable and dishwasher-safe",
          "Raised ribs for crisp undersides",
          "Heat-resistant up to 240 °C",
        ],
        includedItems: ["Silicone liner"],
      },
      de: {
        name: "Wiederverwendbare Silikoneinlage",
        tagline: "Eine waschbare Einlage statt Hunderter aus Papier",
        description:
          "Die gerippte Silikoneinlage fängt Tropfen und Krümel auf und kommt danach direkt in die Spülmaschine. Die Rippen heben das Essen an, damit die heiße Luft auch an die Unterseite gelangt.",
        highlights: [
          "Wiederverwendbar und spülmaschinenfest",
          "Erhöhte Rippen für knusprige Unterseiten",
          "Hitzebeständig bis 240 °C",
        ],
        includedItems: ["Silikoneinlage"],
      },
      fr: {
        name: "Fond de cuisson en silicone réutilisable",
        tagline: "Un fond lavable à la place de centaines de feuilles en papier",
        description:
          "Ce fond en silicone nervuré recueille les gouttes et les miettes, puis passe directement au lave-vaisselle. Ses nervures surélèvent les aliments pour que l'air chaud atteigne aussi le dessous.",
        highlights: [
          "Réutilisable et lavable au lave-vaisselle",
          "Nervures pour un dessous bien croustillant",
          "Résiste jusqu'à 240 °C",
        ],
        includedItems: ["Fond de cuisson en silicone"],
      },
      es: {
        name: "Molde de silicona reutilizable",
        tagline: "Un molde lavable en lugar de cientos de hojas de papel",
        description:
          "Este molde de silicona con relieve recoge goteos y migas y luego va directo al lavavajillas. Sus nervios elevan la comida para que el aire caliente llegue también a la parte de abajo.",
        highlights: [
          "Reutilizable y apto para lavavajillas",
          "Nervios que dejan crujiente la base",
          "Resistente al calor hasta 240 °C",
        ],
        includedItems: ["Molde de silicona"],
      },
      it: {
        name: "Fondo in silicone riutilizzabile",
        tagline: "Un fondo lavabile al posto di centinaia di fogli di carta",
        description:
          "Questo fondo in silicone con nervature raccoglie gocce e briciole e poi va direttamente in lavastoviglie. Le nervature sollevano il cibo perché l'aria calda raggiunga anche la parte inferiore.",
        highlights: [
          "Riutilizzabile e lavabile in lavastoviglie",
          "Nervature per una base croccante",
          "Resistente al calore fino a 240 °C",
        ],
        includedItems: ["Fondo in silicone"],
      },
    },
    specs: [
      colourSpec("ACC-LINER-S-GR", "grey", 180, { usd: [1499, null], gbp: [1299, null], eur: [1399, null] }),
      colourSpec("ACC-LINER-S-SG", "sage", 0, { usd: [1499, null], gbp: [1299, null], eur: [1399, null] }),
    ],
  },
  {
    slug: "crisper-basket-f6",
    type: "fryer-accessories",
    drawing: "basket",
    consumable: false,
    releasedAt: "2025-01-28T11:00:00Z",
    publish: 1,
    fits: ["crispair-f6-view"],
    images: 2,
    specifications: [
      ["compatibility", "CrispAir F6 View"],
      ["capacity", qty(6, "L")],
      ["material", ceramicCoating],
      ["dishwasher", yes],
    ],
    texts: {
      en: {
        name: "Replacement Basket for CrispAir F6 View",
        tagline: "A second basket for back-to-back batches",
        description:
          "A spare 6-litre basket with crisper plate lets you prepare the next batch while the first one cools. The ceramic coating is PFAS-free and dishwasher-safe.",
        highlights: ["6 L capacity with crisper plate", "PFAS-free ceramic coating", "Dishwasher-safe"],
        includedItems: ["Basket", "Crisper plate"],
      },
      de: {
        name: "Ersatzkorb für CrispAir F6 View",
        tagline: "Ein zweiter Korb für Portionen direkt hintereinander",
        description:
          "Mit einem 6-Liter-Ersatzkorb samt Crisper-Einsatz bereiten Sie die nächste Portion vor, während die erste abkühlt. Die Keramikbeschichtung ist PFAS-frei und spülmaschinenfest.",
        highlights: [
          "6 l Fassungsvermögen mit Crisper-Einsatz",
          "PFAS-freie Keramikbeschichtung",
          "Spülmaschinenfest",
        ],
        includedItems: ["Korb", "Crisper-Einsatz"],
      },
      fr: {
        name: "Panier de rechange pour CrispAir F6 View",
        tagline: "Un second panier pour enchaîner les fournées",
        description:
          "Ce panier de rechange de 6 litres avec grille vous permet de préparer la fournée suivante pendant que la première refroidit. Son revêtement céramique est sans PFAS et passe au lave-vaisselle.",
        highlights: [
          "Capacité de 6 L avec grille",
          "Revêtement céramique sans PFAS",
          "Lavable au lave-vaisselle",
        ],
        includedItems: ["Panier", "Grille"],
      },
      es: {
        name: "Cesta de repuesto para CrispAir F6 View",
        tagline: "Una segunda cesta para cocinar tandas seguidas",
        description:
          "Una cesta de repuesto de 6 litros con rejilla te permite preparar la siguiente tanda mientras la primera se enfría. El revestimiento cerámico no contiene PFAS y es apto para lavavajillas.",
        highlights: [
          "Capacidad de 6 L con rejilla",
          "Revestimiento cerámico sin PFAS",
          "Apta para lavavajillas",
        ],
        includedItems: ["Cesta", "Rejilla"],
      },
      it: {
        name: "Cestello di ricambio per CrispAir F6 View",
        tagline: "Un secondo cestello per infornate una dopo l'altra",
        description:
          "Un cestello di ricambio da 6 litri con griglia ti permette di preparare l'infornata successiva mentre la prima si raffredda. Il rivestimento ceramico è senza PFAS e lavabile in lavastoviglie.",
        highlights: [
          "Capacità di 6 L con griglia",
          "Rivestimento ceramico senza PFAS",
          "Lavabile in lavastoviglie",
        ],
        includedItems: ["Cestello", "Griglia"],
      },
    },
    specs: [
      packSpec("ACC-BASKET-F6", 1, "black", 45, { usd: [3499, null], gbp: [2999, null], eur: [3299, null] }),
    ],
  },
  {
    slug: "crisper-basket-f4",
    type: "fryer-accessories",
    drawing: "basket",
    consumable: false,
    releasedAt: "2024-03-05T10:30:00Z",
    publish: 1,
    fits: ["crispair-f4-compact"],
    images: 1,
    specifications: [
      ["compatibility", "CrispAir F4 Compact"],
      ["capacity", qty(4.2, "L")],
      ["material", ceramicCoating],
      ["dishwasher", yes],
    ],
    texts: {
      en: {
        name: "Replacement Basket for CrispAir F4 Compact",
        tagline: "Keep a spare basket ready to go",
        description:
          "An exact replacement for the 4.2-litre basket of the CrispAir F4 Compact, complete with crisper plate. Handy when the original is in the dishwasher.",
        highlights: ["4.2 L capacity with crisper plate", "PFAS-free ceramic coating", "Dishwasher-safe"],
        includedItems: ["Basket", "Crisper plate"],
      },
      de: {
        name: "Ersatzkorb für CrispAir F4 Compact",
        tagline: "Halten Sie einen Ersatzkorb griffbereit",
        description:
          "Ein originalgetreuer Ersatz für den 4,2-Liter-Korb der CrispAir F4 Compact, inklusive Crisper-Einsatz. Praktisch, wenn der Originalkorb gerade in der Spülmaschine ist.",
        highlights: [
          "4,2 l Fassungsvermögen mit Crisper-Einsatz",
          "PFAS-freie Keramikbeschichtung",
          "Spülmaschinenfest",
        ],
        includedItems: ["Korb", "Crisper-Einsatz"],
      },
      fr: {
        name: "Panier de rechange pour CrispAir F4 Compact",
        tagline: "Gardez un panier de rechange à portée de main",
        description:
          "Un remplacement à l'identique du panier de 4,2 litres de la CrispAir F4 Compact, grille comprise. Pratique quand l'original est au lave-vaisselle.",
        highlights: [
          "Capacité de 4,2 L avec grille",
          "Revêtement céramique sans PFAS",
          "Lavable au lave-vaisselle",
        ],
        includedItems: ["Panier", "Grille"],
      },
      es: {
        name: "Cesta de repuesto para CrispAir F4 Compact",
        tagline: "Ten siempre una cesta de repuesto a mano",
        description:
          "Un recambio idéntico a la cesta de 4,2 litros de la CrispAir F4 Compact, con rejilla incluida. Muy práctica cuando la original está en el lavavajillas.",
        highlights: [
          "Capacidad de 4,2 L con rejilla",
          "Revestimiento cerámico sin PFAS",
          "Apta para lavavajillas",
        ],
        includedItems: ["Cesta", "Rejilla"],
      },
      it: {
        name: "Cestello di ricambio per CrispAir F4 Compact",
        tagline: "Tieni sempre pronto un cestello di scorta",
        description:
          "Un ricambio identico al cestello da 4,2 litri della CrispAir F4 Compact, griglia inclusa. Comodo quando l'originale è in lavastoviglie.",
        highlights: [
          "Capacità di 4,2 L con griglia",
          "Rivestimento ceramico senza PFAS",
          "Lavabile in lavastoviglie",
        ],
        includedItems: ["Cestello", "Griglia"],
      },
    },
    specs: [
      packSpec("ACC-BASKET-F4", 1, "black", 55, { usd: [2999, null], gbp: [2599, null], eur: [2799, null] }),
    ],
  },
  {
    slug: "baking-kit-crispair",
    type: "fryer-accessories",
    drawing: "pan",
    consumable: false,
    releasedAt: "2025-03-11T10:00:00Z",
    publish: 1,
    fits: ["crispair-f6-view", "crispair-f9-dual"],
    images: 2,
    specifications: [
      ["compatibility", "CrispAir F6 View, F9 Dual"],
      [
        "material",
        {
          en: "Non-stick carbon steel",
          de: "Antihaftbeschichteter Karbonstahl",
          fr: "Acier au carbone antiadhésif",
          es: "Acero al carbono antiadherente",
          it: "Acciaio al carbonio antiaderente",
        },
      ],
      ["diameter", qty(180, "mm")],
      ["maxTemperature", qty(230, "°C")],
    ],
    texts: {
      en: {
        name: "Air Fryer Baking Kit",
        tagline: "Cakes, quiches and pizzas from your air fryer",
        description:
          "A non-stick cake pan, a pizza tray and silicone muffin cups turn your CrispAir into a compact oven. Everything nests together for easy storage.",
        highlights: [
          "Cake pan, pizza tray and muffin cups",
          "Non-stick for easy release",
          "Nests together for storage",
        ],
        includedItems: ["Cake pan", "Pizza tray", "Six silicone muffin cups"],
      },
      de: {
        name: "Backset für Heißluftfritteusen",
        tagline: "Kuchen, Quiche und Pizza aus der Heißluftfritteuse",
        description:
          "Eine antihaftbeschichtete Kuchenform, ein Pizzablech und Muffinförmchen aus Silikon machen Ihre CrispAir zum kompakten Backofen. Alles lässt sich platzsparend ineinanderstapeln.",
        highlights: [
          "Kuchenform, Pizzablech und Muffinförmchen",
          "Antihaftbeschichtet, leicht zu lösen",
          "Platzsparend ineinanderstapelbar",
        ],
        includedItems: ["Kuchenform", "Pizzablech", "Sechs Muffinförmchen aus Silikon"],
      },
      fr: {
        name: "Kit de pâtisserie pour friteuse sans huile",
        tagline: "Gâteaux, quiches et pizzas dans votre friteuse",
        description:
          "Un moule à gâteau antiadhésif, une plaque à pizza et des moules à muffins en silicone transforment votre CrispAir en four compact. Tout s'emboîte pour un rangement facile.",
        highlights: [
          "Moule à gâteau, plaque à pizza et moules à muffins",
          "Antiadhésif, démoulage facile",
          "S'emboîte pour le rangement",
        ],
        includedItems: ["Moule à gâteau", "Plaque à pizza", "Six moules à muffins en silicone"],
      },
      es: {
        name: "Kit de repostería para freidora de aire",
        tagline: "Bizcochos, quiches y pizzas en tu freidora",
        description:
          "Un molde para bizcocho antiadherente, una bandeja para pizza y unos moldes de silicona para magdalenas convierten tu CrispAir en un horno compacto. Todo encaja entre sí para guardarlo fácilmente.",
        highlights: [
          "Molde para bizcocho, bandeja para pizza y moldes para magdalenas",
          "Antiadherente, se desmolda fácilmente",
          "Todo encaja para guardarlo",
        ],
        includedItems: [
          "Molde para bizcocho",
          "Bandeja para pizza",
          "Seis moldes de silicona para magdalenas",
        ],
      },
      it: {
        name: "Kit per dolci per friggitrice ad aria",
        tagline: "Torte, quiche e pizze nella tua friggitrice",
        description:
          "Una tortiera antiaderente, una teglia per pizza e degli stampini in silicone per muffin trasformano la tua CrispAir in un forno compatto. Tutto si impila per riporlo facilmente.",
        highlights: [
          "Tortiera, teglia per pizza e stampini per muffin",
          "Antiaderente, si sforma facilmente",
          "Si impila per occupare poco spazio",
        ],
        includedItems: ["Tortiera", "Teglia per pizza", "Sei stampini in silicone per muffin"],
      },
    },
    specs: [
      packSpec("ACC-BAKE-CA", 1, "black", 70, { usd: [2999, 3499], gbp: [2599, 2999], eur: [2799, 3299] }),
    ],
  },
  {
    slug: "grill-rack-f9-dual",
    type: "fryer-accessories",
    drawing: "rack",
    consumable: false,
    releasedAt: "2025-11-18T10:00:00Z",
    publish: 1,
    fits: ["crispair-f9-dual"],
    images: 1,
    specifications: [
      ["compatibility", "CrispAir F9 Dual"],
      [
        "material",
        {
          en: "Food-grade stainless steel",
          de: "Lebensmittelechter Edelstahl",
          fr: "Acier inoxydable alimentaire",
          es: "Acero inoxidable apto para alimentos",
          it: "Acciaio inox per alimenti",
        },
      ],
      ["packSize", "2"],
      ["dishwasher", yes],
    ],
    texts: {
      en: {
        name: "Dual-Layer Racks for CrispAir F9 Dual",
        tagline: "Twice the food in each basket",
        description:
          "Stainless steel racks add a second level to each basket, so you can cook skewers, wings and vegetables in one go. They fit both baskets of the CrispAir F9 Dual.",
        highlights: ["Adds a second cooking level", "Food-grade stainless steel", "Dishwasher-safe"],
        includedItems: ["Two dual-layer racks", "Eight skewers"],
      },
      de: {
        name: "Zweilagige Grillroste für CrispAir F9 Dual",
        tagline: "Doppelt so viel Essen in jedem Korb",
        description:
          "Edelstahlroste schaffen in jedem Korb eine zweite Ebene, sodass Spieße, Chicken Wings und Gemüse in einem Durchgang garen. Sie passen in beide Körbe der CrispAir F9 Dual.",
        highlights: ["Schafft eine zweite Garebene", "Lebensmittelechter Edelstahl", "Spülmaschinenfest"],
        includedItems: ["Zwei zweilagige Roste", "Acht Grillspieße"],
      },
      fr: {
        name: "Grilles double niveau pour CrispAir F9 Dual",
        tagline: "Deux fois plus d'aliments dans chaque panier",
        description:
          "Ces grilles en inox ajoutent un second niveau à chaque panier pour cuire brochettes, ailes de poulet et légumes en une seule fois. Elles s'adaptent aux deux paniers de la CrispAir F9 Dual.",
        highlights: [
          "Ajoute un second niveau de cuisson",
          "Acier inoxydable alimentaire",
          "Lavables au lave-vaisselle",
        ],
        includedItems: ["Deux grilles double niveau", "Huit brochettes"],
      },
      es: {
        name: "Rejillas de dos niveles para CrispAir F9 Dual",
        tagline: "El doble de comida en cada cesta",
        description:
          "Estas rejillas de acero inoxidable añaden un segundo nivel a cada cesta para cocinar brochetas, alitas y verduras de una vez. Encajan en las dos cestas de la CrispAir F9 Dual.",
        highlights: [
          "Añade un segundo nivel de cocción",
          "Acero inoxidable apto para alimentos",
          "Aptas para lavavajillas",
        ],
        includedItems: ["Dos rejillas de dos niveles", "Ocho brochetas"],
      },
      it: {
        name: "Griglie a due livelli per CrispAir F9 Dual",
        tagline: "Il doppio del cibo in ogni cestello",
        description:
          "Le griglie in acciaio inox aggiungono un secondo livello a ogni cestello, così cuoci spiedini, alette e verdure in una volta sola. Si adattano a entrambi i cestelli della CrispAir F9 Dual.",
        highlights: [
          "Aggiunge un secondo livello di cottura",
          "Acciaio inox per alimenti",
          "Lavabili in lavastoviglie",
        ],
        includedItems: ["Due griglie a due livelli", "Otto spiedini"],
      },
    },
    specs: [
      packSpec("ACC-RACK-F9-2", 2, "silver", 95, { usd: [1999, null], gbp: [1699, null], eur: [1899, null] }),
    ],
  },
];

// --- Banners ---

export const demoBanners: DemoBanner[] = [
  {
    name: "home-r9-pro",
    position: "home_top",
    sort: 0,
    link: "/product/detail?id={goods:aerosweep-r9-pro}",
    picture: { drawing: "robot", colour: "black" },
    texts: {
      en: {
        title: "Meet the AeroSweep R9 Pro",
        subtitle: "12,000 Pa suction, twin rotating mops and up to 60 days without emptying.",
        cta: "Discover now",
      },
      de: {
        title: "Der neue AeroSweep R9 Pro",
        subtitle: "12.000 Pa Saugleistung, zwei rotierende Mopps und bis zu 60 Tage ohne Entleeren.",
        cta: "Jetzt entdecken",
      },
      fr: {
        title: "Découvrez l'AeroSweep R9 Pro",
        subtitle:
          "12 000 Pa d'aspiration, deux serpillières rotatives et jusqu'à 60 jours sans vider le bac.",
        cta: "Découvrir",
      },
      es: {
        title: "Descubre el AeroSweep R9 Pro",
        subtitle: "12.000 Pa de succión, dos mopas giratorias y hasta 60 días sin vaciarlo.",
        cta: "Descúbrelo",
      },
      it: {
        title: "Scopri l'AeroSweep R9 Pro",
        subtitle: "12.000 Pa di aspirazione, due panni rotanti e fino a 60 giorni senza svuotarlo.",
        cta: "Scopri ora",
      },
    },
  },
  {
    name: "home-s12-pro",
    position: "home_top",
    sort: 1,
    link: "/product/detail?id={goods:aerostick-s12-pro}",
    picture: { drawing: "stick", colour: "silver" },
    texts: {
      en: {
        title: "Cleaning that adapts to your home",
        subtitle: "The AeroStick S12 Pro senses dust and adjusts its power, for up to 70 minutes.",
        cta: "Shop now",
      },
      de: {
        title: "Saugen, das sich Ihrem Zuhause anpasst",
        subtitle: "Der AeroStick S12 Pro erkennt Staub und passt seine Leistung an – bis zu 70 Minuten lang.",
        cta: "Jetzt kaufen",
      },
      fr: {
        title: "Un nettoyage qui s'adapte à votre intérieur",
        subtitle: "L'AeroStick S12 Pro détecte la poussière et ajuste sa puissance, jusqu'à 70 minutes.",
        cta: "Acheter",
      },
      es: {
        title: "Una limpieza que se adapta a tu hogar",
        subtitle: "La AeroStick S12 Pro detecta el polvo y ajusta su potencia durante hasta 70 minutos.",
        cta: "Comprar ahora",
      },
      it: {
        title: "Una pulizia che si adatta alla tua casa",
        subtitle: "L'AeroStick S12 Pro rileva la polvere e regola la potenza, fino a 70 minuti.",
        cta: "Acquista ora",
      },
    },
  },
  {
    name: "home-f6-view",
    position: "home_top",
    sort: 2,
    link: "/product/detail?id={goods:crispair-f6-view}",
    picture: { drawing: "air-fryer", colour: "sage" },
    texts: {
      en: {
        title: "Crispy, with up to 85% less oil",
        subtitle: "Watch dinner turn golden through the window of the CrispAir F6 View.",
        cta: "See the offer",
      },
      de: {
        title: "Knusprig, mit bis zu 85 % weniger Öl",
        subtitle: "Sehen Sie durchs Fenster der CrispAir F6 View zu, wie Ihr Essen goldbraun wird.",
        cta: "Zum Angebot",
      },
      fr: {
        title: "Croustillant, avec jusqu'à 85 % d'huile en moins",
        subtitle: "Regardez votre dîner dorer à travers le hublot de la CrispAir F6 View.",
        cta: "Voir l'offre",
      },
      es: {
        title: "Crujiente, con hasta un 85 % menos de aceite",
        subtitle: "Mira cómo se dora la cena a través de la ventana de la CrispAir F6 View.",
        cta: "Ver la oferta",
      },
      it: {
        title: "Croccante, con fino all'85% di olio in meno",
        subtitle: "Guarda la cena dorarsi attraverso l'oblò della CrispAir F6 View.",
        cta: "Scopri l'offerta",
      },
    },
  },
  {
    name: "list-w7-pro",
    position: "product_list",
    sort: 0,
    link: "/product/detail?id={goods:aquaglide-w7-pro}",
    picture: { drawing: "wet-dry", colour: "black" },
    texts: {
      en: {
        title: "New: AquaGlide W7 Pro",
        subtitle: "Heated water lifts grease and dried-on stains in a single pass.",
        cta: "Learn more",
      },
      de: {
        title: "Neu: AquaGlide W7 Pro",
        subtitle: "Warmes Wasser löst Fett und Eingetrocknetes in einem Durchgang.",
        cta: "Mehr erfahren",
      },
      fr: {
        title: "Nouveau : AquaGlide W7 Pro",
        subtitle: "L'eau chaude décolle la graisse et les taches séchées en un seul passage.",
        cta: "En savoir plus",
      },
      es: {
        title: "Novedad: AquaGlide W7 Pro",
        subtitle: "El agua caliente elimina la grasa y las manchas resecas de una sola pasada.",
        cta: "Más información",
      },
      it: {
        title: "Novità: AquaGlide W7 Pro",
        subtitle: "L'acqua calda scioglie grasso e macchie secche in un solo passaggio.",
        cta: "Scopri di più",
      },
    },
  },
];

// --- Editorial pages ---

const h = (text: string): ContentBlock => ({ kind: "heading", text });
const p = (text: string): ContentBlock => ({ kind: "paragraph", text });
const link = (text: string, href: string): ContentBlock => ({ kind: "link", text, href });

export const demoContentPages: DemoContentPage[] = [
  {
    slug: "choosing-a-robot-vacuum",
    kind: "article",
    publishedAt: "2026-10-06T08:00:00Z",
    picture: { drawing: "robot", colour: "white" },
    texts: {
      en: {
        title: "How to choose the right robot vacuum",
        summary: "Navigation, suction, mopping and self-emptying: what actually matters in your home.",
        blocks: [
          h("Start with your floors"),
          p(
            "Hard floors and low-pile rugs suit almost any robot. Thick carpets need stronger suction and a carpet boost, while homes with lots of rugs benefit from mops that lift automatically.",
          ),
          h("Navigation makes the difference"),
          p(
            "Gyroscope robots clean in neat lanes but cannot remember rooms. LiDAR models map your home in one run, so you can send them to the kitchen after dinner or keep them out of the children's room.",
          ),
          p(
            "If you would rather not think about the dust bin at all, choose a robot with an auto-empty station: it can run for weeks without you lifting a finger.",
          ),
          link("Compare our robot vacuums", "/product/list?categoryId={category:robot-vacuums}"),
        ],
      },
      de: {
        title: "So finden Sie den richtigen Saugroboter",
        summary:
          "Navigation, Saugleistung, Wischen und Absaugstation: Worauf es in Ihrem Zuhause wirklich ankommt.",
        blocks: [
          h("Beginnen Sie bei Ihren Böden"),
          p(
            "Hartböden und kurzflorige Teppiche eignen sich für fast jeden Roboter. Dicke Teppiche brauchen mehr Saugleistung und einen Teppich-Boost, und in Wohnungen mit vielen Läufern lohnen sich Mopps, die sich automatisch anheben.",
          ),
          h("Die Navigation macht den Unterschied"),
          p(
            "Roboter mit Gyroskop reinigen in ordentlichen Bahnen, können sich Räume aber nicht merken. LiDAR-Modelle kartieren Ihre Wohnung in einer Fahrt – so schicken Sie sie nach dem Abendessen in die Küche oder halten sie aus dem Kinderzimmer fern.",
          ),
          p(
            "Wenn Sie gar nicht mehr an den Staubbehälter denken möchten, wählen Sie einen Roboter mit Absaugstation: Er arbeitet wochenlang, ohne dass Sie einen Finger rühren müssen.",
          ),
          link("Unsere Saugroboter im Vergleich", "/product/list?categoryId={category:robot-vacuums}"),
        ],
      },
      fr: {
        title: "Comment choisir le bon aspirateur robot",
        summary: "Navigation, aspiration, lavage et auto-vidage : ce qui compte vraiment chez vous.",
        blocks: [
          h("Partez de vos sols"),
          p(
            "Les sols durs et les tapis à poils ras conviennent à presque tous les robots. Les moquettes épaisses demandent plus d'aspiration et un boost tapis, et les intérieurs riches en tapis profitent de serpillières qui se relèvent automatiquement.",
          ),
          h("La navigation fait la différence"),
          p(
            "Les robots à gyroscope nettoient en lignes régulières mais ne mémorisent pas les pièces. Les modèles LiDAR cartographient votre logement en un passage : vous pouvez les envoyer dans la cuisine après le dîner ou leur interdire la chambre des enfants.",
          ),
          p(
            "Si vous ne voulez plus du tout penser au bac à poussière, optez pour un robot avec station d'auto-vidage : il peut fonctionner des semaines sans que vous leviez le petit doigt.",
          ),
          link("Comparer nos aspirateurs robots", "/product/list?categoryId={category:robot-vacuums}"),
        ],
      },
      es: {
        title: "Cómo elegir el robot aspirador adecuado",
        summary: "Navegación, succión, fregado y autovaciado: lo que de verdad importa en tu casa.",
        blocks: [
          h("Empieza por tus suelos"),
          p(
            "Los suelos duros y las alfombras de pelo corto sirven para casi cualquier robot. Las alfombras gruesas necesitan más succión y un refuerzo para alfombras, y en casas con muchas alfombras conviene una mopa que se eleve sola.",
          ),
          h("La navegación marca la diferencia"),
          p(
            "Los robots con giroscopio limpian en pasadas ordenadas, pero no recuerdan las habitaciones. Los modelos LiDAR mapean tu casa en una sola pasada, así que puedes mandarlos a la cocina después de cenar o impedir que entren en el cuarto de los niños.",
          ),
          p(
            "Si prefieres olvidarte por completo del depósito, elige un robot con base de autovaciado: puede funcionar durante semanas sin que muevas un dedo.",
          ),
          link("Compara nuestros robots aspiradores", "/product/list?categoryId={category:robot-vacuums}"),
        ],
      },
      it: {
        title: "Come scegliere il robot aspirapolvere giusto",
        summary:
          "Navigazione, aspirazione, lavaggio e svuotamento automatico: cosa conta davvero in casa tua.",
        blocks: [
          h("Parti dai tuoi pavimenti"),
          p(
            "Pavimenti duri e tappeti a pelo corto vanno bene per quasi tutti i robot. I tappeti spessi richiedono più aspirazione e un boost dedicato, mentre nelle case con molti tappeti conviene un panno che si solleva da solo.",
          ),
          h("La navigazione fa la differenza"),
          p(
            "I robot con giroscopio puliscono con passate ordinate ma non ricordano le stanze. I modelli LiDAR mappano la casa in un solo passaggio, così puoi mandarli in cucina dopo cena o tenerli fuori dalla cameretta.",
          ),
          p(
            "Se non vuoi più pensare al contenitore della polvere, scegli un robot con stazione di svuotamento: può lavorare per settimane senza che tu debba muovere un dito.",
          ),
          link("Confronta i nostri robot aspirapolvere", "/product/list?categoryId={category:robot-vacuums}"),
        ],
      },
    },
  },
  {
    slug: "cordless-battery-care",
    kind: "article",
    publishedAt: "2026-08-25T08:00:00Z",
    picture: { drawing: "stick", colour: "sage" },
    texts: {
      en: {
        title: "Simple habits for a longer-lasting cordless battery",
        summary: "Charging and storage habits that keep your cordless vacuum at full power for years.",
        blocks: [
          h("Charge little and often"),
          p(
            "Lithium-ion cells prefer partial charges. Putting the vacuum back on its dock after each use is better than running it flat every time.",
          ),
          h("Mind the temperature"),
          p(
            "Avoid charging in a cold garage or next to a radiator; room temperature is ideal. If you keep a spare battery, store it about half charged in a cool, dry place.",
          ),
          p(
            "Finally, clean the filter regularly: a clogged filter makes the motor work harder and drains the battery faster.",
          ),
        ],
      },
      de: {
        title: "Einfache Gewohnheiten für einen langlebigen Akku",
        summary:
          "Mit den richtigen Lade- und Aufbewahrungsgewohnheiten saugt Ihr Akku-Staubsauger jahrelang mit voller Kraft.",
        blocks: [
          h("Lieber oft und wenig laden"),
          p(
            "Lithium-Ionen-Zellen mögen Teilladungen. Den Sauger nach jedem Einsatz wieder in die Halterung zu hängen, ist besser, als den Akku jedes Mal ganz leer zu saugen.",
          ),
          h("Auf die Temperatur achten"),
          p(
            "Laden Sie nicht in der kalten Garage oder neben der Heizung; Zimmertemperatur ist ideal. Einen Ersatzakku lagern Sie am besten halb geladen an einem kühlen, trockenen Ort.",
          ),
          p(
            "Und schließlich: Reinigen Sie den Filter regelmäßig. Ein verstopfter Filter lässt den Motor härter arbeiten und leert den Akku schneller.",
          ),
        ],
      },
      fr: {
        title: "Des gestes simples pour une batterie qui dure",
        summary:
          "De bonnes habitudes de charge et de rangement pour que votre aspirateur sans fil garde toute sa puissance pendant des années.",
        blocks: [
          h("Rechargez souvent, un peu à la fois"),
          p(
            "Les cellules lithium-ion préfèrent les charges partielles. Reposer l'aspirateur sur son support après chaque utilisation vaut mieux que de vider complètement la batterie à chaque fois.",
          ),
          h("Attention à la température"),
          p(
            "Évitez de recharger dans un garage froid ou près d'un radiateur : la température ambiante est idéale. Rangez une batterie de rechange à moitié chargée, dans un endroit frais et sec.",
          ),
          p(
            "Enfin, nettoyez régulièrement le filtre : un filtre encrassé fait forcer le moteur et vide la batterie plus vite.",
          ),
        ],
      },
      es: {
        title: "Hábitos sencillos para que la batería dure más",
        summary:
          "Buenos hábitos de carga y almacenamiento para que tu aspiradora sin cable mantenga toda su potencia durante años.",
        blocks: [
          h("Carga poco y a menudo"),
          p(
            "Las celdas de iones de litio prefieren cargas parciales. Es mejor devolver la aspiradora a su soporte después de cada uso que agotar la batería por completo cada vez.",
          ),
          h("Cuidado con la temperatura"),
          p(
            "Evita cargarla en un garaje frío o junto a un radiador; la temperatura ambiente es la ideal. Si tienes una batería de repuesto, guárdala a media carga en un lugar fresco y seco.",
          ),
          p(
            "Por último, limpia el filtro con regularidad: un filtro obstruido obliga al motor a esforzarse más y agota antes la batería.",
          ),
        ],
      },
      it: {
        title: "Semplici abitudini per una batteria che dura di più",
        summary:
          "Le giuste abitudini di ricarica e conservazione per un aspirapolvere senza filo sempre alla massima potenza, per anni.",
        blocks: [
          h("Ricarica poco e spesso"),
          p(
            "Le celle agli ioni di litio preferiscono le ricariche parziali. Riporre l'aspirapolvere sulla base dopo ogni utilizzo è meglio che scaricare completamente la batteria ogni volta.",
          ),
          h("Attenzione alla temperatura"),
          p(
            "Evita di ricaricarlo in un garage freddo o vicino a un termosifone: la temperatura ambiente è l'ideale. Conserva una batteria di scorta carica a metà, in un luogo fresco e asciutto.",
          ),
          p(
            "Infine, pulisci regolarmente il filtro: un filtro intasato fa lavorare di più il motore e scarica prima la batteria.",
          ),
        ],
      },
    },
  },
  {
    slug: "wet-dry-hard-floor-care",
    kind: "article",
    publishedAt: "2026-07-14T08:00:00Z",
    picture: { drawing: "wet-dry", colour: "white" },
    texts: {
      en: {
        title: "Streak-free hard floors with a wet & dry vacuum",
        summary: "How to get the best from your floor washer on tiles, wood and vinyl.",
        blocks: [
          h("Use less water on wood"),
          p(
            "Sealed wood and laminate only need a light pass. Choose the eco or low-water setting and the floor will be dry within a couple of minutes.",
          ),
          h("Let the machine clean itself"),
          p(
            "Run the self-cleaning cycle after every use and empty the dirty-water tank straight away. A fresh roller is the secret to streak-free results and a home that smells clean.",
          ),
          p(
            "Use the floor cleaner made for your machine: household detergents can foam and leave a sticky film.",
          ),
        ],
      },
      de: {
        title: "Streifenfreie Hartböden mit dem Nass-Trocken-Sauger",
        summary: "So holen Sie auf Fliesen, Holz und Vinyl das Beste aus Ihrem Wischsauger heraus.",
        blocks: [
          h("Auf Holz weniger Wasser verwenden"),
          p(
            "Versiegeltes Holz und Laminat brauchen nur einen leichten Durchgang. Wählen Sie den Eco- oder Wenig-Wasser-Modus, dann ist der Boden in wenigen Minuten trocken.",
          ),
          h("Lassen Sie das Gerät sich selbst reinigen"),
          p(
            "Starten Sie nach jedem Einsatz die Selbstreinigung und leeren Sie den Schmutzwassertank sofort. Eine frische Walze ist das Geheimnis für streifenfreie Ergebnisse und ein sauber riechendes Zuhause.",
          ),
          p(
            "Verwenden Sie den passenden Bodenreiniger für Ihr Gerät: Haushaltsreiniger können schäumen und einen klebrigen Film hinterlassen.",
          ),
        ],
      },
      fr: {
        title: "Des sols durs sans traces avec un aspirateur laveur",
        summary:
          "Comment tirer le meilleur de votre aspirateur laveur sur le carrelage, le bois et le vinyle.",
        blocks: [
          h("Moins d'eau sur le bois"),
          p(
            "Le bois vitrifié et le stratifié n'ont besoin que d'un passage léger. Choisissez le mode éco ou faible débit d'eau : le sol sera sec en quelques minutes.",
          ),
          h("Laissez l'appareil se nettoyer"),
          p(
            "Lancez le cycle d'autonettoyage après chaque utilisation et videz aussitôt le réservoir d'eau sale. Un rouleau propre est le secret d'un sol sans traces et d'une maison qui sent le propre.",
          ),
          p(
            "Utilisez le nettoyant conçu pour votre appareil : les détergents ménagers peuvent mousser et laisser un film collant.",
          ),
        ],
      },
      es: {
        title: "Suelos duros sin marcas con una aspiradora en seco y húmedo",
        summary: "Cómo sacar el máximo partido a tu friegasuelos en baldosas, madera y vinilo.",
        blocks: [
          h("Menos agua sobre la madera"),
          p(
            "La madera sellada y el laminado solo necesitan una pasada ligera. Elige el modo eco o de poca agua y el suelo estará seco en un par de minutos.",
          ),
          h("Deja que la máquina se limpie sola"),
          p(
            "Pon en marcha el ciclo de autolimpieza después de cada uso y vacía enseguida el depósito de agua sucia. Un rodillo limpio es el secreto para un suelo sin marcas y una casa que huele a limpio.",
          ),
          p(
            "Usa el limpiador de suelos pensado para tu máquina: los detergentes domésticos pueden hacer espuma y dejar una película pegajosa.",
          ),
        ],
      },
      it: {
        title: "Pavimenti duri senza aloni con un aspirapolvere lavapavimenti",
        summary: "Come ottenere il massimo dalla tua lavapavimenti su piastrelle, legno e vinile.",
        blocks: [
          h("Meno acqua sul legno"),
          p(
            "Il legno trattato e il laminato richiedono solo una passata leggera. Scegli la modalità eco o con poca acqua e il pavimento sarà asciutto in un paio di minuti.",
          ),
          h("Lascia che l'apparecchio si pulisca da solo"),
          p(
            "Avvia il ciclo di autopulizia dopo ogni utilizzo e svuota subito il serbatoio dell'acqua sporca. Un rullo pulito è il segreto per pavimenti senza aloni e una casa che profuma di pulito.",
          ),
          p(
            "Usa il detergente pensato per il tuo apparecchio: i detersivi per la casa possono fare schiuma e lasciare una patina appiccicosa.",
          ),
        ],
      },
    },
  },
  {
    slug: "air-fryer-weeknight-tips",
    kind: "article",
    publishedAt: "2026-09-22T08:00:00Z",
    picture: { drawing: "air-fryer", colour: "black" },
    texts: {
      en: {
        title: "Air fryer tips for easy weeknight dinners",
        summary: "From preheating to shaking the basket: small tricks for crispier results in less time.",
        blocks: [
          h("Give food some space"),
          p(
            "Hot air needs room to circulate. Cook in a single layer, and if you are feeding a crowd, work in batches or use a dual-basket model.",
          ),
          h("Shake, flip and finish"),
          p(
            "Shake fries and vegetables halfway through, and turn chicken pieces over. A light spray of oil in the last few minutes gives the crispiest finish.",
          ),
          p(
            "Line the basket with perforated parchment for sticky marinades: clean-up takes seconds and the air still flows freely.",
          ),
          link("Browse air fryer accessories", "/accessory/list"),
        ],
      },
      de: {
        title: "Tipps für schnelle Feierabendgerichte aus der Heißluftfritteuse",
        summary:
          "Vom Vorheizen bis zum Schütteln: kleine Tricks für knusprigere Ergebnisse in kürzerer Zeit.",
        blocks: [
          h("Geben Sie dem Essen Platz"),
          p(
            "Heiße Luft braucht Raum zum Zirkulieren. Garen Sie in einer Lage und bereiten Sie größere Mengen nacheinander zu – oder nutzen Sie ein Modell mit zwei Körben.",
          ),
          h("Schütteln, wenden, fertig"),
          p(
            "Schütteln Sie Pommes und Gemüse nach der Hälfte der Zeit und wenden Sie Hähnchenteile. Ein Hauch Öl in den letzten Minuten sorgt für die knusprigste Kruste.",
          ),
          p(
            "Legen Sie den Korb bei klebrigen Marinaden mit gelochtem Backpapier aus: Das Aufräumen dauert Sekunden, und die Luft zirkuliert trotzdem frei.",
          ),
          link("Zubehör für Heißluftfritteusen ansehen", "/accessory/list"),
        ],
      },
      fr: {
        title: "Nos astuces friteuse sans huile pour des dîners express",
        summary:
          "Du préchauffage au panier qu'on secoue : de petites astuces pour un résultat plus croustillant en moins de temps.",
        blocks: [
          h("Laissez de l'espace aux aliments"),
          p(
            "L'air chaud a besoin de place pour circuler. Cuisez en une seule couche et, pour une grande tablée, procédez en plusieurs fournées ou optez pour un modèle à double panier.",
          ),
          h("Secouez, retournez, c'est prêt"),
          p(
            "Secouez les frites et les légumes à mi-cuisson et retournez les morceaux de poulet. Un léger voile d'huile dans les dernières minutes donne le résultat le plus croustillant.",
          ),
          p(
            "Pour les marinades collantes, tapissez le panier de papier cuisson perforé : le nettoyage ne prend que quelques secondes et l'air circule toujours librement.",
          ),
          link("Voir les accessoires pour friteuse", "/accessory/list"),
        ],
      },
      es: {
        title: "Trucos de freidora de aire para cenas rápidas entre semana",
        summary:
          "Del precalentado a agitar la cesta: pequeños trucos para resultados más crujientes en menos tiempo.",
        blocks: [
          h("Deja espacio a la comida"),
          p(
            "El aire caliente necesita espacio para circular. Cocina en una sola capa y, si sois muchos, hazlo por tandas o usa un modelo de doble cesta.",
          ),
          h("Agita, da la vuelta y listo"),
          p(
            "Agita las patatas y las verduras a mitad de cocción y da la vuelta a los trozos de pollo. Un toque de aceite en los últimos minutos consigue el acabado más crujiente.",
          ),
          p(
            "Para las marinadas pegajosas, cubre la cesta con papel de horno perforado: se limpia en segundos y el aire sigue circulando libremente.",
          ),
          link("Ver accesorios para freidora", "/accessory/list"),
        ],
      },
      it: {
        title: "Consigli per cene veloci con la friggitrice ad aria",
        summary:
          "Dal preriscaldamento al cestello da scuotere: piccoli trucchi per risultati più croccanti in meno tempo.",
        blocks: [
          h("Lascia spazio al cibo"),
          p(
            "L'aria calda ha bisogno di spazio per circolare. Cuoci in un solo strato e, se siete in tanti, procedi a più riprese o usa un modello a doppio cestello.",
          ),
          h("Scuoti, gira e servi"),
          p(
            "Scuoti patatine e verdure a metà cottura e gira i pezzi di pollo. Un velo d'olio negli ultimi minuti dà il risultato più croccante.",
          ),
          p(
            "Per le marinature appiccicose, rivesti il cestello con carta forno forata: la pulizia richiede pochi secondi e l'aria continua a circolare liberamente.",
          ),
          link("Scopri gli accessori per friggitrice", "/accessory/list"),
        ],
      },
    },
  },
  {
    slug: "about-our-design",
    kind: "page",
    publishedAt: "2026-01-12T08:00:00Z",
    picture: { drawing: "robot", colour: "sage" },
    texts: {
      en: {
        title: "About our design",
        summary: "Why we design quiet, repairable appliances that fit into real homes.",
        blocks: [
          h("Designed for real homes"),
          p(
            "Our team tests every appliance in ordinary flats and family houses, not just in the lab. That is where we learn how high a sofa really is, how long a charge needs to last and which sounds you will happily live with.",
          ),
          h("Made to be repaired"),
          p(
            "Filters, brushes, batteries and baskets can be swapped by hand, and we keep spare parts available for years after a model leaves our range. A longer life is the most sustainable feature we can offer.",
          ),
          h("Quiet, simple, honest"),
          p(
            "We prefer one well-placed button to a crowded menu, and clear figures to vague promises. Every specification we publish is measured the same way across the whole range.",
          ),
          { kind: "image", media: "goods/aerosweep-r9-pro-1", alt: "Our flagship robot vacuum from above" },
          {
            kind: "products",
            title: "Our flagships",
            goods: ["aerosweep-r9-pro", "aerostick-s12-pro", "aquaglide-w7-pro", "crispair-f9-dual"],
          },
          link("Explore our products", "/product/list"),
        ],
      },
      de: {
        title: "Über unser Design",
        summary: "Warum wir leise, reparierbare Geräte entwickeln, die in ein echtes Zuhause passen.",
        blocks: [
          h("Entwickelt für echte Wohnungen"),
          p(
            "Unser Team testet jedes Gerät in ganz normalen Wohnungen und Familienhäusern, nicht nur im Labor. Dort lernen wir, wie hoch ein Sofa wirklich ist, wie lange eine Akkuladung halten muss und mit welchen Geräuschen man gern lebt.",
          ),
          h("Gemacht, um repariert zu werden"),
          p(
            "Filter, Bürsten, Akkus und Körbe lassen sich von Hand tauschen, und wir halten Ersatzteile noch Jahre nach dem Ende eines Modells bereit. Eine längere Lebensdauer ist die nachhaltigste Eigenschaft, die wir bieten können.",
          ),
          h("Leise, einfach, ehrlich"),
          p(
            "Wir bevorzugen eine gut platzierte Taste gegenüber einem überladenen Menü und klare Zahlen gegenüber vagen Versprechen. Jede technische Angabe messen wir im gesamten Sortiment auf dieselbe Weise.",
          ),
          { kind: "image", media: "goods/aerosweep-r9-pro-1", alt: "Unser Flaggschiff-Saugroboter von oben" },
          {
            kind: "products",
            title: "Unsere Spitzenmodelle",
            goods: ["aerosweep-r9-pro", "aerostick-s12-pro", "aquaglide-w7-pro", "crispair-f9-dual"],
          },
          link("Unsere Produkte entdecken", "/product/list"),
        ],
      },
      fr: {
        title: "Notre approche du design",
        summary:
          "Pourquoi nous concevons des appareils silencieux et réparables, pensés pour les vrais intérieurs.",
        blocks: [
          h("Conçus pour de vrais intérieurs"),
          p(
            "Notre équipe teste chaque appareil dans des appartements et des maisons familiales ordinaires, pas seulement en laboratoire. C'est là que nous apprenons la hauteur réelle d'un canapé, la durée que doit tenir une charge et les sons avec lesquels on vit volontiers.",
          ),
          h("Faits pour être réparés"),
          p(
            "Filtres, brosses, batteries et paniers se changent à la main, et nous gardons des pièces détachées disponibles des années après l'arrêt d'un modèle. Une durée de vie plus longue est la qualité la plus durable que nous puissions offrir.",
          ),
          h("Silencieux, simples, honnêtes"),
          p(
            "Nous préférons un bouton bien placé à un menu surchargé, et des chiffres clairs à des promesses vagues. Chaque caractéristique que nous publions est mesurée de la même manière sur toute la gamme.",
          ),
          {
            kind: "image",
            media: "goods/aerosweep-r9-pro-1",
            alt: "Notre robot aspirateur phare vu de dessus",
          },
          {
            kind: "products",
            title: "Nos modèles phares",
            goods: ["aerosweep-r9-pro", "aerostick-s12-pro", "aquaglide-w7-pro", "crispair-f9-dual"],
          },
          link("Découvrir nos produits", "/product/list"),
        ],
      },
      es: {
        title: "Nuestra forma de diseñar",
        summary: "Por qué diseñamos aparatos silenciosos y reparables que encajan en hogares reales.",
        blocks: [
          h("Diseñados para hogares reales"),
          p(
            "Nuestro equipo prueba cada aparato en pisos y casas familiares normales, no solo en el laboratorio. Así aprendemos qué altura tiene de verdad un sofá, cuánto debe durar una carga y con qué sonidos se puede convivir a gusto.",
          ),
          h("Hechos para repararse"),
          p(
            "Los filtros, cepillos, baterías y cestas se cambian a mano, y mantenemos recambios disponibles durante años después de que un modelo deje de venderse. Una vida útil más larga es la característica más sostenible que podemos ofrecer.",
          ),
          h("Silenciosos, sencillos, honestos"),
          p(
            "Preferimos un botón bien colocado a un menú abarrotado, y cifras claras a promesas vagas. Cada especificación que publicamos se mide de la misma manera en toda la gama.",
          ),
          {
            kind: "image",
            media: "goods/aerosweep-r9-pro-1",
            alt: "Nuestro robot aspirador insignia visto desde arriba",
          },
          {
            kind: "products",
            title: "Nuestros modelos estrella",
            goods: ["aerosweep-r9-pro", "aerostick-s12-pro", "aquaglide-w7-pro", "crispair-f9-dual"],
          },
          link("Descubre nuestros productos", "/product/list"),
        ],
      },
      it: {
        title: "Il nostro design",
        summary: "Perché progettiamo apparecchi silenziosi e riparabili, pensati per le case vere.",
        blocks: [
          h("Pensati per case vere"),
          p(
            "Il nostro team prova ogni apparecchio in normali appartamenti e case di famiglia, non solo in laboratorio. È lì che scopriamo quanto è alto davvero un divano, quanto deve durare una carica e con quali suoni si convive volentieri.",
          ),
          h("Fatti per essere riparati"),
          p(
            "Filtri, spazzole, batterie e cestelli si sostituiscono a mano, e manteniamo disponibili i ricambi per anni dopo l'uscita di un modello dalla gamma. Una vita più lunga è la caratteristica più sostenibile che possiamo offrire.",
          ),
          h("Silenziosi, semplici, onesti"),
          p(
            "Preferiamo un pulsante ben posizionato a un menu affollato, e numeri chiari a promesse vaghe. Ogni specifica che pubblichiamo è misurata allo stesso modo su tutta la gamma.",
          ),
          {
            kind: "image",
            media: "goods/aerosweep-r9-pro-1",
            alt: "Il nostro robot aspirapolvere di punta visto dall'alto",
          },
          {
            kind: "products",
            title: "I nostri modelli di punta",
            goods: ["aerosweep-r9-pro", "aerostick-s12-pro", "aquaglide-w7-pro", "crispair-f9-dual"],
          },
          link("Scopri i nostri prodotti", "/product/list"),
        ],
      },
    },
  },
];
