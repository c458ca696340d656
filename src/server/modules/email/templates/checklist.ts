/**
 * The free water-safety checklist the lead magnet promises, as it goes out by email: the items, and a standalone
 * printable page attached to the message (the site serves the same list at /water-safety-checklist).
 */
import { escapeHtml, type EmailAttachment } from './render';

export const WATER_SAFETY_CHECKLIST_TITLE = 'Water Safety Checklist';

// The same lines as the printable page at /water-safety-checklist, so the email and the page never disagree.
export const WATER_SAFETY_CHECKLIST: readonly { section: string; items: readonly string[] }[] = [
  {
    section: 'Supervision',
    items: [
      'A named adult "water watcher" is on duty whenever children are in or near the water, with no phone or book.',
      "Young and weak swimmers stay within arm's reach of an adult.",
      'Swap water watchers every 15 minutes, and say it out loud when you do.',
      'Never leave a child alone near a pool, hot tub, bathtub or bucket of water, not even for a moment.',
    ],
  },
  {
    section: 'Barriers around the pool',
    items: [
      'A fence at least 4 ft (1.2 m) high separates the pool from the house and yard on all four sides.',
      "Gates close and latch by themselves, with the latch out of a child's reach.",
      'Doors and windows that open toward the pool have alarms.',
      'Pool covers are fully on or fully off; remove toys from the water so nobody reaches for them.',
    ],
  },
  {
    section: 'Swim skills for every swimmer',
    items: [
      'Can enter the water, surface, turn around and reach the wall or steps.',
      'Can float on the back for 10 seconds to rest and breathe.',
      'Can tread water or float for one minute.',
      'Knows to never swim alone, and to walk, not run, on the pool deck.',
    ],
  },
  {
    section: 'Ready for an emergency',
    items: [
      'A phone is at the pool side, and everyone knows to call 911 first.',
      'A reaching pole and a ring buoy hang where anyone can grab them.',
      'At least one adult in the home knows CPR, and the skills are refreshed every two years.',
      'If a child is missing, check the water first.',
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
