import { Clock, Globe } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TIME_ZONES } from '@core/catalog/time-zones';
import { detectTimeZone, formatInZone, timeZoneLabel } from '@core/rules/timezones';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/select';

/** The picker's option text: "Eastern Time (ET)" for the zones it offers, the zone's label ("Berlin") otherwise. */
const optionLabel = (zone: string) => TIME_ZONES.find((z) => z.value === zone)?.label ?? timeZoneLabel(zone);

/** The zone every time on the page is shown in, with a clock and one-click adoption of the browser's zone. */
export function TimeZonePicker({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const detected = detectTimeZone();
  const options = TIME_ZONES.some((z) => z.value === value)
    ? TIME_ZONES
    : [
        ...TIME_ZONES,
        { value, label: optionLabel(value), group: 'International' as const, name: timeZoneLabel(value) },
      ];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field
        id="booking-time-zone"
        label={
          <>
            <Globe className="size-4" aria-hidden="true" /> Time zone
          </>
        }
        labelClassName="flex items-center gap-1.5 font-medium text-slate-700"
      >
        <Select value={value} onChange={(e) => onChange(e.target.value)} className="h-10 w-auto py-0">
          {(['US', 'International'] as const).map((group) => (
            <optgroup key={group} label={group}>
              {options
                .filter((z) => z.group === group)
                .map((z) => (
                  <option key={z.value} value={z.value}>
                    {z.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <p className="flex h-10 items-center gap-1.5 text-sm text-slate-700">
        <Clock className="size-4" aria-hidden="true" />
        <span>
          Now: <time dateTime={now.toISOString()}>{formatInZone(now, value, 'EEE h:mm a')}</time>{' '}
          {timeZoneLabel(value)}
        </span>
      </p>
      {detected && detected !== value && (
        <Button variant="link" size="sm" className="h-10 px-0" onClick={() => onChange(detected)}>
          Use my time zone ({optionLabel(detected)})
        </Button>
      )}
    </div>
  );
}
