import { clsx } from 'clsx';

const TONES = {
  upcoming: 'bg-emerald-100 text-emerald-900',
  neutral: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-900',
  attention: 'bg-sun-300 text-slate-900',
} as const;

/** A status in words, never by colour alone. */
export function StatusBadge({ label, tone }: { label: string; tone: keyof typeof TONES }) {
  return (
    <span className={clsx('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone])}>
      {label}
    </span>
  );
}
