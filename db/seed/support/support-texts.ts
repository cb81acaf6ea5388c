import type {
  demoFaqs,
  demoFirmware,
  demoQuickStarts,
  demoTroubleshooting,
  demoTutorials,
} from "./support-catalog.ts";

/** The support centre's texts in one language, for every entry of `support-catalog.ts`. */
export type DemoSupportTexts = {
  faqs: Record<keyof typeof demoFaqs, { question: string; answer: string[] }>;
  troubleshooting: Record<
    keyof typeof demoTroubleshooting,
    { symptom: string; summary: string; causes: string[]; steps: string[] }
  >;
  tutorials: Record<
    keyof typeof demoTutorials,
    { title: string; summary: string; minutes: number; steps: { title: string; text: string }[] }
  >;
  quickStarts: Record<
    keyof typeof demoQuickStarts,
    { title: string; steps: { title: string; text: string }[] }
  >;
  firmware: Record<keyof typeof demoFirmware, { notes: string[] }>;
};
