/**
 * Keeps the wizard's seats held: holds on entry, re-holds when the number of swimmers changes, counts down on
 * the server's expiry, warns two minutes before the end and can extend once (WCAG 2.2.1, timing adjustable).
 * Once the family's pool is known, the same hold is asked again with its ZIP, so the server checks that each time's
 * instructor can get there before anything is paid.
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

/** The server refused the pool's ZIP for these times; the hold itself stands as it was. */
export interface TravelProblem {
  zip: string;
  message: string;
  slotIds: string[];
}

/** The refusals that are about the place, not the seats: a 4xx changes nothing, so the hold is still live. */
const TRAVEL_CODES = new Set(['TRAVEL_UNREACHABLE', 'OUTSIDE_SERVICE_AREA', 'ZIP_UNKNOWN']);

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
  /** The pool's ZIP, once it is known to be inside the service area. */
  zip: string | null = null,
) {
  const [state, setState] = useState<HoldState>({ status: 'holding' });
  const current = useRef<Pick<HoldSlotsResponse, 'holdId' | 'holdToken'> | null>(existing ?? null);
  const slotKey = slotIds.join(',');
  /** The ZIP the live hold was last accepted with. */
  const [heldZip, setHeldZip] = useState<string | null>(null);
  const [travelProblem, setTravelProblem] = useState<TravelProblem | null>(null);
  const zipRef = useRef(zip);
  zipRef.current = zip;

  const request = useCallback(
    async (options: { extend?: boolean; fresh?: boolean } = {}) => {
      const previous = options.fresh ? null : current.current;
      // Only a hold that exists is asked with the ZIP: a refusal then leaves it held, and the family can change the place.
      const checkZip = previous ? zipRef.current : null;
      try {
        const hold = await holdSlots({
          slotIds: slotKey.split(','),
          duration: HOLD_MINUTES,
          swimmersCount,
          ...(previous ? { holdId: previous.holdId, holdToken: previous.holdToken } : {}),
          extend: options.extend ?? false,
          ...(series ? { series: true } : {}),
          ...(checkZip ? { zip: checkZip } : {}),
        });
        current.current = hold;
        setState({ status: 'held', hold });
        setHeldZip(checkZip);
        setTravelProblem(null);
        return hold;
      } catch (err) {
        if (checkZip && err instanceof ApiError && err.code && TRAVEL_CODES.has(err.code)) {
          const ids = (err.body as { unavailableSlotIds?: string[] } | undefined)?.unavailableSlotIds ?? [];
          setTravelProblem({ zip: checkZip, message: err.message, slotIds: ids.slice() });
          return null;
        }
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

  // Ask the live hold again when the pool's ZIP is new to it (and was not just refused).
  const liveHoldId = state.status === 'held' ? state.hold.holdId : null;
  const refusedZip = travelProblem?.zip ?? null;
  useEffect(() => {
    if (zip && liveHoldId && zip !== heldZip && zip !== refusedZip) void request();
  }, [zip, liveHoldId, heldZip, refusedZip, request]);

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
    /** The ZIP the live hold was accepted with: the server found every time reachable from there. */
    heldZip,
    travelProblem,
    extend: () => request({ extend: true }),
    holdAgain: () => request({ fresh: true }),
  };
}

export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
