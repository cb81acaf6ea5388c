import type { ContentBlock } from "../../../modules/content/content-block.ts";

/** One legal document in one language, as the demo seed writes it to the content store. */
export type DemoLegalPage = {
  title: string;
  /** One or two sentences shown under the title and as the page's description. */
  summary: string;
  /** Headings, paragraphs and bullet lists only. */
  blocks: Extract<ContentBlock, { kind: "heading" | "paragraph" | "list" }>[];
};

/** The two documents of a language. */
export type DemoLegalTexts = { privacy: DemoLegalPage; terms: DemoLegalPage };
