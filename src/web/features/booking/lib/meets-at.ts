/**
 * Where the held times already meet. A shared time that has a family at one of our pools happens there, so a family
 * joining it joins it at that pool: the wizard chooses it for them instead of letting them name another one that the
 * checkout would refuse. Times meeting at two different pools cannot be one booking.
 */
import type { HoldSlotsResponse } from '@core/api/bookings';

export type MeetsAt =
  | { kind: 'anywhere' }
  | { kind: 'pool'; venueId: string; venueName: string }
  | { kind: 'several'; venueNames: string[] };

export function meetsAtOf(meetsAt: HoldSlotsResponse['meetsAt'] | undefined): MeetsAt {
  const pools = new Map((meetsAt ?? []).map((m) => [m.venueId, m.venueName]));
  if (pools.size === 0) return { kind: 'anywhere' };
  const [first] = pools;
  if (pools.size === 1 && first) return { kind: 'pool', venueId: first[0], venueName: first[1] };
  return { kind: 'several', venueNames: [...pools.values()].sort() };
}

export const meetsAtPoolNote = (venueName: string) =>
  `This class already meets at ${venueName}, so your lessons will be there too.`;

export const severalPoolsHint = (venueNames: readonly string[]) =>
  `The times you chose meet at different pools (${venueNames.join(' and ')}). Go back and choose times that meet at one pool.`;
