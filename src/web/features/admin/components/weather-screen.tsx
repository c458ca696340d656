import { CloudLightning } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  weatherWindowSchema,
  type WeatherCancelResult,
  type WeatherPreview,
  type WeatherWindow,
} from '@core/api/credits';
import { formatInZone } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import { cancelForWeather } from '../api/cancel-for-weather';
import { previewWeatherCancellation } from '../api/preview-weather-cancellation';
import { useAdminAction } from '../hooks/use-admin-action';
import { AdminDialog } from './admin-dialog';
import { DataTable } from './data-table';
import { BUSINESS_ZONE, day, time } from './format';
import { TextField } from './form-parts';
import { ScreenHeader, td } from './parts';

const OUTCOME_LABELS = {
  credit: 'Weather credit',
  refund: 'Money back (paid at a discount)',
  reschedule_link: 'Free reschedule link',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The owner's summary of a weather cancellation, in one sentence. */
export const weatherResultText = (r: WeatherCancelResult) =>
  `Cancelled ${plural(r.cancelledLessons, 'lesson', 'lessons')}, gave ${plural(r.creditsGranted, 'credit', 'credits')}, emailed ${plural(r.familiesEmailed, 'family', 'families')}` +
  (r.timesLeftOpen > 0
    ? `. ${plural(r.timesLeftOpen, 'time was', 'times were')} booked after your preview and left open: preview again to cancel ${r.timesLeftOpen === 1 ? 'it' : 'them'}.`
    : '');

type Previewed = { window: WeatherWindow; lessons: WeatherPreview['lessons'] };

/**
 * Cancelling a day's (or part of a day's) lessons for weather: the owner previews the lessons starting in the window,
 * then cancels exactly those. Editing the window drops the preview, so what is cancelled is always what was shown.
 */
export function WeatherScreen() {
  const [form, setForm] = useState({
    date: formatInZone(new Date(), BUSINESS_ZONE, 'yyyy-MM-dd'),
    from: '00:00',
    to: '23:59',
    reason: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<WeatherCancelResult | null>(null);
  // A preview changes nothing, so it answers on the page rather than with a "saved" toast.
  const preview = useMutation({ mutationFn: previewWeatherCancellation });
  const cancel = useAdminAction(cancelForWeather, weatherResultText);

  const set = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors({});
    setPreviewed(null);
    preview.reset();
  };

  return (
    <div>
      <ScreenHeader
        title="Weather"
        lead="Cancel a day's or an afternoon's lessons for weather in one go. Families who paid online get a weather credit for each swimmer; families paying at the lesson get a link to pick a new time free. Everyone is emailed."
      />
      <form
        noValidate
        aria-label="Weather window"
        className="max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          const window = { ...form, reason: form.reason.trim() || null };
          const parsed = weatherWindowSchema.safeParse(window);
          if (!parsed.success) {
            const found: Record<string, string> = {};
            for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
            return setErrors(found);
          }
          setResult(null);
          preview.mutate(window, { onSuccess: (p) => setPreviewed({ window, lessons: p.lessons }) });
        }}
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label="Date"
            type="date"
            required
            error={errors.date}
            aria-invalid={errors.date ? true : undefined}
            value={form.date}
            onValue={set('date')}
          />
          <TextField
            label="From (New York time)"
            type="time"
            error={errors.from}
            aria-invalid={errors.from ? true : undefined}
            value={form.from}
            onValue={set('from')}
          />
          <TextField
            label="To (New York time)"
            type="time"
            error={errors.to}
            aria-invalid={errors.to ? true : undefined}
            value={form.to}
            onValue={set('to')}
          />
        </div>
        <TextField
          label="Reason (optional, shown in the email)"
          maxLength={200}
          error={errors.reason}
          value={form.reason}
          onValue={set('reason')}
        />
        {preview.isError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {preview.error.message}
          </p>
        )}
        <Button type="submit" variant="outline" disabled={preview.isPending}>
          {preview.isPending ? 'Looking...' : 'Preview'}
        </Button>
      </form>

      {result && (
        <p
          role="status"
          data-testid="weather-result"
          className="mt-6 max-w-2xl rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-950"
        >
          {weatherResultText(result)}
        </p>
      )}

      {previewed && (
        <section aria-labelledby="weather-preview-heading" className="mt-6 space-y-3">
          <h3 id="weather-preview-heading" className="text-lg font-semibold text-ocean-900">
            Lessons that would be cancelled ({day(`${previewed.window.date}T12:00:00Z`)},{' '}
            {previewed.window.from}-{previewed.window.to})
          </h3>
          <DataTable
            columns={['Time', 'Family', 'Reference', 'Instructor', 'Swimmers', 'Family gets']}
            emptyText="No lessons start in this window."
            results={{ loading: false, error: null, empty: previewed.lessons.length === 0 }}
          >
            {previewed.lessons.map((l) => (
              <tr key={l.lessonId}>
                <td className={`${td} whitespace-nowrap`}>{time(l.startTime)}</td>
                <td className={td}>{l.customerName}</td>
                <td className={`${td} font-mono`}>{l.reference}</td>
                <td className={td}>{l.instructorName}</td>
                <td className={td}>{l.seats}</td>
                <td className={td}>{OUTCOME_LABELS[l.outcome]}</td>
              </tr>
            ))}
          </DataTable>
          {previewed.lessons.length > 0 && (
            <Button variant="destructive" onClick={() => setConfirming(true)}>
              <CloudLightning aria-hidden="true" /> Cancel these lessons for weather
            </Button>
          )}
        </section>
      )}

      {previewed && (
        <AdminDialog
          open={confirming}
          onOpenChange={(o) => !cancel.isPending && setConfirming(o)}
          title="Cancel these lessons for weather?"
          description={`${plural(previewed.lessons.length, 'lesson', 'lessons')} will be cancelled and every family emailed. This cannot be undone.`}
        >
          {cancel.isError && (
            <p
              role="alert"
              className="mb-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {cancel.error.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
              Keep the lessons
            </Button>
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { ...previewed.window, lessonIds: previewed.lessons.map((l) => l.lessonId) },
                  {
                    onSuccess: (r) => {
                      setResult(r);
                      setPreviewed(null);
                      setConfirming(false);
                    },
                  },
                )
              }
            >
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel them'}
            </Button>
          </div>
        </AdminDialog>
      )}
    </div>
  );
}
