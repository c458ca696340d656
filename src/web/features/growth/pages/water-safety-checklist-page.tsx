import { Printer } from 'lucide-react';
import { BUSINESS } from '@core/catalog/business';
import { PAGE_SEO } from '@core/seo';
import { Button } from '@web/components/ui/button';
import { usePageMeta } from '@web/lib/page-meta';
import { siteConfig } from '@web/lib/site-config';

const SECTIONS = [
  {
    title: 'Supervision',
    items: [
      'A named adult "water watcher" is on duty whenever children are in or near the water, with no phone or book.',
      'Young and weak swimmers stay within arm\'s reach of an adult.',
      'Swap water watchers every 15 minutes, and say it out loud when you do.',
      'Never leave a child alone near a pool, hot tub, bathtub or bucket of water, not even for a moment.',
    ],
  },
  {
    title: 'Barriers around the pool',
    items: [
      'A fence at least 4 ft (1.2 m) high separates the pool from the house and yard on all four sides.',
      'Gates close and latch by themselves, with the latch out of a child\'s reach.',
      'Doors and windows that open toward the pool have alarms.',
      'Pool covers are fully on or fully off; remove toys from the water so nobody reaches for them.',
    ],
  },
  {
    title: 'Swim skills for every swimmer',
    items: [
      'Can enter the water, surface, turn around and reach the wall or steps.',
      'Can float on the back for 10 seconds to rest and breathe.',
      'Can tread water or float for one minute.',
      'Knows to never swim alone, and to walk, not run, on the pool deck.',
    ],
  },
  {
    title: 'Ready for an emergency',
    items: [
      'A phone is at the pool side, and everyone knows to call 911 first.',
      'A reaching pole and a ring buoy hang where anyone can grab them.',
      'At least one adult in the home knows CPR, and the skills are refreshed every two years.',
      'If a child is missing, check the water first.',
    ],
  },
];

/** The free resource the lead magnet offers: a one-page checklist made to be printed and kept by the pool. */
export function WaterSafetyChecklistPage() {
  usePageMeta(PAGE_SEO.checklist.title, PAGE_SEO.checklist.description);
  const { phone } = siteConfig();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:p-0">
      <style>{'@media print { header, footer, [data-no-print] { display: none !important; } }'}</style>
      <p className="text-sm font-bold uppercase tracking-widest text-ocean-700">{BUSINESS.name} · Free resource</p>
      <h1 className="mt-1 text-3xl font-extrabold text-ocean-900 sm:text-4xl">Water Safety Checklist</h1>
      <p className="mt-3 text-lg text-slate-700">
        Print this page and keep it by your pool. Tick each line once it is true for your home, and go through it again at the
        start of every swim season.
      </p>
      <div data-no-print className="mt-5">
        <Button onClick={() => window.print()} size="lg">
          <Printer aria-hidden="true" /> Print Checklist
        </Button>
      </div>
      {SECTIONS.map((section) => (
        <section key={section.title} className="mt-8 break-inside-avoid">
          <h2 className="border-b-2 border-ocean-800 pb-1 text-xl font-bold text-ocean-900">{section.title}</h2>
          <ul className="mt-3 space-y-3">
            {section.items.map((item) => (
              <li key={item} className="flex gap-3 text-slate-800">
                <span className="mt-1 size-5 shrink-0 rounded border-2 border-slate-500" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-10 rounded-xl bg-ocean-50 p-4 text-sm text-slate-700">
        Swimming lessons lower the risk of drowning but never replace supervision. Questions, or ready for lessons at your pool? Call{' '}
        {phone}.
      </p>
    </article>
  );
}
