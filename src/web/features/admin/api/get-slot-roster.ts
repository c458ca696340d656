import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { rosterSchema } from '@core/api/admin';
import { adminGet } from './admin-client';

export type SlotRoster = z.infer<typeof rosterSchema>;

/** `GET /api/admin/slots/:id/roster`: who is booked on one lesson, with their swimmers. */
export const getSlotRoster = (slotId: string) =>
  adminGet<SlotRoster>(`/api/admin/slots/${encodeURIComponent(slotId)}/roster`);

export const slotRosterQuery = (slotId: string) =>
  queryOptions({ queryKey: ['admin', 'roster', slotId], queryFn: () => getSlotRoster(slotId) });

export const useSlotRoster = (slotId: string) => useQuery(slotRosterQuery(slotId));
