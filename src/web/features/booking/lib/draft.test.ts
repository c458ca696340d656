import { expect, test } from 'vitest';
import type { SavedSwimmer } from '@core/api/family-profile';
import { emptyDraft, linkSavedSwimmer, toBookingData, withSavedSwimmer, withSwimmerChange } from './draft';

const maya: SavedSwimmer = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Maya Chen',
  birthDate: null,
  ageGroup: 'child',
  level: 'guppy',
  experienceLevel: 'beginner',
  goals: null,
  healthConsiderations: null,
  previousExperience: null,
  fears: null,
  preferences: null,
};
const family = { email: 'lin@example.com', phone: null };

test('a swimmer filled from the profile is booked as the saved swimmer', () => {
  const draft = withSavedSwimmer(emptyDraft(null, 'private'), maya, family);
  expect(draft.swimmers[0]).toMatchObject({ name: 'Maya Chen', savedSwimmerId: maya.id });
  expect(toBookingData(draft, 'America/New_York').swimmers[0]).toMatchObject({ savedSwimmerId: maya.id });
});

test('a new name is another swimmer: the link to the saved one goes; other changes keep it', () => {
  const [filled] = withSavedSwimmer(emptyDraft(null, 'private'), maya, family).swimmers;
  expect(withSwimmerChange(filled!, { goals: 'Float alone' }).savedSwimmerId).toBe(maya.id);
  expect(withSwimmerChange(filled!, { name: 'Maya Chen' }).savedSwimmerId).toBe(maya.id);
  expect(withSwimmerChange(filled!, { name: 'Leo Chen' }).savedSwimmerId).toBeUndefined();
});

test('a swimmer typed in the form and then saved is linked to what was saved, once', () => {
  const base = emptyDraft(null, 'semi_private');
  const typed = {
    ...base,
    swimmers: [
      { ...base.swimmers[0]!, name: 'Leo Chen' },
      { ...base.swimmers[0]!, key: 'other', name: ' leo chen ' },
    ],
  };
  const linked = linkSavedSwimmer(typed, { id: 'saved-leo', name: 'Leo Chen' });
  expect(linked.swimmers.map((s) => s.savedSwimmerId)).toEqual(['saved-leo', undefined]);
  expect(linkSavedSwimmer(typed, { id: 'x', name: 'Nobody' })).toBe(typed);
});
