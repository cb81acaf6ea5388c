import { describe, expect, it } from "vitest";
import { drawManualPdf } from "./draw-manual-pdf.ts";

describe("drawManualPdf", () => {
  const pdf = drawManualPdf({
    title: "Manuel d'utilisation",
    subtitle: "AeroSweep (R5) – à l'essai",
    sections: [
      { heading: "1. Sécurité", text: `${"Lisez ce manuel avant utilisation. ".repeat(12)}Fin \\ ok` },
    ],
  }).toString("latin1");

  it("is a PDF whose cross-reference table points at each object", () => {
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it("declares the true length of its content stream", () => {
    const match = /\/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf);
    expect(Number(match?.[1])).toBe(match?.[2]?.length);
  });

  it("escapes delimiters, keeps Latin-1 letters and wraps long paragraphs", () => {
    expect(pdf).toContain("(AeroSweep \\(R5\\) - à l'essai) Tj");
    expect(pdf).toContain("(1. Sécurité) Tj");
    expect(pdf).toContain("Fin \\\\ ok");
    const paragraphLines = pdf.match(/\/F1 10\.5 Tf/g) ?? [];
    expect(paragraphLines.length).toBeGreaterThan(3);
  });
});
