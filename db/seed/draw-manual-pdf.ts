/** A page of the manual: a title, a subtitle and headed sections of plain paragraphs. */
export type ManualDocument = {
  title: string;
  subtitle: string;
  sections: { heading: string; text: string }[];
};

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_CHARS = 88;

/**
 * A small, valid one-page PDF 1.4 of the document, written by hand: the standard Helvetica fonts with
 * WinAnsi encoding cover the five catalogue languages, so no font needs embedding and no library is needed.
 */
export function drawManualPdf(document: ManualDocument): Buffer {
  const lines: string[] = [];
  let y = PAGE_HEIGHT - MARGIN - 24;
  const text = (font: "F1" | "F2", size: number, value: string) => {
    lines.push(`BT /${font} ${size} Tf ${MARGIN} ${y} Td (${escapePdfText(value)}) Tj ET`);
  };
  text("F2", 22, document.title);
  y -= 26;
  text("F1", 13, document.subtitle);
  y -= 14;
  lines.push(`0.29 0.72 0.38 RG 2 w ${MARGIN} ${y} m ${PAGE_WIDTH - MARGIN} ${y} l S`);
  y -= 30;
  for (const section of document.sections) {
    text("F2", 13, section.heading);
    y -= 18;
    for (const line of wrap(section.text, LINE_CHARS)) {
      text("F1", 10.5, line);
      y -= 14;
    }
    y -= 14;
  }
  const content = lines.join("\n");

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapePdfText(`${document.title} - ${document.subtitle}`)}) /Producer (Brisa Home) >>`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Latin-1 text with the PDF string delimiters escaped; typographic marks outside Latin-1 become ASCII. */
function escapePdfText(value: string): string {
  return value
    .replace(/[‘’]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\xff]/g, "?")
    .replace(/[\\()]/g, (char) => `\\${char}`);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
