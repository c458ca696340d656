import { CalendarPlus, Download, MapPin, User } from 'lucide-react';
import type { BookingDetails } from '@core/api/bookings';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { LEVELS } from '@core/catalog/levels';
import { AGE_GROUPS, EMERGENCY_RELATIONSHIPS } from '@core/catalog/swimmers';
import { formatCents } from '@core/rules/pricing';
import { formatInZone, formatTimeRangeInZone } from '@core/rules/timezones';
import { googleCalendarUrl, icsDataUrl } from '../lib/calendar-links';

const ageLabel = (id: string) => AGE_GROUPS.find((a) => a.id === id)?.label ?? id;
const levelLabel = (id: string) => {
  const level = LEVELS.find((l) => l.id === id);
  return level ? `${level.level}: ${level.title}` : id;
};

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
      <h2 className="text-lg font-bold text-ocean-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function BookingSummary({ booking }: { booking: BookingDetails }) {
  const zone = booking.timeZone;
  return (
    <div className="space-y-4">
      <Card title="Your lessons">
        <ul className="space-y-3">
          {booking.lessons.map((l) => (
            <li
              key={l.slotId}
              className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  {formatInZone(l.startTime, zone, 'EEEE, MMMM d, yyyy')}
                </p>
                <p className="text-slate-800">{formatTimeRangeInZone(l.startTime, l.endTime, zone)}</p>
                <p className="flex items-center gap-1 text-sm text-slate-700">
                  <User className="size-3.5" aria-hidden="true" /> {l.instructorName}
                  <MapPin className="ml-2 size-3.5" aria-hidden="true" /> {l.venueName}
                </p>
              </div>
              <a
                href={googleCalendarUrl(booking, l)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-ocean-700 underline-offset-4 hover:underline print:hidden"
              >
                <CalendarPlus className="size-4" aria-hidden="true" /> Add to Calendar
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <a
          href={icsDataUrl(booking)}
          download={`swim-lessons-${booking.reference}.ics`}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-ocean-700 hover:underline print:hidden"
        >
          <Download className="size-4" aria-hidden="true" /> Download all lessons (.ics)
        </a>
      </Card>
      <Card title="Booking details">
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Lesson type</dt>
            <dd className="font-medium text-slate-900">{lessonTypeLabel(booking.lessonType)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Number of swimmers</dt>
            <dd className="font-medium text-slate-900">{booking.swimmersCount}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{booking.paidWithCredits ? 'Paid with' : 'Total paid'}</dt>
            <dd className="font-medium text-slate-900">
              {booking.paidWithCredits ? 'Lesson credits' : formatCents(booking.priceBreakdown.total)}
            </dd>
          </div>
          {booking.addOns.length > 0 && (
            <div>
              <dt className="text-slate-600">Add-ons</dt>
              <dd className="font-medium text-slate-900">
                {booking.addOns.map((a) => `${a.name} × ${a.quantity}`).join(', ')}
              </dd>
            </div>
          )}
        </dl>
      </Card>
      <Card title="Swimmers">
        <ul className="grid gap-3 sm:grid-cols-2">
          {booking.swimmers.map((s, i) => (
            <li key={`${s.name}-${i}`} className="rounded-xl bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-slate-900">{s.name}</p>
              <p className="text-slate-700">{s.email}</p>
              <p className="text-slate-700">Age group: {ageLabel(s.ageGroup)}</p>
              <p className="text-slate-700">Level: {levelLabel(s.level)}</p>
              {s.goals && <p className="text-slate-700">Goals: {s.goals}</p>}
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Emergency contact">
        <p className="text-sm text-slate-800">
          {booking.emergencyContact.name}, {booking.emergencyContact.phone}
          {booking.emergencyContact.relationship &&
            ` (${EMERGENCY_RELATIONSHIPS.find((r) => r.id === booking.emergencyContact.relationship)?.label ?? booking.emergencyContact.relationship})`}
        </p>
      </Card>
    </div>
  );
}
