import { Link } from 'react-router';
import { useMissingDocuments } from '@web/features/admin/api/admin-documents';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { DocumentState } from '@web/features/admin/shared/document-states';
import { day, time } from '@web/features/admin/shared/format';

/**
 * The bookings whose next lesson is in the next two weeks with a swimmer missing a required document (or signed on
 * a replaced version): whom to call before the instructor drives out. Families get a reminder 48 hours before.
 */
export function MissingDocumentsList() {
  const missing = useMissingDocuments();
  const lessons = missing.data?.lessons ?? [];
  return (
    <section aria-labelledby="missing-documents" className="space-y-3">
      <h2 id="missing-documents" className="text-lg font-semibold text-ocean-900">
        Missing documents
      </h2>
      <p className="text-sm text-slate-700">
        Lessons in the next {missing.data?.days ?? 14} days with a swimmer whose required document is not
        signed. Families are reminded by email 48 hours before the lesson.
      </p>
      <DataTable
        columns={['Lesson', 'Booking', 'Swimmers']}
        emptyText="Every swimmer with a lesson in the next two weeks has signed what is required."
        results={{ loading: missing.isLoading, error: missing.error, empty: lessons.length === 0 }}
      >
        {lessons.map((l) => (
          <tr key={l.bookingId}>
            <td className={`${td} whitespace-nowrap`}>
              {day(l.startTime)}, {time(l.startTime)}
            </td>
            <td className={td}>
              <Link to={`/admin/bookings/${l.bookingId}`} className="font-semibold text-ocean-800 underline">
                {l.reference}
              </Link>
              <span className="block">{l.customerName}</span>
              <span className="block text-xs text-slate-600">{l.customerEmail}</span>
            </td>
            <td className={td}>
              <ul className="space-y-1">
                {l.swimmers.map((s) => (
                  <li key={s.name}>
                    <span className="font-medium">{s.name}</span>
                    <ul className="flex flex-wrap gap-x-4">
                      {s.documents
                        .filter((d) => d.state !== 'signed')
                        .map((d) => (
                          <li key={d.kind}>
                            <DocumentState line={d} />
                          </li>
                        ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
