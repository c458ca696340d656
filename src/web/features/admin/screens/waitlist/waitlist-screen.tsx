import { useState } from 'react';
import type { AdminWaitlistEntry } from '@core/api/waitlist';
import { useAdminWaitlist } from '@web/features/admin/api/get-admin-waitlist';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { OfferSeatDialog } from './offer-seat-dialog';
import { RemoveEntryDialog } from './remove-entry-dialog';
import { EntryList, SlotCard, type AskAbout } from './waitlist-entries';

type Pending = { kind: 'remove' | 'offer'; entry: AdminWaitlistEntry; list: string } | null;

/** The owner's waitlists: per full time and for the preferences, in the order offers are made. */
export function WaitlistScreen() {
  const waitlist = useAdminWaitlist();
  const [pending, setPending] = useState<Pending>(null);
  const ask: AskAbout = (kind, entry, list) => setPending({ kind, entry, list });
  const data = waitlist.data;
  return (
    <div>
      <ScreenHeader
        title="Waitlist"
        lead={
          data
            ? `When seats free up, the first family in line whose swimmers fit gets them held for ${data.offerWindowMinutes} minutes (the offer window, set under Policies).`
            : undefined
        }
      />
      {waitlist.isLoading && <p aria-busy="true">Loading...</p>}
      {waitlist.error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {waitlist.error.message}
        </p>
      )}
      {data && (
        <div className="space-y-8">
          <section aria-labelledby="waitlist-times" className="space-y-3">
            <h3 id="waitlist-times" className="text-lg font-semibold text-ocean-900">
              Times
            </h3>
            {data.slots.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600">
                Nobody is waiting for a full time.
              </p>
            ) : (
              data.slots.map((slot) => <SlotCard key={slot.id} slot={slot} onAsk={ask} />)
            )}
          </section>
          <section aria-labelledby="waitlist-preferences" className="space-y-3">
            <h3 id="waitlist-preferences" className="text-lg font-semibold text-ocean-900">
              Times like a description
            </h3>
            {data.preferences.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600">
                Nobody is waiting for times like a description.
              </p>
            ) : (
              <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <EntryList label="Preferences" entries={data.preferences} onAsk={ask} />
              </div>
            )}
          </section>
        </div>
      )}
      {pending?.kind === 'offer' && (
        <OfferSeatDialog entry={pending.entry} list={pending.list} onClose={() => setPending(null)} />
      )}
      {pending?.kind === 'remove' && (
        <RemoveEntryDialog entry={pending.entry} list={pending.list} onClose={() => setPending(null)} />
      )}
    </div>
  );
}
