import { adminSend } from './admin-client';

/** Takes an entry off the waitlist; seats held for its live offer go to the next in line. */
export const removeWaitlistEntry = (entryId: string) =>
  adminSend<{ message: string }>('DELETE', `/api/admin/waitlist/${encodeURIComponent(entryId)}`);
