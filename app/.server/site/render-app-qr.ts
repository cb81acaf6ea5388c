let rendered: { url: string; svg: Promise<string> } | undefined;

/**
 * The QR code of `url` as SVG markup, drawn once: the address it encodes does not change while the store runs.
 * The qrcode package is loaded at the first drawing, not at start: it costs 6 MB of resident memory for one image.
 */
export function renderAppQr(url: string): Promise<string> {
  if (rendered?.url !== url) {
    const svg = import("qrcode").then(({ default: QRCode }) =>
      QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M" }),
    );
    rendered = { url, svg };
  }
  return rendered.svg;
}
