import { useId, useState, type FormEvent } from 'react';
import { timeOffInputSchema, type TimeOff, type TimeOffInput } from '@core/api/availability';
import { formatDayKey } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';

const dayText = (key: string) => formatDayKey(key, 'EEE, MMM d, yyyy');

/** "Mon, Dec 7, 2026" or "Mon, Dec 7, 2026 to Fri, Dec 11, 2026". */
export const timeOffText = (t: Pick<TimeOff, 'from' | 'to'>) =>
  t.from === t.to ? dayText(t.from) : `${dayText(t.from)} to ${dayText(t.to)}`;

export interface TimeOffListProps {
  timeOff: readonly TimeOff[];
  today: string;
  onAdd: (input: TimeOffInput) => Promise<unknown>;
  onRemove: (id: string) => Promise<unknown>;
}

/** Days away still to come, each removable, and a form to add more. Time off applies at once. */
export function TimeOffList({ timeOff, today, onAdd, onRemove }: TimeOffListProps) {
  const id = useId();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = timeOffInputSchema.safeParse({ from, to: to || from, note: note || null });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue?.message ?? 'Please check the days');
      setFieldErrors(issue ? { [String(issue.path[0])]: issue.message } : {});
      return;
    }
    setBusy(true);
    try {
      await onAdd(parsed.data);
      setError(null);
      setFieldErrors({});
      setNote('');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not add the time off');
      setFieldErrors(err instanceof ApiError && err.fieldErrors ? err.fieldErrors : {});
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      {timeOff.length === 0 ? (
        <p className="text-sm text-slate-700">No time off planned.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {timeOff.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div>
                <p className="font-medium text-slate-900">{timeOffText(t)}</p>
                {t.note && <p className="text-sm text-slate-700">{t.note}</p>}
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={`Remove time off ${timeOffText(t)}`}
                onClick={() => {
                  setBusy(true);
                  onRemove(t.id)
                    .catch((err: unknown) =>
                      setError(err instanceof Error ? err.message : 'Could not remove the time off'),
                    )
                    .finally(() => setBusy(false));
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} noValidate className="space-y-3" aria-label="Add time off">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${id}-from`} label="First day off" error={fieldErrors.from}>
            <Input
              type="date"
              min={today}
              value={from}
              onChange={(e) => {
                setFrom(e.target.value);
                if (to < e.target.value) setTo(e.target.value);
              }}
              className="w-full"
            />
          </Field>
          <Field id={`${id}-to`} label="Last day off" error={fieldErrors.to}>
            <Input
              type="date"
              min={from || today}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className="w-full"
            />
          </Field>
        </div>
        <Field id={`${id}-note`} label="Note" mark="optional" error={fieldErrors.note}>
          <Input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} className="w-full" />
        </Field>
        {error && (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={busy}>
          Add time off
        </Button>
      </form>
    </div>
  );
}
