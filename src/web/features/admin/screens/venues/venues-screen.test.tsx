import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AdminVenue } from '@core/api/admin';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { VenuesScreen } from './venues-screen';

afterEach(() => vi.unstubAllGlobals());

const pool: AdminVenue = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Rock Creek Community Pool',
  poolType: 'community_pool',
  address: '1 Park Rd',
  city: 'Washington',
  region: 'DC',
  zip: '20010',
  travelFeeCents: 0,
  active: true,
};

describe('the venues screen', () => {
  test('shows each venue’s ZIP, and a venue with one charges by distance', async () => {
    fakeApi({ 'GET /api/admin/venues': { status: 200, body: { items: [pool] } } });
    renderWithApp(<VenuesScreen />, { path: '/admin/venues' });
    const row = (await screen.findByText('Rock Creek Community Pool')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('1 Park Rd, Washington, DC 20010');
    expect(row).toHaveTextContent('By distance');
  });

  test('saves a venue’s ZIP with it', async () => {
    const api = fakeApi({
      'GET /api/csrf-token': { status: 200, body: { token: 'csrf' } },
      'GET /api/admin/venues': { status: 200, body: { items: [pool] } },
      [`PUT /api/admin/venues/${pool.id}`]: (call) => ({
        status: 200,
        body: { ...pool, ...(call.body as object) },
      }),
    });
    renderWithApp(<VenuesScreen />, { path: '/admin/venues' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rock Creek Community Pool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit venue' });
    const zip = within(dialog).getByLabelText(/^ZIP/);
    expect(zip).toHaveValue('20010');
    await userEvent.clear(zip);
    await userEvent.type(zip, '20011');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Venue' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/admin/venues/${pool.id}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /api/admin/venues/${pool.id}`)[0]?.body).toMatchObject({ zip: '20011' });
  });
});
