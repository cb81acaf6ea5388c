/** What a support entry says in one language, by its kind (ADR 0034). */
export type SupportBody =
  | { kind: "faq"; answer: string[] }
  | { kind: "troubleshooting"; causes: string[]; steps: string[] }
  | { kind: "tutorial"; minutes: number; steps: { title: string; text: string }[] };

export type SupportKind = SupportBody["kind"];

/** The store's own FAQ topics; the other topics are product lines, named by their category's slug. */
export const STORE_TOPICS = ["orders", "shipping", "returns", "warranty", "account"] as const;
