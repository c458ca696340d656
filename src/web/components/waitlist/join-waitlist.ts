import type { WaitlistJoinRequest, WaitlistJoinResponse } from '@core/api/waitlist';
import { api } from '@web/lib/api-client';

/** `POST /api/waitlist`: waits for a seat on one full time; the answer's message says where the family stands. */
export const joinWaitlist = (body: WaitlistJoinRequest) =>
  api.post<WaitlistJoinResponse>('/api/waitlist', body);
