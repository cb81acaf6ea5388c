import QRCode from "qrcode";

let rendered: { url: string; svg: Promise<string> } | undefined;

/** The QR code of `url` as SVG markup, drawn once: the address it encodes does not change while the store runs. */
export function renderAppQr(url: string): Promise<string> {
  if (rendered?.url !== url) {
    rendered = { url, svg: QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M" }) };
  }
  return rendered.svg;
}
