import type { FamilyRequest } from '@core/api/family';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { formatDayKey, formatInZone, parseDayKey } from '@core/rules/timezones';
import { requestStatusLabel } from '../lib/lesson-views';
import { StatusBadge } from './status-badge';

const TONES: Record<string, 'upcoming' | 'neutral' | 'cancelled' | 'attention'> = {
  approved: 'upcoming',
  declined: 'cancelled',
  pending: 'attention',
  pending_approval: 'attention',
};

const dayLabel = (key: string) => (parseDayKey(key) ? formatDayKey(key, 'EEE, MMM d, yyyy') : key);

/** The family's lesson requests: what was asked for, when, and where each stands. */
export function LessonRequests({ requests, timeZone }: { requests: FamilyRequest[]; timeZone: string }) {
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <li key={request.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 className="text-lg font-bold text-ocean-900">
                {lessonTypeLabel(request.lessonType)} lesson request
              </h3>
              <p className="text-sm text-slate-700">
                Sent {formatInZone(request.createdAt, timeZone, 'MMMM d, yyyy')} · {request.swimmers} swimmer
                {request.swimmers === 1 ? '' : 's'}
              </p>
            </div>
            <StatusBadge
              label={requestStatusLabel(request.status)}
              tone={TONES[request.status] ?? 'neutral'}
            />
          </div>
          {request.dates.length > 0 && (
            <p className="mt-2 text-sm text-slate-800">
              <span className="font-medium">Days asked for:</span> {request.dates.map(dayLabel).join('; ')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
