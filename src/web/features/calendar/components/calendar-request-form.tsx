import type { CustomerInfo } from '@core/api/requests';
import { SavedPlacesOffer } from '@web/components/saved-profile/saved-offers';
import { Button } from '@web/components/ui/button';
import { poolDraftOf, type PoolDraft } from '@web/components/travel/pool-draft';
import { useSavedProfile } from '@web/lib/saved-profile';
import { useLessonPlace } from '@web/components/travel/use-lesson-place';
import { useLessonRequest, type CustomerErrors } from '../hooks/use-lesson-request';
import type { SlotView } from '../lib/slot-view';
import { CustomerInfoDialog } from './customer-info-dialog';

interface CalendarRequestFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: SlotView[];
  customer: CustomerInfo;
  onCustomerChange: (customer: CustomerInfo) => void;
  errors: CustomerErrors;
  onErrors: (errors: CustomerErrors) => void;
  pool: PoolDraft;
  onPoolChange: (pool: PoolDraft) => void;
  /** The request was stored (or queued to send when the connection is back): the page starts over. */
  onSent: () => void;
  /** These picked times were taken meanwhile: the page unpicks them. */
  onTimesGone: (slotIds: string[]) => void;
}

/**
 * The request form with everything behind it: the place's check, the customer's check and the sending. The page
 * holds what the visitor typed (so it survives closing the form) and loads this part after its start, so the
 * calendar's first paint carries no validation code; it is loaded before the visitor can open it, and stays loaded
 * if the connection drops.
 */
export function CalendarRequestForm({
  open,
  onOpenChange,
  selected,
  customer,
  onCustomerChange,
  errors,
  onErrors,
  pool,
  onPoolChange,
  onSent,
  onTimesGone,
}: CalendarRequestFormProps) {
  const place = useLessonPlace(pool);
  const request = useLessonRequest();
  const profile = useSavedProfile();
  // The saved name is one line; the form asks first and last: the last word is the last name.
  const fillMyDetails = () => {
    if (!profile) return;
    const words = (profile.name ?? '').trim().split(/\s+/).filter(Boolean);
    onCustomerChange({
      firstName: words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? customer.firstName),
      lastName: words.length > 1 ? words[words.length - 1]! : customer.lastName, // length checked
      email: profile.email,
      phone: profile.phone ?? customer.phone,
    });
  };
  const submit = async () => {
    const outcome = await request.submit(selected, customer, place, onErrors, onTimesGone);
    if (outcome === 'stored' || outcome === 'queued') onSent();
    else if (outcome === 'slots-unavailable') onOpenChange(false);
  };
  const dayCount = new Set(selected.map((s) => s.dayKey)).size;
  return (
    <CustomerInfoDialog
      open={open}
      onOpenChange={onOpenChange}
      values={customer}
      onChange={onCustomerChange}
      errors={errors}
      pool={pool}
      onPoolChange={onPoolChange}
      place={place}
      pending={request.pending}
      summary={`${selected.length} lesson ${selected.length === 1 ? 'time' : 'times'} on ${dayCount} ${dayCount === 1 ? 'date' : 'dates'}.`}
      onSubmit={() => void submit()}
      savedOffers={
        profile && (
          <>
            <Button type="button" size="sm" variant="outline" onClick={fillMyDetails}>
              Use my saved details
            </Button>
            <SavedPlacesOffer places={profile.places} onUse={(p) => onPoolChange(poolDraftOf(p.place))} />
          </>
        )
      }
    />
  );
}
