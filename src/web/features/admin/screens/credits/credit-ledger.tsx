import type { CreditAccount } from '@core/api/credits';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { actorLabel, lessonTypeOrAny, levelOrAny } from '@web/features/admin/shared/format';
import { StatusBadge } from '@web/features/admin/shared/status-badge';
import { creditCount, creditMoment, creditKindLabel, dayOf, signedLessons } from './credit-format';

const done = { loading: false, error: null };

/** One family's ledger as the owner reads it: balance, the lots credits came in, and every entry. */
export function CreditLedger({ account }: { account: CreditAccount }) {
  const entries = [...account.entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">Balance</dt>
          <dd data-testid="credit-balance" className="text-2xl font-bold text-ocean-900">
            {creditCount(account.balance)}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">Next expiry</dt>
          <dd data-testid="credit-next-expiry" className="text-2xl font-bold text-ocean-900">
            {account.nextExpiry ? dayOf(account.nextExpiry) : 'None'}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="credit-lots-heading" className="space-y-2">
        <h3 id="credit-lots-heading" className="text-lg font-semibold text-ocean-900">
          Lots
        </h3>
        <DataTable
          columns={['Kind', 'Lesson type', 'Level', 'Granted', 'Remaining', 'Expires']}
          label="Credit lots"
          emptyText="No credits granted yet."
          results={{ ...done, empty: account.lots.length === 0 }}
        >
          {account.lots.map((lot) => (
            <tr key={lot.id}>
              <td className={`${td} min-w-40`}>
                <p>{creditKindLabel(lot.kind)}</p>
                <p className="text-xs text-slate-600">{lot.description}</p>
              </td>
              <td className={`${td} whitespace-nowrap`}>{lessonTypeOrAny(lot.lessonType)}</td>
              <td className={`${td} min-w-40`}>{levelOrAny(lot.level)}</td>
              <td className={td}>{lot.granted}</td>
              <td className={td}>{lot.remaining}</td>
              <td className={`${td} whitespace-nowrap`}>
                {dayOf(lot.expiresAt)} {lot.expired && <StatusBadge status="expired" />}
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="credit-entries-heading" className="space-y-2">
        <h3 id="credit-entries-heading" className="text-lg font-semibold text-ocean-900">
          History
        </h3>
        <DataTable
          columns={['Date', 'Kind', 'Lessons', 'Description', 'Reason', 'By']}
          label="Credit entries"
          emptyText="No entries yet."
          results={{ ...done, empty: entries.length === 0 }}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${td} whitespace-nowrap`}>{creditMoment(entry.createdAt)}</td>
              <td className={`${td} whitespace-nowrap`}>{creditKindLabel(entry.kind)}</td>
              <td className={`${td} font-semibold tabular-nums`}>{signedLessons(entry.lessons)}</td>
              <td className={`${td} min-w-48`}>{entry.description}</td>
              <td className={`${td} min-w-40`}>{entry.reason ?? '—'}</td>
              <td className={`${td} min-w-40 break-words`}>{actorLabel(entry.actor)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
    </div>
  );
}
