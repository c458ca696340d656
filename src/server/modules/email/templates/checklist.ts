/**
 * The free water-safety checklist the lead magnet promises, as it goes out by email: the items, and a standalone
 * printable page attached to the message (the site serves the same list at /water-safety-checklist).
 */
import { escapeHtml, type EmailAttachment } from './render';

export const WATER_SAFETY_CHECKLIST_TITLE = 'Water Safety Checklist';

export const WATER_SAFETY_CHECKLIST: readonly { section: string; items: readonly string[] }[] = [
  {
    section: 'Around the pool',
    items: [
      'A fence of at least 4 feet surrounds the pool, with a self-closing, self-latching gate.',
      'Doors and windows that open onto the pool area have alarms or locks children cannot reach.',
      'Toys are put away after swimming so children are not drawn back to the water.',
      'A rescue pole, a ring buoy and a charged phone are kept by the pool.',
    ],
  },
  {
    section: 'While anyone swims',
    items: [
      'A named adult Water Watcher watches the water at all times, without phone or distractions.',
      'Young children and weak swimmers stay within arm’s reach of an adult.',
      'Weak swimmers wear a Coast Guard approved life jacket; inflatable toys are not life jackets.',
      'Nobody swims alone, at any age.',
    ],
  },
  {
    section: 'Skills for every family',
    items: [
      'Every swimmer can get in, turn around, float and get out on their own.',
      'Children know to ask permission before going near any water.',
      'At least one adult in the home knows CPR.',
      'Swimmers learn to reach or throw, not go, when someone else is in trouble.',
    ],
  },
];

/** A printable page that works offline, attached to the lead-magnet email. */
export function checklistAttachment(businessName: string, publicUrl: string): EmailAttachment {
  const sections = WATER_SAFETY_CHECKLIST.map(
    (s) =>
      `<h2>${escapeHtml(s.section)}</h2><ul>${s.items.map((i) => `<li><span class="box" aria-hidden="true"></span>${escapeHtml(i)}</li>`).join('')}</ul>`,
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
