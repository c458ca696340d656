import type { LeadMagnetRequest, LeadMagnetResponse } from '@core/api/growth';
import { api } from '@web/lib/api-client';

export function requestLeadMagnet(body: LeadMagnetRequest): Promise<LeadMagnetResponse> {
  return api.post<LeadMagnetResponse>('/api/growth/lead-magnet', body);
}
