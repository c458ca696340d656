import { clsx } from 'clsx';
import { humanize } from './format';

const STATUS_TONES: Record<string, string> = {
  pending_approval: 'bg-sun-300 text-slate-900',
  pending: 'bg-sun-300 text-slate-900',
  pending_payment: 'bg-sun-300 text-slate-900',
  new: 'bg-sun-300 text-slate-900',
  approved: 'bg-emerald-100 text-emerald-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  available: 'bg-emerald-100 text-emerald-900',
  sent: 'bg-emerald-100 text-emerald-900',
  replied: 'bg-emerald-100 text-emerald-900',
  active: 'bg-emerald-100 text-emerald-900',
  moved: 'bg-ocean-100 text-ocean-900',
};

/** A status as a word, never colour alone. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={clsx(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATUS_TONES[status] ?? 'bg-slate-200 text-slate-800',
      )}
    >
      {humanize(status)}
    </span>
  );
}
