import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { FamilyProfile, SavedSwimmer } from '@core/api/family-profile';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { FamilyProfileSection } from './family-profile';

afterEach(() => vi.unstubAllGlobals());

const maya: SavedSwimmer = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Maya Chen',
  birthDate: null,
  ageGroup: 'child',
  level: 'turtle',
  experienceLevel: null,
  goals: null,
  healthConsiderations: 'Mild asthma',
  previousExperience: null,
  fears: null,
  preferences: null,
};

const profile = (over: Partial<FamilyProfile> = {}): FamilyProfile => ({
  email: 'lin@example.com',
  name: 'Lin Chen',
  phone: null,
  emergencyContact: null,
  swimmers: [maya],
  places: [],
  deletion: {
    erased: 'Your saved swimmers, with their health notes.',
    kept: 'Your bookings and payments stay.',
  },
  ...over,
});

test('lists the saved swimmers and adds one through the form, with the schema’s message beside a missing field', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'GET /api/family/profile': { status: 200, body: profile() },
    'POST /api/family/swimmers': (call) => ({
      status: 201,
      body: { ...maya, id: 'new', ...(call.body as object) },
    }),
  });
  renderWithApp(<FamilyProfileSection />);
  const swimmers = await screen.findByRole('list', { name: 'Saved swimmers' });
  expect(swimmers).toHaveTextContent('Maya Chen');
  expect(swimmers).toHaveTextContent('Health notes saved');

  await user.click(screen.getByRole('button', { name: 'Add a swimmer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a swimmer' });
  await user.type(within(dialog).getByLabelText(/Full Name/), 'Leo Chen');
  await user.click(within(dialog).getByRole('button', { name: 'Add swimmer' }));
  expect(await within(dialog).findByText('Age Group is required')).toBeVisible();
  expect(api.callsTo('POST /api/family/swimmers')).toHaveLength(0);

  await user.selectOptions(within(dialog).getByLabelText(/Age Group/), 'toddler');
  await user.type(within(dialog).getByLabelText(/Fears/), 'Splashing');
  await user.click(within(dialog).getByRole('button', { name: 'Add swimmer' }));
  await waitFor(() => expect(api.callsTo('POST /api/family/swimmers')).toHaveLength(1));
  expect(api.callsTo('POST /api/family/swimmers')[0]?.body).toMatchObject({
    name: 'Leo Chen',
    ageGroup: 'toddler',
    birthDate: null,
    level: null,
    fears: 'Splashing',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('an emergency contact with a name but no phone is refused beside the phone, and nothing is sent', async () => {
  const user = userEvent.setup();
  const api = fakeApi({ 'GET /api/family/profile': { status: 200, body: profile() } });
  renderWithApp(<FamilyProfileSection />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contact details' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Wei Chen');
  await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
  expect(await within(dialog).findByText('Emergency contact phone is required')).toBeVisible();
  expect(api.callsTo('PUT /api/family/profile')).toHaveLength(0);
});

test('deleting the profile says first what goes and what stays, then asks the server', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'GET /api/family/profile': { status: 200, body: profile() },
    'DELETE /api/family/profile': {
      status: 200,
      body: { erased: 'x', kept: 'Your bookings and payments stay.' },
    },
  });
  renderWithApp(<FamilyProfileSection />);
  await user.click(await screen.findByRole('button', { name: 'Delete my profile' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your profile?' });
  expect(dialog).toHaveTextContent('Erased at once: Your saved swimmers, with their health notes.');
  expect(dialog).toHaveTextContent('Kept: Your bookings and payments stay.');
  expect(api.callsTo('DELETE /api/family/profile')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Delete my profile' }));
  await waitFor(() => expect(api.callsTo('DELETE /api/family/profile')).toHaveLength(1));
});

test('the data download is a plain link the session cookie goes with', async () => {
  fakeApi({ 'GET /api/family/profile': { status: 200, body: profile({ swimmers: [] }) } });
  renderWithApp(<FamilyProfileSection />);
  const link = await screen.findByRole('link', { name: 'Download my data' });
  expect(link).toHaveAttribute('href', '/api/family/data-export');
  expect(link).toHaveAttribute('download');
  expect(screen.getByText('Save your swimmers once and pick them on every booking.')).toBeVisible();
});
