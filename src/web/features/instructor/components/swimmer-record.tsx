import { AlertCircle, Check, Loader2 } from 'lucide-react';
import type { DaySheetSwimmer } from '@core/api/instructor';
import { AGE_GROUPS } from '@core/catalog/swimmers';
import { useSwimmerRecording, type RecordingState } from '../hooks/use-swimmer-recording';
import { swimmerLevel } from '../lib/day-sheet-format';
import { AttendanceToggle } from './attendance-toggle';
import { MilestoneSignOffs } from './milestone-sign-offs';

const ageGroupLabel = (id: string) => AGE_GROUPS.find((a) => a.id === id)?.label ?? id;

function SaveStatus({ state }: { state: RecordingState }) {
  if (state.kind === 'saving')
    return (
      <span className="flex items-center gap-1.5 text-slate-700">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Saving...
      </span>
    );
  if (state.kind === 'saved')
    return (
      <span className="flex items-center gap-1.5 font-semibold text-teal-800">
        <Check className="size-4" aria-hidden="true" /> Saved
      </span>
    );
  if (state.kind === 'failed')
    return (
      <span className="flex items-center gap-1.5 text-red-700">
        <AlertCircle className="size-4" aria-hidden="true" /> Not saved: {state.message}
      </span>
    );
  return null;
}

/** "Waiver signed (v3, Dec 2)", "Missing: Medical release", or a signature on a replaced version. */
function documentLine(d: DaySheetSwimmer['documents'][number]): string {
  const when = d.signedAt
    ? new Date(d.signedAt).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'America/New_York',
      })
    : '';
  if (d.state === 'signed') return `${d.title} signed (v${d.version}, ${when})`;
  if (d.state === 'outdated') return `New version not signed: ${d.title} (v${d.version} signed ${when})`;
  return `Missing: ${d.title}`;
}

/** One swimmer of a lesson: who they are, what to watch for, attendance and the level's milestones. */
export function SwimmerRecord({
  lessonId,
  swimmer,
  canRecord,
}: {
  lessonId: string;
  swimmer: DaySheetSwimmer;
  canRecord: boolean;
}) {
  const recording = useSwimmerRecording(lessonId, swimmer);
  const level = swimmerLevel(swimmer.level);
  const headingId = `swimmer-${lessonId}-${swimmer.swimmerId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl bg-slate-50 p-3">
      <div>
        <h4 id={headingId} className="text-base font-bold text-slate-900">
          {swimmer.name}
        </h4>
        <p className="text-sm text-slate-700">
          {ageGroupLabel(swimmer.ageGroup)} ·{' '}
          {level ? (
            <>
              {level.level}, <span className="capitalize">{level.id}</span>
            </>
          ) : (
            swimmer.level
          )}
        </p>
      </div>
      {swimmer.documents.length > 0 && (
        <ul aria-label={`Documents for ${swimmer.name}`} className="space-y-0.5 text-sm">
          {swimmer.documents.map((d) => (
            <li
              key={d.kind}
              className={d.state === 'signed' ? 'text-emerald-800' : 'font-semibold text-red-800'}
            >
              {documentLine(d)}
            </li>
          ))}
        </ul>
      )}
      {(swimmer.healthConsiderations || swimmer.fears) && (
        <dl className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
          {swimmer.healthConsiderations && (
            <div>
              <dt className="font-semibold">Health considerations</dt>
              <dd>{swimmer.healthConsiderations}</dd>
            </div>
          )}
          {swimmer.fears && (
            <div>
              <dt className="font-semibold">Fears</dt>
              <dd>{swimmer.fears}</dd>
            </div>
          )}
        </dl>
      )}
      <AttendanceToggle
        swimmerName={swimmer.name}
        value={swimmer.attendance}
        disabled={!canRecord}
        onChange={recording.markAttendance}
      />
      <MilestoneSignOffs swimmer={swimmer} disabled={!canRecord} onToggle={recording.toggleMilestone} />
      <div role="status" className="min-h-5 text-sm">
        <SaveStatus state={recording.state} />
      </div>
    </section>
  );
}
