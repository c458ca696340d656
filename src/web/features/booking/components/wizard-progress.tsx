import { Check } from 'lucide-react';
import { clsx } from 'clsx';

export const WIZARD_STEPS = [
  'Select Lesson Type',
  'Swimmer Details',
  'Add-Ons & Extras',
  'Review & Emergency Contact',
  'Payment',
] as const;

/** Steps 1-5 (step 6, the confirmation, has its own page). */
export function WizardProgress({ step }: { step: number }) {
  return (
    <nav aria-label="Booking progress">
      <p className="text-sm font-medium text-slate-700 sm:hidden">
        Step {Math.min(step, 5)} of 5: {WIZARD_STEPS[Math.min(step, 5) - 1]}
      </p>
      <ol className="mt-2 flex gap-1 sm:mt-0 sm:gap-2">
        {WIZARD_STEPS.map((label, i) => {
          const n = i + 1;
          const done = n < step;
          const current = n === step;
          return (
            <li key={label} aria-current={current ? 'step' : undefined} className="flex-1">
              <div
                className={clsx('h-1.5 rounded-full', done || current ? 'bg-ocean-800' : 'bg-slate-200')}
              />
              <div className="mt-2 hidden items-center gap-1.5 text-xs font-medium sm:flex">
                <span
                  className={clsx(
                    'flex size-5 shrink-0 items-center justify-center rounded-full text-[11px]',
                    done
                      ? 'bg-ocean-800 text-white'
                      : current
                        ? 'border-2 border-ocean-800 text-ocean-900'
                        : 'border border-slate-400 text-slate-600',
                  )}
                >
                  {done ? <Check className="size-3" aria-hidden="true" /> : n}
                </span>
                <span className={current ? 'text-ocean-900' : 'text-slate-600'}>
                  {label}
                  {done && <span className="sr-only"> (done)</span>}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
