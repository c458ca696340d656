/**
 * Every query that shows which lesson times are open (the /booking day counts and time lists, /calendar's slots)
 * keeps its key under OPEN_SEATS_KEY, so whatever takes or frees a seat refreshes all of them with one call, and a
 * new query of that kind is covered by being keyed there.
 */
import type { QueryClient } from '@tanstack/react-query';

export const OPEN_SEATS_KEY = ['open-seats'] as const;

/** Marks every open-seat answer stale: the ones on screen are asked for again now, the others when next shown. */
export const refreshOpenSeats = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: OPEN_SEATS_KEY });
