/** A place draft checked against `lessonPlaceSchema`, the same schema the server parses the request with. */
import { lessonPlaceSchema, type LessonPlace } from '@core/api/travel';
import { toLessonPlaceInput, type PoolDraft, type PoolErrors, type PoolField } from './pool-draft';

/** The schema's id rule speaks to programs ("Must be a valid id"); an unchosen pool is told in the family's words. */
export const CHOOSE_COMMUNITY_POOL_MESSAGE = 'Choose one of our community pools';

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
