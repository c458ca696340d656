import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { FamilyProfile } from '@core/api/family-profile';
import { rememberFamilySignIn } from '@web/lib/family-session';
import { fakeApi } from '@web/test/fake-api';
import { enterText } from '@web/test/enter-text';
import { HOLD, priceBody, renderWizard, travelRoutes } from './booking-wizard.test-support';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const profile: FamilyProfile = {
  email: 'lin@example.com',
  name: 'Lin Chen',
  phone: '(202) 555-0188',
  emergencyContact: { name: 'Wei Chen', phone: '(202) 555-0199', relationship: 'spouse' },
  swimmers: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Maya Chen',
      birthDate: '2019-04-12',
      ageGroup: 'child',
      level: 'guppy',
      experienceLevel: 'beginner',
      goals: null,
      healthConsiderations: 'Mild asthma',
      previousExperience: null,
      fears: 'Face in the water',
      preferences: null,
    },
  ],
  places: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      label: 'Home',
      place: { kind: 'address', street: '12 Elm Street', city: 'Chevy Chase', state: 'MD', zip: '20815' },
    },
  ],
  deletion: { erased: '', kept: '' },
};

function server(signedIn: boolean) {
  return fakeApi({
    ...travelRoutes,
    'GET /api/family/session': signedIn
      ? { status: 200, body: { email: profile.email } }
      : { status: 401, body: { message: 'Sign in first', code: 'UNAUTHORIZED' } },
    'GET /api/family/profile': { status: 200, body: profile },
    'POST /api/family/swimmers': (call) => ({
      status: 201,
      body: { ...profile.swimmers[0], id: 'new', ...(call.body as object) },
    }),
    'POST /api/bookings/hold-slots': { status: 200, body: HOLD },
    'POST /api/bookings/calculate-price': { status: 200, body: priceBody },
    'GET /api/packages': { status: 200, body: { packages: [] } },
    'GET /api/family/credits': { status: 401, body: { message: 'Sign in first', code: 'UNAUTHORIZED' } },
  });
}

test('signed in, a saved swimmer, the saved place and the emergency contact each fill the wizard in one tap', async () => {
  rememberFamilySignIn();
  server(true);
  const user = userEvent.setup();
  renderWizard();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const offer = await screen.findByRole('group', { name: 'Your saved swimmers' });
  await user.click(within(offer).getByRole('button', { name: 'Maya Chen' }));
  expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Maya Chen');
  expect(screen.getByLabelText(/^Email Address/)).toHaveValue('lin@example.com');
  expect(screen.getByLabelText(/^Age Group/)).toHaveValue('child');
  expect(screen.getByLabelText(/^Target Skill Level/)).toHaveValue('guppy');
  expect(screen.getByLabelText(/^Health Considerations/)).toHaveValue('Mild asthma');
  expect(screen.queryByRole('group', { name: 'Your saved swimmers' })).toBeNull(); // she is in the form now
  expect(screen.queryByRole('button', { name: /to my profile/ })).toBeNull(); // and saved already

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Review & Emergency Contact' });
  await user.click(
    within(screen.getByRole('group', { name: 'Your saved places' })).getByRole('button', { name: /Home/ }),
  );
  expect(screen.getByLabelText(/^Street address/)).toHaveValue('12 Elm Street');
  expect(screen.getByLabelText(/^ZIP code/)).toHaveValue('20815');
  await user.click(screen.getByRole('button', { name: 'Use Wei Chen, (202) 555-0199' }));
  expect(screen.getByLabelText(/^Contact Name/)).toHaveValue('Wei Chen');
  expect(screen.getByLabelText(/^Relationship/)).toHaveValue('spouse');
});

test('a new swimmer typed in the wizard is saved to the profile on request', async () => {
  rememberFamilySignIn();
  const api = server(true);
  const user = userEvent.setup();
  renderWizard();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('group', { name: 'Your saved swimmers' });
  await enterText(user, screen.getByLabelText(/^Full Name/), 'Leo Chen');
  await user.selectOptions(screen.getByLabelText(/^Age Group/), 'toddler');
  await user.click(screen.getByRole('button', { name: 'Save Leo Chen to my profile' }));
  await waitFor(() => expect(api.callsTo('POST /api/family/swimmers')).toHaveLength(1));
  expect(api.callsTo('POST /api/family/swimmers')[0]?.body).toMatchObject({
    name: 'Leo Chen',
    ageGroup: 'toddler',
  });
});

test('signed out, the wizard asks nothing about a profile and offers nothing', async () => {
  const api = server(false);
  const user = userEvent.setup();
  renderWizard();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText(/^Full Name/);
  expect(screen.queryByRole('group', { name: 'Your saved swimmers' })).toBeNull();
  expect(api.callsTo('GET /api/family/profile')).toHaveLength(0);
  expect(api.callsTo('GET /api/family/session')).toHaveLength(0);
});
