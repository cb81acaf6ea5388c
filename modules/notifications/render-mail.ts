import type { Mail } from "./enqueue-mail.ts";

const brandColor = "#4AB861";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type MailContent = {
  to: string;
  lang: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Shown large, e.g. a verification code. */
  highlight?: string;
  /** A button, e.g. the newsletter's confirmation link. */
  action?: { label: string; url: string };
  footer: string;
  /** A link under the footer, e.g. to unsubscribe. */
  footerLink?: { label: string; url: string };
};

/** One mail in HTML and plain text, in the brand's colours; every text arrives translated. */
export function renderMail(content: MailContent): Mail {
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.highlight ? [content.highlight, ""] : []),
    ...(content.action ? [content.action.label, content.action.url, ""] : []),
    "--",
    content.footer,
    ...(content.footerLink ? [content.footerLink.label, content.footerLink.url] : []),
  ].join("\n");
  const html = `<!doctype html>
<html lang="${escapeHtml(content.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${brandColor};color:#ffffff;padding:18px 28px;font-size:20px;font-weight:bold">Brisa Home</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="font-size:15px;line-height:1.5;margin:0 0 14px">${escapeHtml(paragraph)}</p>`).join("\n")}
${content.highlight ? `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:${brandColor};margin:20px 0">${escapeHtml(content.highlight)}</p>` : ""}
${content.action ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${brandColor};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:999px;display:inline-block">${escapeHtml(content.action.label)}</a></p>` : ""}
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${escapeHtml(content.footer)}${content.footerLink ? `<br><a href="${escapeHtml(content.footerLink.url)}" style="color:#6b7280">${escapeHtml(content.footerLink.label)}</a>` : ""}</td></tr>
</table></td></tr></table></body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
