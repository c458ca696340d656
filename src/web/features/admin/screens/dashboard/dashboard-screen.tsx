import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@core/api/admin';
import { useAdminDashboard } from '@web/features/admin/api/get-admin-dashboard';
import { dollars, humanize, when } from '@web/features/admin/shared/format';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';

function Stat({
  label,
  value,
  note,
  to,
}: {
  label: string;
  value: string | number;
  note?: string;
  to?: string;
}) {
  const body = (
    <>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 break-words text-2xl font-bold text-ocean-900 sm:text-3xl">{value}</dd>
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </>
  );
  const box = 'block rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
  return to ? (
    <div>
      <Link to={to} className={`${box} hover:border-ocean-600`}>
        <dl>{body}</dl>
      </Link>
    </div>
  ) : (
    <div className={box}>
      <dl>{body}</dl>
    </div>
  );
}

function WeeklyChart({ weeks }: { weeks: Dashboard['bookingsPerWeek'] }) {
  const max = Math.max(1, ...weeks.map((w) => w.bookings));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="font-semibold text-ocean-900">Bookings per week (last 12 weeks)</figcaption>
      <div
        className="mt-4 flex h-40 items-end gap-1.5"
        role="img"
        aria-label={weeks.map((w) => `week of ${w.weekStart}: ${w.bookings}`).join(', ')}
      >
        {weeks.map((w) => (
          <div key={w.weekStart} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs font-semibold text-slate-700">{w.bookings}</span>
            <div
              className="w-full rounded-t bg-ocean-600"
              style={{ height: `${(w.bookings / max) * 100}%`, minHeight: 2 }}
            />
          </div>
        ))}
      </div>
      <div className="mt-1 flex gap-1.5 text-[10px] text-slate-600" aria-hidden="true">
        {weeks.map((w, i) => (
          <span key={w.weekStart} className="flex-1 text-center">
            {i % 3 === 0 || i === weeks.length - 1 ? w.weekStart.slice(5) : ''}
          </span>
        ))}
      </div>
    </figure>
  );
}

/** The owner must act on email: a message was set aside, or unsent messages have waited over 15 minutes. */
function EmailAlert({ email }: { email: Dashboard['system']['email'] }) {
  if (!email.alert) return null;
  const status = email.parked > 0 ? 'parked' : email.mode === 'stored_only' ? 'undelivered' : 'pending';
  return (
    <div
      role="alert"
      className="mb-6 flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950"
      data-testid="email-alert"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">Email needs attention</p>
        <p className="mt-1 text-sm">{email.alert}</p>
        <Link
          to={`/admin/emails?status=${status}`}
          className="mt-2 inline-block text-sm font-semibold text-red-900 underline"
        >
          Open Emails
        </Link>
      </div>
    </div>
  );
}

function SystemStatus({ system }: { system: Dashboard['system'] }) {
  const rows: [string, string][] = [
    [
      'Database',
      `${system.database.ok ? 'OK' : 'Not answering'} (${system.database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'})`,
    ],
    [
      'Email delivery',
      `${system.email.mode === 'smtp' ? 'SMTP' : 'Stored only (no SMTP configured)'}; ${system.email.pending} pending, ${system.email.undelivered} undelivered, ${system.email.parked} set aside, ${system.email.sentLast24h} sent in 24 h`,
    ],
    ['Payment gateway', system.paymentGateway === 'stripe' ? 'Stripe (live keys configured)' : 'Test mode'],
    ['Build', system.buildId],
    [
      'Background jobs',
      system.jobs.length
        ? system.jobs
            .map(
              (j) =>
                `${j.name}: ${j.lastError ? `failing (${j.lastError})` : j.lastRunAt ? `ran ${when(j.lastRunAt)}` : 'waiting'}`,
            )
            .join('; ')
        : 'None running in this process',
    ],
  ];
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby="system-status"
    >
      <h3 id="system-status" className="font-semibold text-ocean-900">
        System Status
      </h3>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="grid gap-1 sm:grid-cols-[9rem_1fr]">
            <dt className="font-medium text-slate-600">{k}</dt>
            <dd className="break-words text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function DashboardScreen() {
  const { data, error, isLoading } = useAdminDashboard();
  if (isLoading)
    return (
      <p aria-busy="true" className="text-slate-600">
        Loading the dashboard...
      </p>
    );
  if (error || !data)
    return (
      <p role="alert" className="text-red-700">
        {error instanceof Error ? error.message : 'Could not load the dashboard.'}
      </p>
    );
  const f = data.figures;
  return (
    <div>
      <ScreenHeader
        title="Today at a glance"
        lead="Figures use New York time; weeks run Sunday to Saturday."
      />
      <EmailAlert email={data.system.email} />
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="dashboard-figures">
        <Stat label="Lessons today" value={f.lessonsToday} to="/admin/schedule" />
        <Stat label="Lessons this week" value={f.lessonsThisWeek} to="/admin/schedule" />
        <Stat
          label="Bookings this week"
          value={f.bookingsThisWeek}
          note={`${dollars(f.revenueThisWeekCents)} revenue`}
          to="/admin/bookings"
        />
        <Stat
          label="Bookings this month"
          value={f.bookingsThisMonth}
          note={`${dollars(f.revenueThisMonthCents)} revenue`}
          to="/admin/bookings"
        />
        <Stat label="Pending requests" value={f.pendingRequests} to="/admin/requests" />
        <Stat label="New leads (7 days)" value={f.newLeads} to="/admin/leads" />
        <Stat label="New messages" value={f.newMessages} to="/admin/messages" />
        <Stat label="Revenue this week" value={dollars(f.revenueThisWeekCents)} />
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <WeeklyChart weeks={data.bookingsPerWeek} />
        <section
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          aria-labelledby="recent-activity"
        >
          <h3 id="recent-activity" className="font-semibold text-ocean-900">
            Recent Activity
          </h3>
          {data.recentActivity.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">Nothing yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {data.recentActivity.map((a) => (
                <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2">
                  {/* An actor is often a family's email: long, with no space to wrap at on a phone. */}
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <strong>{a.actor}</strong> {humanize(a.action.replace('.', ' '))}
                  </span>
                  <time className="text-slate-600" dateTime={a.createdAt}>
                    {when(a.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/admin/activity"
            className="mt-2 inline-block text-sm font-semibold text-ocean-700 underline"
          >
            All activity
          </Link>
        </section>
      </div>
      <div className="mt-6">
        <SystemStatus system={data.system} />
      </div>
    </div>
  );
}
