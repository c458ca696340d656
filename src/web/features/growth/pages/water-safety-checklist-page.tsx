import { Printer } from 'lucide-react';
import { BUSINESS } from '@core/catalog/business';
import { WATER_SAFETY_CHECKLIST, WATER_SAFETY_CHECKLIST_TITLE } from '@core/catalog/water-safety-checklist';
import { PAGE_SEO } from '@core/seo';
import { Button } from '@web/components/ui/button';
import { usePageMeta } from '@web/lib/page-meta';
import { siteConfig } from '@web/lib/site-config';

/** The free resource the lead magnet offers: a one-page checklist made to be printed and kept by the pool. */
export function WaterSafetyChecklistPage() {
  usePageMeta(PAGE_SEO.checklist.title, PAGE_SEO.checklist.description);
  const { phone } = siteConfig();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:p-0">
      <style>{'@media print { header, footer, [data-no-print] { display: none !important; } }'}</style>
      <p className="text-sm font-bold uppercase tracking-widest text-ocean-700">
        {BUSINESS.name} · Free resource
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-ocean-900 sm:text-4xl">
        {WATER_SAFETY_CHECKLIST_TITLE}
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        Print this page and keep it by your pool. Tick each line once it is true for your home, and go through
        it again at the start of every swim season.
      </p>
      <div data-no-print className="mt-5">
        <Button onClick={() => window.print()} size="lg">
          <Printer aria-hidden="true" /> Print Checklist
        </Button>
      </div>
      {WATER_SAFETY_CHECKLIST.map((section) => (
        <section key={section.title} className="mt-8 break-inside-avoid">
          <h2 className="border-b-2 border-ocean-800 pb-1 text-xl font-bold text-ocean-900">
            {section.title}
          </h2>
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
        Swimming lessons lower the risk of drowning but never replace supervision. Questions, or ready for
        lessons at your pool? Call {phone}.
      </p>
    </article>
  );
}
