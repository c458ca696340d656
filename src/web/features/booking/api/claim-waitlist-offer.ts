import type { WaitlistClaimResponse, WaitlistTokenRequest } from '@core/api/waitlist';
import { api } from '@web/lib/api-client';

/**
 * `POST /api/waitlist/offers/claim`: the offer's time, seats and hold. The answer also sets the hold cookie, so the
 * wizard goes on with the seats the offer holds. 410 when the offer ended, 404 for a link that is not valid.
 */
export const claimWaitlistOffer = (body: WaitlistTokenRequest) =>
  api.post<WaitlistClaimResponse>('/api/waitlist/offers/claim', body);
