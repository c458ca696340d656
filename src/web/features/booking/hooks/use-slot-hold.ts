/**
 * Keeps the wizard's seats held: holds on entry, re-holds when the number of swimmers changes, counts down on
 * the server's expiry, warns two minutes before the end and can extend once (WCAG 2.2.1, timing adjustable).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HoldSlotsResponse } from '@core/api/bookings';
import { HOLD_MINUTES } from '@core/rules/slots';
import { ApiError } from '@web/lib/api-client';
import { holdSlots } from '../api/booking-api';

export const HOLD_WARNING_SECONDS = 120;

export type HoldState =
  | { status: 'holding' }
  | { status: 'held'; hold: HoldSlotsResponse }
  | { status: 'expired'; hold: HoldSlotsResponse }
  | { status: 'unavailable'; message: string; slotIds: string[] }
  | { status: 'error'; message: string };

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * `existing`: a hold this browser already has on these times (a claimed waitlist offer). The first hold call names
 * it, so the server keeps that hold and its expiry instead of making a new one.
 */
export function useSlotHold(
  slotIds: string[],
  swimmersCount: number,
  existing?: Pick<HoldSlotsResponse, 'holdId' | 'holdToken'>,
  /** The times are the weeks of one weekly series (up to 12 of them). */
  series = false,
) {
  const [state, setState] = useState<HoldState>({ status: 'holding' });
  const current = useRef<Pick<HoldSlotsResponse, 'holdId' | 'holdToken'> | null>(existing ?? null);
  const slotKey = slotIds.join(',');

  const request = useCallback(
    async (options: { extend?: boolean; fresh?: boolean } = {}) => {
      const previous = options.fresh ? null : current.current;
      try {
        const hold = await holdSlots({
          slotIds: slotKey.split(','),
          duration: HOLD_MINUTES,
          swimmersCount,
          ...(previous ? { holdId: previous.holdId, holdToken: previous.holdToken } : {}),
          extend: options.extend ?? false,
          ...(series ? { series: true } : {}),
        });
        current.current = hold;
        setState({ status: 'held', hold });
        return hold;
      } catch (err) {
        if (err instanceof ApiError && err.code === 'SLOTS_UNAVAILABLE') {
          const ids = (
            (err.body as { unavailableSlotIds?: string[] } | undefined)?.unavailableSlotIds ?? []
          ).slice();
          setState({ status: 'unavailable', message: err.message, slotIds: ids });
        } else {
          setState({
            status: 'error',
            message: err instanceof Error ? err.message : 'Your times could not be held. Please try again.',
          });
        }
        return null;
      }
    },
    [slotKey, swimmersCount, series],
  );

  // Hold on entry and whenever the seats needed change.
  useEffect(() => {
    void request();
  }, [request]);

  const now = useNow(state.status === 'held');
  const expiresAt = state.status === 'held' ? Date.parse(state.hold.expiresAt) : 0;
  const secondsLeft = state.status === 'held' ? Math.max(0, Math.round((expiresAt - now) / 1000)) : 0;

  useEffect(() => {
    if (state.status === 'held' && secondsLeft === 0) setState({ status: 'expired', hold: state.hold });
  }, [secondsLeft, state]);

  return {
    state,
    secondsLeft,
    warning: state.status === 'held' && secondsLeft <= HOLD_WARNING_SECONDS,
    canExtend: state.status === 'held' && state.hold.extensionsLeft > 0,
    extend: () => request({ extend: true }),
    holdAgain: () => request({ fresh: true }),
  };
}

export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
