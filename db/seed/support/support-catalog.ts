// The demo support centre's structure (issue 13): which FAQs, troubleshooting guides, tutorials, quick-start
// guides and firmware notes exist, what each is about and which models it applies to. The texts of each entry,
// per language, live in `support-texts-<lang>.ts`, keyed by the same slugs (the types make a missing one fail).
import type { CategorySlug, ProductSlug } from "../demo-catalog.ts";

export const faqTopics = [
  "orders",
  "shipping",
  "returns",
  "warranty",
  "account",
  "robot-vacuums",
  "cordless-vacuums",
  "wet-dry-vacuums",
  "air-fryers",
] as const;
export type FaqTopic = (typeof faqTopics)[number];

type Entry<Topic> = {
  topic: Topic;
  /** The models it is about; empty means every model of its line (or, for a store topic, none). */
  models: ProductSlug[];
  /** What the text must cover, for its writers in every language (never shown). */
  brief: string;
};

const robots: ProductSlug[] = ["aerosweep-r5", "aerosweep-r7-max", "aerosweep-r9-pro"];

export const demoFaqs = {
  "order-change-after-placing": {
    topic: "orders",
    models: [],
    brief:
      "Can I change or cancel an order after placing it? Unpaid: cancel yourself from My orders; paid and not shipped: contact support quickly; shipped: use the 7-day return.",
  },
  "order-payment-time": {
    topic: "orders",
    models: [],
    brief:
      "How long do I have to pay? 30 minutes; after that the order is cancelled automatically and items return to stock; pay again from the order page.",
  },
  "order-payment-methods": {
    topic: "orders",
    models: [],
    brief:
      "Which payment methods? Card, PayPal, Google Pay, Apple Pay, Klarna; Klarna may show Pending for a moment.",
  },
  "order-coupon-use": {
    topic: "orders",
    models: [],
    brief:
      "How do I use a coupon? One per order, type or pick it at checkout; scope, minimum and validity shown in My coupons; it comes back if an unpaid order is cancelled.",
  },
  "shipping-time": {
    topic: "shipping",
    models: [],
    brief:
      "How long does delivery take? Dispatch within 2–5 business days; tracking number by e-mail when shipped; order page shows the progress.",
  },
  "shipping-cost": {
    topic: "shipping",
    models: [],
    brief:
      "What does shipping cost? Free for every main unit; accessories alone may have a small fee shown at checkout.",
  },
  "shipping-countries": {
    topic: "shipping",
    models: [],
    brief:
      "Where do you deliver? Each regional site delivers within its own country; choose your country's site.",
  },
  "returns-seven-days": {
    topic: "returns",
    models: [],
    brief:
      "Can I return a product? Return or replace within 7 days of delivery for any reason (free for main units); plus the statutory 14-day withdrawal right in the EU/UK.",
  },
  "returns-how": {
    topic: "returns",
    models: [],
    brief:
      "How do I return? Write to support with the order number (Comments page), pack the product with its accessories, use the label we send; refund to the original payment method once received.",
  },
  "returns-refund-time": {
    topic: "returns",
    models: [],
    brief:
      "When do I get my money back? Within 14 days of the return arriving; the order shows Refunded when the payment provider confirms; coupons are not returned on a refund.",
  },
  "warranty-length": {
    topic: "warranty",
    models: [],
    brief:
      "How long is the warranty? 1 year on the main body from delivery, on top of the statutory guarantee; wear parts (filters, brushes, batteries) covered for manufacturing defects.",
  },
  "warranty-claim": {
    topic: "warranty",
    models: [],
    brief:
      "How do I make a warranty claim? Send the order number, model, a description and a photo or video through the Comments page; we repair or replace.",
  },
  "warranty-spare-parts": {
    topic: "warranty",
    models: [],
    brief:
      "Where do I get spare parts? Each model's support page lists the accessories that fit it; buy them in the store.",
  },
  "account-reset-password": {
    topic: "account",
    models: [],
    brief:
      "I forgot my password: use 'Forgot password' on sign-in; a 6-digit code arrives by e-mail, valid for 10 minutes.",
  },
  "account-change-email": {
    topic: "account",
    models: [],
    brief: "How do I change my e-mail? In My account; the new address is confirmed with a code.",
  },
  "account-delete": {
    topic: "account",
    models: [],
    brief:
      "How do I delete my account? Write to support; order records are kept as long as tax law requires.",
  },
  "robot-first-run": {
    topic: "robot-vacuums",
    models: robots,
    brief:
      "What should I do before the first run? Charge fully (about 4–5 h), clear cables and small objects, place the dock against a wall with 0.5 m free on the sides and 1.5 m in front.",
  },
  "robot-map": {
    topic: "robot-vacuums",
    models: ["aerosweep-r7-max", "aerosweep-r9-pro"],
    brief:
      "How does the robot map my home? LiDAR mapping on the first run; save the map, add rooms and no-go zones in the app.",
  },
  "robot-carpets": {
    topic: "robot-vacuums",
    models: robots,
    brief:
      "Does it clean carpets? Yes, it boosts suction on carpet automatically; mopping models lift or avoid carpets (R9 Pro lifts the mop).",
  },
  "robot-auto-empty": {
    topic: "robot-vacuums",
    models: ["aerosweep-r9-pro"],
    brief:
      "How often do I change the AutoEmpty dust bag? About every 6–8 weeks; the app warns when it is full.",
  },
  "stick-runtime": {
    topic: "cordless-vacuums",
    models: [],
    brief:
      "How long does the battery last? Depends on model and power mode (give ranges from the demo catalogue); the boost mode shortens it; a second click-in battery doubles it (S6 and S8 Flex).",
  },
  "stick-charging": {
    topic: "cordless-vacuums",
    models: [],
    brief:
      "How do I charge it? On the wall dock or with the cable directly on the battery; full charge in about 3.5–4.5 hours; LEDs show the level.",
  },
  "stick-filter-wash": {
    topic: "cordless-vacuums",
    models: [],
    brief:
      "How often should I wash the filter? Monthly under cold water, dry 24 h before refitting; replace every 6–12 months.",
  },
  "wetdry-floors": {
    topic: "wet-dry-vacuums",
    models: [],
    brief:
      "Which floors can I clean? Sealed hard floors (tiles, vinyl, sealed wood); not untreated wood or carpets.",
  },
  "wetdry-detergent": {
    topic: "wet-dry-vacuums",
    models: [],
    brief:
      "Which cleaning solution can I use? Water alone works; only low-foaming solutions made for wet-dry vacuums; never bleach or essential oils.",
  },
  "wetdry-self-clean": {
    topic: "wet-dry-vacuums",
    models: ["aquaglide-w5-max", "aquaglide-w7-pro"],
    brief:
      "How does the self-cleaning cycle work? Put the unit on its dock and press the self-clean button; empty the dirty-water tank afterwards; W7 Pro also dries the roller with warm air.",
  },
  "fryer-preheat": {
    topic: "air-fryers",
    models: [],
    brief: "Do I need to preheat? 3 minutes for crisp results; the presets do it for you.",
  },
  "fryer-dishwasher": {
    topic: "air-fryers",
    models: [],
    brief:
      "Can the basket go in the dishwasher? The basket and crisper plate are dishwasher safe; the main unit never goes in water.",
  },
  "fryer-dual-zone": {
    topic: "air-fryers",
    models: ["crispair-f9-dual"],
    brief:
      "How do the two zones work? Sync finish: set both baskets and both finish together; match copies one setting to both.",
  },
} as const satisfies Record<string, Entry<FaqTopic>>;

export const demoTroubleshooting = {
  "robot-not-charging": {
    topic: "robot-vacuums",
    models: robots,
    brief:
      "The robot does not charge on its dock: dock unplugged, dirty charging contacts, dock placement; clean contacts with a dry cloth, re-seat, check the power LED, restart.",
  },
  "robot-stuck": {
    topic: "robot-vacuums",
    models: robots,
    brief:
      "The robot gets stuck often: cables, thresholds over 2 cm, low furniture; tidy, use no-go zones, clean cliff sensors.",
  },
  "robot-weak-suction": {
    topic: "robot-vacuums",
    models: robots,
    brief:
      "Suction is weak or it leaves debris: full bin, clogged filter, hair on the main brush; empty, clean/replace filter, detangle brush.",
  },
  "robot-wifi": {
    topic: "robot-vacuums",
    models: robots,
    brief:
      "The app cannot find the robot: only 2.4 GHz Wi-Fi, phone on the same network, robot too far from the router; reset Wi-Fi by holding the two buttons 3 s.",
  },
  "robot-mop-streaks": {
    topic: "robot-vacuums",
    models: ["aerosweep-r7-max", "aerosweep-r9-pro"],
    brief:
      "The mop leaves streaks or puddles: dirty pad, too much water, detergent; wash pads, lower water flow in the app, use clean water.",
  },
  "stick-stops-suddenly": {
    topic: "cordless-vacuums",
    models: [],
    brief:
      "The vacuum stops suddenly: blockage (overheat protection), empty battery, full bin; check the wand and the brush head, let it cool 30 min.",
  },
  "stick-pulsing": {
    topic: "cordless-vacuums",
    models: [],
    brief: "The motor pulses on and off: blockage or a clogged filter; clear the airway, wash the filter.",
  },
  "stick-battery-not-charging": {
    topic: "cordless-vacuums",
    models: [],
    brief:
      "The battery does not charge: charger not seated, temperature outside 5–35 °C, worn battery; reseat, charge at room temperature, replace the battery if LEDs flash red.",
  },
  "stick-brush-not-spinning": {
    topic: "cordless-vacuums",
    models: [],
    brief:
      "The brush bar does not spin: hair wrapped, something stuck, head not clicked in; remove and clean the roller, refit until it clicks.",
  },
  "wetdry-streaks": {
    topic: "wet-dry-vacuums",
    models: [],
    brief:
      "The floor stays wet or streaky: dirty roller, dirty-water tank full, too much solution; run self-clean, empty tank, use the right dose.",
  },
  "wetdry-no-water": {
    topic: "wet-dry-vacuums",
    models: [],
    brief:
      "No water comes out: clean-water tank empty or not seated, nozzle clogged; fill and reseat, rinse the nozzle.",
  },
  "wetdry-smell": {
    topic: "wet-dry-vacuums",
    models: [],
    brief:
      "The unit smells: dirty water left in the tank, wet roller stored; empty and rinse the tank after each use, dry the roller (W7 Pro dries it itself).",
  },
  "wetdry-error-tank": {
    topic: "wet-dry-vacuums",
    models: [],
    brief:
      "The display shows the tank warning: dirty-water tank full or the float is stuck; empty and rinse the tank and the float.",
  },
  "fryer-not-crispy": {
    topic: "air-fryers",
    models: [],
    brief:
      "Food is not crispy: basket overfilled, no preheat, food wet; cook in one layer, preheat, pat dry, a little oil, shake halfway.",
  },
  "fryer-white-smoke": {
    topic: "air-fryers",
    models: [],
    brief:
      "White smoke comes out: fat from fatty food burning in the drawer; empty fat, add a little water under the crisper plate for fatty food.",
  },
  "fryer-wont-start": {
    topic: "air-fryers",
    models: [],
    brief:
      "The air fryer does not start: basket not fully inserted (safety switch), power; push the basket in until it clicks, check the socket.",
  },
  "fryer-display-error": {
    topic: "air-fryers",
    models: ["crispair-f6-view", "crispair-f9-dual"],
    brief:
      "The display shows an error code: E1 temperature sensor, E2 overheating; unplug 10 min and let it cool; if it persists contact support.",
  },
} as const satisfies Record<string, Entry<CategorySlug>>;

export const demoTutorials = {
  "robot-setup-app": {
    topic: "robot-vacuums",
    models: robots,
    brief:
      "Set up your AeroSweep with the app: unpack, place the dock, charge, install app, pair on 2.4 GHz Wi-Fi, first mapping run (5–6 steps).",
  },
  "robot-clean-brushes": {
    topic: "robot-vacuums",
    models: robots,
    brief:
      "Clean the main and side brushes (monthly): turn over, remove brush guard, cut hair with the tool, clean bearings, refit (5 steps).",
  },
  "robot-no-go-zones": {
    topic: "robot-vacuums",
    models: ["aerosweep-r7-max", "aerosweep-r9-pro"],
    brief: "Set rooms, no-go zones and a schedule in the app (4–5 steps).",
  },
  "stick-first-use": {
    topic: "cordless-vacuums",
    models: [],
    brief:
      "First use of your AeroStick: mount the wall dock, charge, click the wand and head, choose power mode, empty the bin (5 steps).",
  },
  "stick-filter-care": {
    topic: "cordless-vacuums",
    models: [],
    brief: "Wash and dry the filter and the cyclone: remove, tap, rinse cold, dry 24 h, refit (4–5 steps).",
  },
  "wetdry-first-clean": {
    topic: "wet-dry-vacuums",
    models: [],
    brief:
      "Your first clean with AquaGlide: fill clean-water tank to the line, add solution, attach roller, start, self-clean on dock (5 steps).",
  },
  "wetdry-roller-care": {
    topic: "wet-dry-vacuums",
    models: [],
    brief:
      "Care for the roller and tanks: self-clean, remove roller, rinse, dry, empty and rinse the dirty-water tank, reassemble (5 steps).",
  },
  "fryer-first-use": {
    topic: "air-fryers",
    models: [],
    brief:
      "Before the first use: remove packaging, wash basket, run 10 minutes empty at 200 °C to burn off the new smell, first recipe (4 steps).",
  },
  "fryer-crispy-fries": {
    topic: "air-fryers",
    models: [],
    brief:
      "Perfect fries from fresh potatoes: cut, soak, dry, toss with a spoon of oil, 18–22 min at 200 °C shaking twice (5 steps).",
  },
} as const satisfies Record<string, Entry<CategorySlug>>;

/** Quick-start guides, one per product line, drawn as a PDF per model and language. */
export const demoQuickStarts = {
  "robot-vacuums": {
    brief:
      "Quick start for AeroSweep robots: what is in the box, place the dock, charge, app pairing, first run, daily care (6 steps).",
  },
  "cordless-vacuums": {
    brief:
      "Quick start for AeroStick: mount dock, charge, assemble, power modes, empty the bin, wash the filter (6 steps).",
  },
  "wet-dry-vacuums": {
    brief: "Quick start for AquaGlide: tanks, solution, first clean, self-clean, storage, care (6 steps).",
  },
  "air-fryers": {
    brief:
      "Quick start for CrispAir: placement with 10 cm free around, first run empty, presets, shaking, cleaning, safety (6 steps).",
  },
} as const satisfies Record<CategorySlug, { brief: string }>;

/** Firmware releases of the connected models, newest first; their notes are translated. */
export const demoFirmware = {
  "aerosweep-r9-pro-3-2": {
    model: "aerosweep-r9-pro",
    version: "3.2.0",
    releasedAt: "2026-10-14",
    brief: "Faster carpet detection with mop lift; smarter dock return; fixed a rare map rotation.",
  },
  "aerosweep-r9-pro-3-1": {
    model: "aerosweep-r9-pro",
    version: "3.1.4",
    releasedAt: "2026-07-02",
    brief: "Quieter auto-empty; pet-waste avoidance improvements; battery calibration.",
  },
  "aerosweep-r7-max-2-8": {
    model: "aerosweep-r7-max",
    version: "2.8.1",
    releasedAt: "2026-09-22",
    brief: "Room cleaning order in the app; better edge cleaning; Wi-Fi reconnect after router restart.",
  },
  "aerosweep-r5-1-9": {
    model: "aerosweep-r5",
    version: "1.9.0",
    releasedAt: "2026-08-11",
    brief: "Scheduling from the app; longer run time in eco mode; fixed spinning near black carpets.",
  },
  "aquaglide-w7-pro-1-4": {
    model: "aquaglide-w7-pro",
    version: "1.4.2",
    releasedAt: "2026-09-05",
    brief: "Quieter hot-air roller drying; clearer tank-full warning; self-clean uses less water.",
  },
} as const satisfies Record<
  string,
  { model: ProductSlug; version: string; releasedAt: string; brief: string }
>;
