/**
 * Where the lessons will be, checked: the form's fields against the shared schema, and the place's ZIP against the
 * service area (the server's look-up). Forms use `status` to decide whether they may go on.
 */
import type { CommunityPool, LessonPlace } from '@core/api/travel';
import { useCommunityPools } from './get-community-pools';
import { isZipCode, useZipInfo } from './get-zip-info';
import { checkPoolDraft } from './check-pool-draft';
import type { PoolDraft, PoolErrors } from './pool-draft';

export type PlaceStatus =
  /** A field is missing or wrong. */
  | { kind: 'incomplete' }
  | { kind: 'checking' }
  /** The ZIP is unknown, or the look-up failed: the message says which. */
  | { kind: 'unknown'; message: string }
  | { kind: 'outside'; message: string }
  | { kind: 'inside' };

export const PLACE_INCOMPLETE_MESSAGE =
  'Tell us where the lessons will be: your pool’s address or one of our community pools.';
export const PLACE_OUTSIDE_MESSAGE =
  'We cannot come to a pool outside our service area. Please choose a pool inside it.';
export const PLACE_CHECKING_MESSAGE = 'Checking your ZIP code. Please wait a moment.';

export interface LessonPlaceCheck {
  place: LessonPlace | null;
  errors: PoolErrors;
  /** The 5-digit ZIP of the place (the address's, or the chosen community pool's), or null. */
  zip: string | null;
  /** The ZIP when the look-up says it is inside the service area: what the calendars and holds send. */
  servedZip: string | null;
  lookup: ReturnType<typeof useZipInfo>;
  pools: ReturnType<typeof useCommunityPools>;
  pool: CommunityPool | undefined;
  status: PlaceStatus;
}

export function useLessonPlace(draft: PoolDraft): LessonPlaceCheck {
  const pools = useCommunityPools(draft.kind === 'community');
  const pool = draft.kind === 'community' ? pools.data?.find((p) => p.id === draft.venueId) : undefined;
  const raw = (draft.kind === 'address' ? draft.zip : (pool?.zip ?? '')).trim();
  const zip = isZipCode(raw) ? raw : null;
  const lookup = useZipInfo(zip);
  const { place, errors } = checkPoolDraft(draft);
  const info = lookup.data?.zip === zip ? lookup.data : undefined;
  const servedZip = info?.inServiceArea ? zip : null;

  let status: PlaceStatus;
  if (!place) status = { kind: 'incomplete' };
  // A community pool with no ZIP on file is the business's own venue: nothing to look up.
  else if (!zip) status = { kind: 'inside' };
  else if (info)
    status = info.inServiceArea ? { kind: 'inside' } : { kind: 'outside', message: info.message };
  else if (lookup.isError) status = { kind: 'unknown', message: lookup.error.message };
  else status = { kind: 'checking' };

  return { place, errors, zip, servedZip, lookup, pools, pool, status };
}

/** Why a form with this place cannot go on yet, in a sentence; null when it can. */
export function placeBlocker(status: PlaceStatus): string | null {
  switch (status.kind) {
    case 'incomplete':
      return PLACE_INCOMPLETE_MESSAGE;
    case 'checking':
      return PLACE_CHECKING_MESSAGE;
    case 'unknown':
      return status.message;
    case 'outside':
      return PLACE_OUTSIDE_MESSAGE;
    case 'inside':
      return null;
  }
}
