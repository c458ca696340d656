import type { WaitlistPreferenceRequest } from '@core/api/waitlist';
import { api } from '@web/lib/api-client';

/** `POST /api/waitlist/preferences`: asks to hear about times like a description as their seats open. */
export const saveWaitlistPreference = (body: WaitlistPreferenceRequest) =>
  api.post<{ entryId: string; message: string }>('/api/waitlist/preferences', body);
