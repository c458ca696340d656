import { queryOptions } from '@tanstack/react-query';
import type { PendingAvailability } from '@core/api/availability';
import { ownerAvailabilityCalls } from '@web/components/availability/availability-api';
import { adminGet, adminSend } from './admin-client';

/** `GET /api/admin/availability/pending`: the instructors whose new hours wait for the owner. */
export const pendingAvailabilityQuery = () =>
  queryOptions({
    queryKey: ['admin', 'availability', 'pending'],
    queryFn: () => adminGet<PendingAvailability>('/api/admin/availability/pending'),
  });

/** One instructor's availability calls, sent with the admin area's forgery token. */
export const instructorAvailabilityCalls = (instructorId: string) =>
  ownerAvailabilityCalls(instructorId, adminSend);
