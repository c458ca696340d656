/**
 * The free water-safety checklist the lead magnet promises, as it goes out by email: the items, and a standalone
 * printable page attached to the message (the site serves the same list at /water-safety-checklist).
 */
import { WATER_SAFETY_CHECKLIST, WATER_SAFETY_CHECKLIST_TITLE } from '@core/catalog/water-safety-checklist';
import { escapeHtml, type EmailAttachment } from './render';

/** A printable page that works offline, attached to the lead-magnet email. */
export function checklistAttachment(businessName: string, publicUrl: string): EmailAttachment {
  const sections = WATER_SAFETY_CHECKLIST.map(
    (s) =>
      `<h2>${escapeHtml(s.title)}</h2><ul>${s.items.map((i) => `<li><span class="box" aria-hidden="true"></span>${escapeHtml(i)}</li>`).join('')}</ul>`,
  ).join('\n');
  const content = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${WATER_SAFETY_CHECKLIST_TITLE} - ${escapeHtml(businessName)}</title>
<style>body{font-family:Georgia,serif;max-width:680px;margin:32px auto;padding:0 16px;color:#0f172a}h1{color:#0c4a6e}h2{color:#0369a1;margin-top:28px}
ul{list-style:none;padding:0}li{margin:10px 0;padding-left:30px;position:relative;line-height:1.5}
.box{position:absolute;left:0;top:3px;width:16px;height:16px;border:2px solid #0369a1;border-radius:3px}footer{margin-top:32px;font-size:14px;color:#475569}</style></head>
<body><h1>${WATER_SAFETY_CHECKLIST_TITLE}</h1><p>Tick each line off with your family. Print it and keep it by the pool.</p>
${sections}
<footer>${escapeHtml(businessName)} - mobile swim lessons at your pool - ${escapeHtml(publicUrl)}</footer></body></html>
`;
  return { filename: 'water-safety-checklist.html', contentType: 'text/html; charset=utf-8', content };
}
