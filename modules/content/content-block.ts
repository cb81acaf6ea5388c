export type ContentBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "image"; media: string; alt: string }
  | { kind: "link"; text: string; href: string }
  /** A grid of product or accessory cards, named by slug, in this order; goods not on sale are skipped. */
  | { kind: "products"; title: string; goods: string[] };
