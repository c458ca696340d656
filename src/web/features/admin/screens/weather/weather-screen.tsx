import { useMutation } from '@tanstack/react-query';
import { CloudLightning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import {
  weatherWindowSchema,
  type WeatherCancelResult,
  type WeatherPreview,
  type WeatherWindow,
} from '@core/api/credits';
import { formatInZone } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { cancelForWeather } from '@web/features/admin/api/cancel-for-weather';
import { previewWeatherCancellation } from '@web/features/admin/api/preview-weather-cancellation';
import { useAdminAction } from '@web/features/admin/hooks/use-admin-action';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { BUSINESS_ZONE, day, time } from '@web/features/admin/shared/format';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';

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

/** The window as typed, checked with the contract itself; a reason left blank is no reason. */
const weatherWindowFormSchema = z
  .object({ date: z.string(), from: z.string(), to: z.string(), reason: z.string() })
  .transform((form): WeatherWindow => ({ ...form, reason: form.reason.trim() || null }))
  .pipe(weatherWindowSchema);

/**
 * Cancelling a day's (or part of a day's) lessons for weather: the owner previews the lessons starting in the window,
 * then cancels exactly those. Editing the window drops the preview, so what is cancelled is always what was shown.
 */
export function WeatherScreen() {
  const form = useZodForm(weatherWindowFormSchema, {
    defaultValues: {
      date: formatInZone(new Date(), BUSINESS_ZONE, 'yyyy-MM-dd'),
      from: '00:00',
      to: '23:59',
      reason: '',
    },
  });
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<WeatherCancelResult | null>(null);
  // A preview changes nothing, so it answers on the page rather than with a "saved" toast.
  const preview = useMutation({ mutationFn: previewWeatherCancellation });
  const cancel = useAdminAction(cancelForWeather, weatherResultText);

  // Any change to the window drops the preview: only lessons the owner has seen for this window can be cancelled.
  const { reset: resetPreview } = preview;
  useEffect(() => {
    const watching = form.watch(() => {
      setPreviewed(null);
      resetPreview();
    });
    return () => watching.unsubscribe();
  }, [form, resetPreview]);

  return (
    <div>
      <ScreenHeader
        title="Weather"
        lead="Cancel a day's or an afternoon's lessons for weather in one go. Families who paid online get a weather credit for each swimmer; families paying at the lesson get a link to pick a new time free. Everyone is emailed."
      />
      <Form
        form={form}
        aria-label="Weather window"
        className="max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        onSubmit={(window) => {
          setResult(null);
          preview.mutate(window, { onSuccess: (p) => setPreviewed({ window, lessons: p.lessons }) });
        }}
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField name="date" id="weather-date" label="Date">
            <Input type="date" required />
          </FormField>
          <FormField name="from" id="weather-from" label="From (New York time)">
            <Input type="time" />
          </FormField>
          <FormField name="to" id="weather-to" label="To (New York time)">
            <Input type="time" />
          </FormField>
        </div>
        <FormField name="reason" id="weather-reason" label="Reason (optional, shown in the email)">
          <Input maxLength={200} />
        </FormField>
        {preview.isError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {preview.error.message}
          </p>
        )}
        <Button type="submit" variant="outline" disabled={preview.isPending}>
          {preview.isPending ? 'Looking...' : 'Preview'}
        </Button>
      </Form>

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
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          busy={cancel.isPending}
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
        </Dialog>
      )}
    </div>
  );
}
