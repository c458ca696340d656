import { expect, test } from 'vitest';
import type { ConsentDocument } from '@core/api/documents';
import { bookingSignatures, documentsHint, signedFor } from './documents';
import { emptyDraft, type BookingDraftState } from './draft';

const WAIVER: ConsentDocument = {
  id: '00000000-0000-4000-8000-000000000101',
  kind: 'liability_waiver',
  version: 1,
  title: 'Liability waiver',
  body: 'Swimming has risks.',
  requiredWhen: 'to_book',
  textSha256: 'a'.repeat(64),
  publishedAt: '2030-06-01T12:00:00.000Z',
};

const withSwimmers = (draft: BookingDraftState, names: string[]): BookingDraftState => ({
  ...draft,
  swimmers: names.map((name, i) => ({ ...draft.swimmers[0]!, key: `s${i}`, name, ageGroup: 'child' })),
});

test('a tick counts for the swimmers it was given for; changing them asks again', () => {
  const mia = withSwimmers(emptyDraft(null, 'semi_private'), ['Mia Okafor']);
  const signed = {
    ...mia,
    signatures: {
      [WAIVER.id]: {
        signerName: 'Dana Okafor',
        signerRole: 'guardian' as const,
        agreed: true,
        agreedFor: signedFor(mia),
      },
    },
  };
  expect(documentsHint([WAIVER], signed, null)).toBeNull();
  expect(bookingSignatures([WAIVER], signed, null)).toHaveLength(1);

  const withLeo = withSwimmers(signed, ['Mia Okafor', 'Leo Okafor']);
  expect(documentsHint([WAIVER], withLeo, null)).toBe('Sign the Liability waiver to continue.');
  expect(bookingSignatures([WAIVER], withLeo, null)).toEqual([]);
});
