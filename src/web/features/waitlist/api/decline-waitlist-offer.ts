import type { WaitlistTokenRequest } from '@core/api/waitlist';
import { api } from '@web/lib/api-client';

/** `POST /api/waitlist/offers/decline`: gives the offered seats back; they go to the next family in line at once. */
export const declineWaitlistOffer = (body: WaitlistTokenRequest) =>
  api.post<{ message: string }>('/api/waitlist/offers/decline', body);
