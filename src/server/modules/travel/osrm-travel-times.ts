/**
 * Travel minutes from a routing service's table API (OSRM `GET /table/v1/driving/{lon,lat;...}?sources&destinations`,
 * which answers `durations` in seconds). A slow or failing service must never stop a family booking, so any failure
 * falls back to the estimate, and the caller logs it.
 */
import type { TravelEstimateSettings } from '@core/rules/travel';
import { estimatedTravelTimes, type TravelTimes } from './travel-times';
import type { ZipPlace } from './zip-codes';

export interface OsrmOptions {
  baseUrl: string;
  /** Milliseconds before the call is given up and the estimate used. */
  timeoutMs?: number;
  profile?: string;
  onFallback?: (err: unknown) => void;
  fetch?: typeof fetch;
}

interface OsrmTableAnswer {
  code: string;
  message?: string;
  durations?: (number | null)[][];
}

const coordinate = (p: ZipPlace) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`;

export function osrmTravelTimes(options: OsrmOptions): TravelTimes {
  const doFetch = options.fetch ?? fetch;
  async function ask(
    sources: readonly ZipPlace[],
    destinations: readonly ZipPlace[],
    settings: TravelEstimateSettings,
  ) {
    const points = [...sources, ...destinations];
    const sourceIdx = sources.map((_, i) => i).join(';');
    const destinationIdx = destinations.map((_, i) => i + sources.length).join(';');
    const url =
      `${options.baseUrl}/table/v1/${options.profile ?? 'driving'}/${points.map(coordinate).join(';')}` +
      `?sources=${sourceIdx}&destinations=${destinationIdx}&annotations=duration`;
    const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 2000) });
    if (!response.ok) throw new Error(`routing service answered ${response.status}`);
    const answer = (await response.json()) as OsrmTableAnswer;
    if (answer.code !== 'Ok' || !Array.isArray(answer.durations))
      throw new Error(`routing service said ${answer.code}: ${answer.message ?? 'no durations'}`);
    if (answer.durations.length !== sources.length)
      throw new Error('routing service answered a table of the wrong size');
    return answer.durations.map((row) => {
      if (!Array.isArray(row) || row.length !== destinations.length)
        throw new Error('routing service answered a table of the wrong size');
      return row.map((seconds) =>
        typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
          ? Math.ceil(seconds / 60) + settings.bufferMinutes
          : null,
      );
    });
  }
  return {
    async table(sources, destinations, settings) {
      if (sources.length === 0 || destinations.length === 0) return sources.map(() => []);
      try {
        return await ask(sources, destinations, settings);
      } catch (err) {
        options.onFallback?.(err);
        return estimatedTravelTimes.table(sources, destinations, settings);
      }
    },
  };
}
