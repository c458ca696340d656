/**
 * The lesson place as a form holds it (every field a string, both choices kept while the family switches between
 * them). Its check against the server's schema is in check-pool-draft.ts, so a page can hold a draft without
 * loading the validation library.
 */
import type { LessonPlace, LessonPlaceInput } from '@core/api/travel';
import type { PoolState } from '@core/api/travel-text';

export type PoolKind = LessonPlace['kind'];

export interface PoolDraft {
  kind: PoolKind;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** The chosen community pool's id. */
  venueId: string;
}

export type PoolField = 'street' | 'city' | 'state' | 'zip' | 'venueId';
export type PoolErrors = Partial<Record<PoolField, string>>;

export const emptyPoolDraft = (zip = ''): PoolDraft => ({
  kind: 'address',
  street: '',
  city: '',
  state: '',
  zip,
  venueId: '',
});

export function toLessonPlaceInput(draft: PoolDraft): LessonPlaceInput {
  return draft.kind === 'address'
    ? {
        kind: 'address',
        street: draft.street,
        city: draft.city,
        state: draft.state as PoolState, // checked by the schema: anything else is refused with its message
        zip: draft.zip,
      }
    : { kind: 'community', venueId: draft.venueId };
}

/** "12 Elm Street, Chevy Chase, MD 20815": the address as a family reads it back. */
export const formatPoolAddress = (place: { street: string; city: string; state: string; zip: string }) =>
  `${place.street}, ${place.city}, ${place.state} ${place.zip}`;

/** A saved place as the form holds it, so choosing it fills the same fields a family would type. */
export const poolDraftOf = (place: LessonPlace): PoolDraft =>
  place.kind === 'address'
    ? {
        kind: 'address',
        street: place.street,
        city: place.city,
        state: place.state,
        zip: place.zip,
        venueId: '',
      }
    : { ...emptyPoolDraft(), kind: 'community', venueId: place.venueId };
