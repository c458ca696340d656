import type { z } from 'zod';
import type { adminWaitlistMoveRequestSchema } from '@core/api/waitlist';
import { adminSend } from './admin-client';

/** Swaps an entry with its neighbour in its list (the same time, or the preferences). */
export const moveWaitlistEntry = ({
  entryId,
  ...body
}: { entryId: string } & z.input<typeof adminWaitlistMoveRequestSchema>) =>
  adminSend<{ message: string }>('POST', `/api/admin/waitlist/${encodeURIComponent(entryId)}/move`, body);
