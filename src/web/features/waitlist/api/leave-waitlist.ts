import type { WaitlistTokenRequest } from '@core/api/waitlist';
import { api } from '@web/lib/api-client';

/** `POST /api/waitlist/leave`: the entry of the emailed link leaves the line; a live offer's seats pass on. */
export const leaveWaitlist = (body: WaitlistTokenRequest) =>
  api.post<{ message: string }>('/api/waitlist/leave', body);
