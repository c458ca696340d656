import type { z } from 'zod';
import type { TravelSettings, travelSettingsSchema } from '@core/api/travel';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminSend } from './admin-client';

/** `PUT /api/admin/travel-settings`: the whole settings at once; the server answers the settings now in force. */
export const saveTravelSettings = (input: z.input<typeof travelSettingsSchema>) =>
  adminSend<TravelSettings>('PUT', '/api/admin/travel-settings', input);

export const useSaveTravelSettings = () => useAdminAction(saveTravelSettings, () => 'Travel settings saved');
