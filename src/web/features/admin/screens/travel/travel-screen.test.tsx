import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TravelSettings } from '@core/api/travel';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { TravelScreen } from './travel-screen';

afterEach(() => vi.unstubAllGlobals());

function server() {
  const saved: TravelSettings = {
    baseZip: '20001',
    serviceRadiusKm: 50,
    roadFactorPercent: 140,
    averageSpeedKmh: 40,
    bufferMinutes: 10,
    feeBands: [
      { upToKm: 15, feeCents: 0 },
      { upToKm: 50, feeCents: 1500 },
    ],
  };
  return fakeApi({
    'GET /api/csrf-token': { status: 200, body: { token: 'csrf' } },
    'GET /api/admin/travel-settings': () => ({ status: 200, body: structuredClone(saved) }),
    'PUT /api/admin/travel-settings': (call) => {
      Object.assign(saved, call.body);
      return { status: 200, body: structuredClone(saved) };
    },
  });
}

const form = () => screen.getByRole('form', { name: 'Travel settings' });
const field = (name: RegExp) => within(form()).getByLabelText(name);

describe('the travel screen', () => {
  test('shows the settings in force and saves a change, fee bands in cents', async () => {
    const api = server();
    renderWithApp(<TravelScreen />, { path: '/admin/travel' });
    expect(
      await screen.findByText('Now: from 20001, up to 50 km; up to 15 km: $0 · up to 50 km: $15.'),
    ).toBeInTheDocument();
    expect(field(/^Base ZIP/)).toHaveValue('20001');
    expect(field(/^Road factor/)).toHaveValue(140);
    expect(field(/^Band 2: fee/)).toHaveValue(15);

    fireEvent.change(field(/^Buffer/), { target: { value: '15' } });
    await userEvent.click(within(form()).getByRole('button', { name: 'Add band' }));
    fireEvent.change(field(/^Service radius/), { target: { value: '60' } });
    fireEvent.change(field(/^Band 3: up to/), { target: { value: '60' } });
    fireEvent.change(field(/^Band 3: fee/), { target: { value: '22.50' } });
    await userEvent.click(within(form()).getByRole('button', { name: 'Save Travel Settings' }));

    expect(await screen.findByText('Travel settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/travel-settings').map((c) => c.body)).toEqual([
      {
        baseZip: '20001',
        serviceRadiusKm: 60,
        roadFactorPercent: 140,
        averageSpeedKmh: 40,
        bufferMinutes: 15,
        feeBands: [
          { upToKm: 15, feeCents: 0 },
          { upToKm: 50, feeCents: 1500 },
          { upToKm: 60, feeCents: 2250 },
        ],
      },
    ]);
    expect(
      await screen.findByText(
        'Now: from 20001, up to 60 km; up to 15 km: $0 · up to 50 km: $15 · up to 60 km: $22.50.',
      ),
    ).toBeInTheDocument();
  });

  test('refuses what the server’s schema refuses, naming each field, and sends nothing', async () => {
    const api = server();
    renderWithApp(<TravelScreen />, { path: '/admin/travel' });
    await screen.findByText(/^Now:/);
    fireEvent.change(field(/^Base ZIP/), { target: { value: '2000' } });
    fireEvent.change(field(/^Average speed/), { target: { value: '' } });
    const save = () => userEvent.click(within(form()).getByRole('button', { name: 'Save Travel Settings' }));
    await save();
    expect(field(/^Base ZIP/)).toHaveAccessibleName(/Enter a 5-digit ZIP code/);
    expect(field(/^Average speed/)).toHaveAccessibleName(/Enter a whole number/);

    // The rules between bands are checked once every field holds a value of its own.
    fireEvent.change(field(/^Base ZIP/), { target: { value: '20001' } });
    fireEvent.change(field(/^Average speed/), { target: { value: '40' } });
    fireEvent.change(field(/^Band 2: up to/), { target: { value: '10' } });
    await save();
    expect(field(/^Band 2: up to/)).toHaveAccessibleName(/Each band must reach further than the one before/);
    expect(
      within(form()).getByText('The last band must reach the edge of the service area'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/travel-settings')).toEqual([]);
  });

  test('a band can be removed, but never the last one', async () => {
    server();
    renderWithApp(<TravelScreen />, { path: '/admin/travel' });
    await screen.findByText(/^Now:/);
    await userEvent.click(within(form()).getByRole('button', { name: 'Remove band 1' }));
    expect(within(form()).queryByLabelText(/^Band 2/)).not.toBeInTheDocument();
    expect(field(/^Band 1: up to/)).toHaveValue(50);
    expect(within(form()).getByRole('button', { name: 'Remove band 1' })).toBeDisabled();
  });
});
