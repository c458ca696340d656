import type { CustomerInfo } from '@core/api/requests';
import type { PoolDraft } from '@web/components/travel/pool-draft';
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
    />
  );
}
