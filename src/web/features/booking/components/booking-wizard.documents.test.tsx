import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { ConsentDocument, FamilyDocuments } from '@core/api/documents';
import { rememberFamilySignIn } from '@web/lib/family-session';
import { fakeApi } from '@web/test/fake-api';
import { enterText } from '@web/test/enter-text';
import {
  HOLD,
  continueWhenAllowed,
  fillPoolAddress,
  priceBody,
  reachReview,
  renderWizard,
  travelRoutes,
  uuidFor,
  cardIntent,
} from './booking-wizard.test-support';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const doc = (n: number, over: Partial<ConsentDocument>): ConsentDocument => ({
  id: uuidFor(100 + n),
  kind: 'liability_waiver',
  version: 2,
  title: 'Liability waiver',
  body: 'Swimming has risks.\nI keep my pool safe.',
  requiredWhen: 'to_book',
  textSha256: 'a'.repeat(64),
  publishedAt: '2030-06-01T12:00:00.000Z',
  ...over,
});
const WAIVER = doc(1, {});
const RELEASE = doc(2, {
  kind: 'medical_release',
  version: 1,
  title: 'Medical release',
  requiredWhen: 'before_first_lesson',
});

const intent = cardIntent();

function server(family?: FamilyDocuments) {
  return fakeApi({
    ...travelRoutes,
    'GET /api/documents/to-sign': { status: 200, body: { documents: [WAIVER, RELEASE] } },
    'GET /api/family/session': family
      ? { status: 200, body: { email: 'dana@example.com' } }
      : { status: 401, body: { message: 'Sign in first', code: 'UNAUTHORIZED' } },
    'GET /api/family/profile': { status: 404, body: { message: 'No profile', code: 'NOT_FOUND' } },
    'GET /api/family/documents': { status: 200, body: family },
    'GET /api/family/credits': { status: 401, body: { message: 'Sign in first', code: 'UNAUTHORIZED' } },
    'POST /api/bookings/hold-slots': { status: 200, body: HOLD },
    'POST /api/bookings/calculate-price': { status: 200, body: priceBody },
    'GET /api/packages': { status: 200, body: { packages: [] } },
    'POST /api/bookings/create-payment-intent': { status: 200, body: intent },
  });
}

async function reviewWithPlaceAndContact(email?: string) {
  const user = await reachReview(email);
  await enterText(user, screen.getByLabelText(/^Contact Name/), 'Dana Okafor');
  await enterText(user, screen.getByLabelText(/^Contact Phone/), '2025550143');
  await fillPoolAddress(user);
  return user;
}

test('the waiver required to book holds Continue until it is signed, and goes with the checkout', async () => {
  const api = server();
  renderWizard();
  const user = await reviewWithPlaceAndContact();
  const waiver = await screen.findByRole('article', { name: /Liability waiver/ });
  expect(within(waiver).getByRole('region', { name: 'Text of the Liability waiver' })).toHaveTextContent(
    'Swimming has risks.',
  );
  expect(within(waiver).getByText('Required to book.')).toBeInTheDocument();
  await waitFor(() =>
    expect(document.getElementById('gate-hint')).toHaveTextContent('Sign the Liability waiver to continue.'),
  );
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  // A child swimmer: a parent or guardian signs, and no choice to sign as the swimmer is offered.
  expect(within(waiver).queryByRole('radio')).toBeNull();

  await enterText(user, within(waiver).getByLabelText(/^Your full name/), 'Dana Okafor');
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await user.click(
    within(waiver).getByRole('checkbox', {
      name: 'I am the parent or guardian of Mia Okafor, I have read the Liability waiver and I agree to it for them.',
    }),
  );
  await continueWhenAllowed(user);
  await waitFor(() => expect(api.callsTo('POST /api/bookings/create-payment-intent')).toHaveLength(1));
  // The release (before the first lesson) was left for later: only the waiver is sent.
  expect(api.callsTo('POST /api/bookings/create-payment-intent')[0]?.body).toMatchObject({
    bookingData: {
      signatures: [
        { documentId: WAIVER.id, signerName: 'Dana Okafor', signerRole: 'guardian', agreed: true },
      ],
    },
  });
});

test('a signed-in family that signed the current waiver for the swimmer is not asked again', async () => {
  rememberFamilySignIn();
  const signature = {
    id: uuidFor(300),
    documentId: WAIVER.id,
    kind: 'liability_waiver' as const,
    version: 2,
    swimmerId: uuidFor(200),
    swimmerName: 'Mia Okafor',
    signerName: 'Dana Okafor',
    signerRole: 'guardian' as const,
    signedAt: '2030-06-02T15:00:00.000Z',
  };
  const api = server({
    documents: [WAIVER, RELEASE],
    swimmers: [{ id: uuidFor(200), name: 'Mia Okafor', minor: true, saved: false }],
    status: [
      { documentId: WAIVER.id, swimmerId: uuidFor(200), swimmerName: 'Mia Okafor', signature, current: true },
      {
        documentId: RELEASE.id,
        swimmerId: uuidFor(200),
        swimmerName: 'Mia Okafor',
        signature: null,
        current: false,
      },
    ],
  });
  renderWizard();
  const user = await reviewWithPlaceAndContact();
  const waiver = await screen.findByRole('article', { name: /Liability waiver/ });
  expect(await within(waiver).findByText('Signed (v2, Jun 2) for Mia Okafor')).toBeInTheDocument();
  expect(within(waiver).queryByRole('checkbox')).toBeNull();
  await continueWhenAllowed(user);
  await waitFor(() => expect(api.callsTo('POST /api/bookings/create-payment-intent')).toHaveLength(1));
  expect(api.callsTo('POST /api/bookings/create-payment-intent')[0]?.body).toMatchObject({
    bookingData: { signatures: [] },
  });
});

test('signed in, but booking under another email: that email’s signatures are not known, so the form asks', async () => {
  rememberFamilySignIn();
  server({
    documents: [WAIVER],
    swimmers: [{ id: uuidFor(200), name: 'Mia Okafor', minor: true, saved: false }],
    status: [
      {
        documentId: WAIVER.id,
        swimmerId: uuidFor(200),
        swimmerName: 'Mia Okafor',
        signature: {
          id: uuidFor(301),
          documentId: WAIVER.id,
          kind: 'liability_waiver',
          version: 2,
          swimmerId: uuidFor(200),
          swimmerName: 'Mia Okafor',
          signerName: 'Dana Okafor',
          signerRole: 'guardian',
          signedAt: '2030-06-02T15:00:00.000Z',
        },
        current: true,
      },
    ],
  });
  renderWizard();
  await reviewWithPlaceAndContact('grandma@example.com');
  const waiver = await screen.findByRole('article', { name: /Liability waiver/ });
  expect(within(waiver).getByRole('checkbox')).toBeInTheDocument();
  expect(within(waiver).queryByText(/^Signed/)).toBeNull();
});
