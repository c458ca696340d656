/**
 * Every message is written once as a list of blocks; this file turns the blocks into both the HTML part and the
 * plain-text part, so the two can never say different things. Values are escaped here, once, for HTML.
 */
import { TEST_MODE_NOTICE } from '@core/test-mode';

export type EmailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'details'; rows: readonly (readonly [label: string, value: string])[] }
  | { type: 'quote'; text: string }
  /** `showUrl` writes the address under the button too, for mail apps that hide buttons or links. */
  | { type: 'button'; label: string; url: string; showUrl?: boolean };

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (calendar invites, printable pages), or base64 when `encoding` says so (PDFs). */
  content: string;
  encoding?: 'base64';
}

export interface EmailContent {
  subject: string;
  /** The first line mail apps show beside the subject. */
  preheader: string;
  blocks: readonly EmailBlock[];
  attachments?: readonly EmailAttachment[];
}

export interface Brand {
  businessName: string;
  phone: string;
  email: string;
  publicUrl: string;
  /** The built-in test gateway takes the payments: every message says no real payments are taken. */
  testMode: boolean;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const html = {
  text: (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>'),
  p: 'margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b;',
};

function blockHtml(block: EmailBlock): string {
  switch (block.type) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;color:#0c4a6e;">${html.text(block.text)}</h1>`;
    case 'subheading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:26px;color:#0c4a6e;">${html.text(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="${html.p}">${html.text(block.text)}</p>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:22px;">${block.items
        .map(
          (item) =>
            `<li style="font-size:16px;line-height:24px;color:#1e293b;margin:0 0 4px;">${html.text(item)}</li>`,
        )
        .join('')}</ul>`;
    case 'details':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;font-size:14px;color:#475569;font-weight:600;width:38%;border-bottom:1px solid #e2e8f0;">${html.text(label)}</th>` +
            `<td style="padding:6px 0;font-size:15px;color:#1e293b;border-bottom:1px solid #e2e8f0;">${html.text(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #0891b2;background:#f0f9ff;font-size:15px;line-height:22px;color:#1e293b;">${html.text(block.text)}</blockquote>`;
    case 'button':
      return (
        `<p style="margin:8px 0 ${block.showUrl ? 8 : 24}px;"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;background:#0369a1;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:600;font-size:16px;">${html.text(block.label)}</a></p>` +
        (block.showUrl
          ? `<p style="margin:0 0 24px;font-size:14px;line-height:20px;color:#475569;word-break:break-all;">Or open this address: ${escapeHtml(block.url)}</p>`
          : '')
      );
  }
}

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
    case 'subheading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
  }
}

function footerLine(brand: Brand): string {
  return `${brand.businessName} | ${brand.phone} | ${brand.email}`;
}

export function renderEmail(content: EmailContent, brand: Brand): RenderedEmail {
  const body = content.blocks.map(blockHtml).join('\n');
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;background:#f1f5f9;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:#0c4a6e;padding:20px 24px;"><a href="${escapeHtml(brand.publicUrl)}" style="color:#ffffff;text-decoration:none;font-size:20px;font-weight:700;">${escapeHtml(brand.businessName)}</a></td></tr>
<tr><td style="padding:28px 24px 12px;">
${body}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e2e8f0;font-size:14px;line-height:20px;color:#475569;">
${escapeHtml(footerLine(brand))}<br>Mobile swim lessons at your pool in Washington DC, Maryland and Northern Virginia.${
    brand.testMode
      ? `<br><strong style="display:inline-block;margin-top:8px;padding:4px 8px;background:#fef3c7;color:#451a03;border-radius:4px;">${escapeHtml(TEST_MODE_NOTICE)}.</strong>`
      : ''
  }
</td></tr>
</table></td></tr></table>
</body></html>
`;
  const footer = [footerLine(brand), brand.publicUrl, ...(brand.testMode ? [`${TEST_MODE_NOTICE}.`] : [])];
  const text = [...content.blocks.map(blockText), '--', ...footer].join('\n\n') + '\n';
  // A subject is one header line: a name with a line break in it must not start a second header.
  const subject = content.subject.replace(/[\r\n]+/g, ' ').trim();
  return { subject, html: page, text, attachments: [...(content.attachments ?? [])] };
}
