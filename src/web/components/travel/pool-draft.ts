/**
 * The lesson place as a form holds it (every field a string, both choices kept while the family switches between
 * them), and its check against `lessonPlaceSchema`, the same schema the server parses the request with.
 */
import { lessonPlaceSchema, type LessonPlace, type LessonPlaceInput, type PoolState } from '@core/api/travel';

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

/** The schema's id rule speaks to programs ("Must be a valid id"); an unchosen pool is told in the family's words. */
export const CHOOSE_COMMUNITY_POOL_MESSAGE = 'Choose one of our community pools';

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

export type PlaceCheck = { place: LessonPlace; errors: PoolErrors } | { place: null; errors: PoolErrors };

/** The place ready to send (trimmed by the schema), or the first message for each field that is not right yet. */
export function checkPoolDraft(draft: PoolDraft): PlaceCheck {
  const parsed = lessonPlaceSchema.safeParse(toLessonPlaceInput(draft));
  if (parsed.success) return { place: parsed.data, errors: {} };
  const errors: PoolErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PoolField;
    errors[field] ??= field === 'venueId' ? CHOOSE_COMMUNITY_POOL_MESSAGE : issue.message;
  }
  return { place: null, errors };
}

/** "12 Elm Street, Chevy Chase, MD 20815": the address as a family reads it back. */
export const formatPoolAddress = (place: { street: string; city: string; state: string; zip: string }) =>
  `${place.street}, ${place.city}, ${place.state} ${place.zip}`;
