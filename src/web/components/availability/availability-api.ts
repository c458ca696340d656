import { queryOptions } from '@tanstack/react-query';
import type {
  AvailabilityInput,
  AvailabilityState,
  BusyCalendarState,
  TimeOffInput,
} from '@core/api/availability';
import { api } from '@web/lib/api-client';

/**
 * The calls behind the availability panel: the signed-in instructor's own (`/api/instructor/...`), or the owner's for
 * one instructor (`/api/admin/instructors/:id/...`), sent through the admin area's client with its forgery token.
 */
export interface AvailabilityCalls {
  role: 'instructor' | 'owner';
  key: readonly unknown[];
  get: (signal?: AbortSignal) => Promise<AvailabilityState>;
  save: (input: AvailabilityInput) => Promise<AvailabilityState>;
  addTimeOff: (input: TimeOffInput) => Promise<AvailabilityState>;
  removeTimeOff: (timeOffId: string) => Promise<AvailabilityState>;
  /** The instructor takes back hours still waiting, or clears a declined notice. */
  withdraw?: () => Promise<AvailabilityState>;
  approve?: () => Promise<AvailabilityState>;
  decline?: () => Promise<AvailabilityState>;
  setNeedsApproval?: (needsApproval: boolean) => Promise<AvailabilityState>;
  /** The busy-time calendar: the instructor connects, refreshes and stops it; the owner only reads it. */
  busyCalendar: {
    key: readonly unknown[];
    get: (signal?: AbortSignal) => Promise<BusyCalendarState>;
    connect?: (address: string) => Promise<BusyCalendarState>;
    refresh?: () => Promise<BusyCalendarState>;
    stop?: () => Promise<BusyCalendarState>;
  };
}

type Send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>;

function callsAt(base: string, send: Send) {
  return {
    get: (signal?: AbortSignal) => api.get<AvailabilityState>(`${base}/availability`, { signal }),
    save: (input: AvailabilityInput) => send<AvailabilityState>('PUT', `${base}/availability`, input),
    addTimeOff: (input: TimeOffInput) => send<AvailabilityState>('POST', `${base}/time-off`, input),
    removeTimeOff: (timeOffId: string) =>
      send<AvailabilityState>('DELETE', `${base}/time-off/${encodeURIComponent(timeOffId)}`),
  };
}

const plainSend: Send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  method === 'DELETE'
    ? api.delete<T>(path)
    : method === 'PUT'
      ? api.put<T>(path, body)
      : api.post<T>(path, body);

export const instructorAvailabilityCalls: AvailabilityCalls = {
  role: 'instructor',
  key: ['availability', 'me'],
  ...callsAt('/api/instructor', plainSend),
  withdraw: () => api.delete<AvailabilityState>('/api/instructor/availability/waiting'),
  busyCalendar: {
    key: ['busy-calendar', 'me'],
    get: (signal) => api.get<BusyCalendarState>('/api/instructor/busy-calendar', { signal }),
    connect: (address) => api.put<BusyCalendarState>('/api/instructor/busy-calendar', { address }),
    refresh: () => api.post<BusyCalendarState>('/api/instructor/busy-calendar/refresh'),
    stop: () => api.delete<BusyCalendarState>('/api/instructor/busy-calendar'),
  },
};

export function ownerAvailabilityCalls(instructorId: string, send: Send): AvailabilityCalls {
  const base = `/api/admin/instructors/${encodeURIComponent(instructorId)}`;
  return {
    role: 'owner',
    key: ['admin', 'availability', instructorId],
    ...callsAt(base, send),
    approve: () => send('POST', `${base}/availability/approve`),
    decline: () => send('POST', `${base}/availability/decline`),
    setNeedsApproval: (needsApproval) => send('PUT', `${base}/availability/approval`, { needsApproval }),
    busyCalendar: {
      key: ['admin', 'busy-calendar', instructorId],
      get: (signal) => api.get<BusyCalendarState>(`${base}/busy-calendar`, { signal }),
    },
  };
}

export const availabilityQuery = (calls: AvailabilityCalls) =>
  queryOptions({ queryKey: calls.key, queryFn: ({ signal }) => calls.get(signal) });
