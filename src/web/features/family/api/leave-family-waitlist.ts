import { api } from '@web/lib/api-client';

/** `DELETE /api/family/waitlist/:entryId`: the entry leaves the line; seats held for it go to the next family. */
export const leaveFamilyWaitlist = (entryId: string) =>
  api.delete<{ message: string }>(`/api/family/waitlist/${encodeURIComponent(entryId)}`);
