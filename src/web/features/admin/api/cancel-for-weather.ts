import type { z } from 'zod';
import type { WeatherCancelResult, weatherCancelRequestSchema } from '@core/api/credits';
import { adminSend } from './admin-client';

export type WeatherCancelRequest = z.input<typeof weatherCancelRequestSchema>;

/** `POST /api/admin/weather/cancel`: cancels the previewed lessons; each family gets a credit or a free reschedule link. */
export const cancelForWeather = (request: WeatherCancelRequest) =>
  adminSend<WeatherCancelResult>('POST', '/api/admin/weather/cancel', request);
