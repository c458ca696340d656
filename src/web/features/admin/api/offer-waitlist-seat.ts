import type { z } from 'zod';
import type { adminWaitlistOfferRequestSchema, adminWaitlistOfferResponseSchema } from '@core/api/waitlist';
import { adminSend } from './admin-client';

/** Offers an entry a seat now: the seats are held and "A spot opened" is emailed. A preference names the time. */
export const offerWaitlistSeat = ({
  entryId,
  ...body
}: { entryId: string } & z.input<typeof adminWaitlistOfferRequestSchema>) =>
  adminSend<z.infer<typeof adminWaitlistOfferResponseSchema>>(
    'POST',
    `/api/admin/waitlist/${encodeURIComponent(entryId)}/offer`,
    body,
  );
