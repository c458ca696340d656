import type { WeatherPreview, WeatherWindow } from '@core/api/credits';
import { adminSend } from './admin-client';

/** `POST /api/admin/weather/preview`: the lessons a weather cancellation of this window would cancel; changes nothing. */
export const previewWeatherCancellation = (window: WeatherWindow) =>
  adminSend<WeatherPreview>('POST', '/api/admin/weather/preview', window);
