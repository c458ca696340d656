import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LessonPackage } from '@core/api/credits';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { PackagesScreen } from './packages-screen';

afterEach(() => vi.unstubAllGlobals());

const tenPrivate: LessonPackage = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ten private lessons',
  lessonType: 'private',
  level: null,
  lessons: 10,
  priceCents: 45000,
  monthsValid: 12,
  active: true,
};
const guppyGroup: LessonPackage = {
  ...tenPrivate,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Guppy group term',
  lessonType: 'group',
  level: 'guppy',
  lessons: 8,
  priceCents: 18050,
  monthsValid: 4,
  active: false,
};

function server(packages: LessonPackage[] = [tenPrivate, guppyGroup]) {
  const saved = [...packages];
  return fakeApi({
    'GET /api/csrf-token': { status: 200, body: { token: 'csrf' } },
    'GET /api/admin/packages': () => ({ status: 200, body: { packages: saved } }),
    'POST /api/admin/packages': (call) => {
      const created = { ...(call.body as LessonPackage), id: '33333333-3333-4333-8333-333333333333' };
      saved.push(created);
      return { status: 201, body: created };
    },
    [`PUT /api/admin/packages/${tenPrivate.id}`]: (call) => {
      const updated = { ...(call.body as LessonPackage), id: tenPrivate.id };
      saved[0] = updated;
      return { status: 200, body: updated };
    },
  });
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('the packages screen', () => {
  test('lists every package with its lesson type, level, lessons, price, validity and status', async () => {
    server();
    renderWithApp(<PackagesScreen />, { path: '/admin/packages' });
    await screen.findByRole('cell', { name: 'Ten private lessons' });
    expect(rowOf('Ten private lessons')).toHaveTextContent(
      /Ten private lessons\s*Private\s*Any level\s*10\s*\$450\s*12\s*Active/,
    );
    expect(rowOf('Guppy group term')).toHaveTextContent(
      /Guppy group term\s*Group\s*Level 3: .+\s*8\s*\$180\.50\s*4\s*Inactive/,
    );
  });

  test('refuses an incomplete package with the contract’s messages, sending nothing', async () => {
    const api = server([]);
    const user = userEvent.setup();
    renderWithApp(<PackagesScreen />, { path: '/admin/packages' });
    await user.click(await screen.findByRole('button', { name: 'New Package' }));
    const dialog = screen.getByRole('dialog', { name: 'New package' });
    await user.clear(within(dialog).getByLabelText('Months valid'));
    await user.type(within(dialog).getByLabelText('Months valid'), '30');
    await user.type(within(dialog).getByLabelText('Price (USD, tax included)'), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save Package' }));

    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a lesson type')).toBeInTheDocument();
    expect(within(dialog).getByText('A package has 1 to 50 lessons')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Price must be an amount in dollars from $0 to $10,000'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/admin/packages')).toHaveLength(0);
  });

  test('a month count past 24 is refused once the rest is right', async () => {
    const api = server([]);
    const user = userEvent.setup();
    renderWithApp(<PackagesScreen />, { path: '/admin/packages' });
    await user.click(await screen.findByRole('button', { name: 'New Package' }));
    const dialog = screen.getByRole('dialog', { name: 'New package' });
    await user.type(within(dialog).getByLabelText('Name'), 'Summer five');
    await user.selectOptions(within(dialog).getByLabelText('Lesson type'), 'private');
    await user.type(within(dialog).getByLabelText('Number of lessons'), '5');
    await user.type(within(dialog).getByLabelText('Price (USD, tax included)'), '225');
    await user.clear(within(dialog).getByLabelText('Months valid'));
    await user.type(within(dialog).getByLabelText('Months valid'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save Package' }));
    expect(await within(dialog).findByText('A package is valid for 1 to 24 months')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/packages')).toHaveLength(0);
  });

  test('creates a package with the price in cents and "Any level" sent as no level', async () => {
    const api = server([]);
    const user = userEvent.setup();
    renderWithApp(<PackagesScreen />, { path: '/admin/packages' });
    await screen.findByText('No packages yet. Add one to sell lessons together.');
    await user.click(screen.getByRole('button', { name: 'New Package' }));
    const dialog = screen.getByRole('dialog', { name: 'New package' });
    await user.type(within(dialog).getByLabelText('Name'), 'Five semi-private');
    await user.selectOptions(within(dialog).getByLabelText('Lesson type'), 'semi_private');
    await user.type(within(dialog).getByLabelText('Number of lessons'), '5');
    await user.type(within(dialog).getByLabelText('Price (USD, tax included)'), '189.99');
    await user.click(within(dialog).getByRole('button', { name: 'Save Package' }));

    expect(await screen.findByText('Package created: Five semi-private')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/packages').map((c) => c.body)).toEqual([
      {
        name: 'Five semi-private',
        lessonType: 'semi_private',
        level: null,
        lessons: 5,
        priceCents: 18999,
        monthsValid: 12,
        active: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Five semi-private' })).toBeInTheDocument();
  });

  test('edits a package from its saved values and shows the server’s field error beside the field', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<PackagesScreen />, { path: '/admin/packages' });
    await user.click(await screen.findByRole('button', { name: 'Edit Ten private lessons' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit package' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ten private lessons');
    expect(within(dialog).getByLabelText('Price (USD, tax included)')).toHaveValue('450.00');

    api.set(`PUT /api/admin/packages/${tenPrivate.id}`, {
      status: 400,
      body: { message: 'Please check the form', code: 'VALIDATION_ERROR', fieldErrors: { name: 'Taken' } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save Package' }));
    expect(await within(dialog).findByText('Taken')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/packages/${tenPrivate.id}`)[0]?.body).toMatchObject({
      name: 'Ten private lessons',
      priceCents: 45000,
      lessons: 10,
    });
  });

  test('deactivates a package by sending it back with active off', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithApp(<PackagesScreen />, { path: '/admin/packages' });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Ten private lessons' }));
    expect(await screen.findByText('Ten private lessons is no longer on sale')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/packages/${tenPrivate.id}`).map((c) => c.body)).toEqual([
      {
        name: 'Ten private lessons',
        lessonType: 'private',
        level: null,
        lessons: 10,
        priceCents: 45000,
        monthsValid: 12,
        active: false,
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Activate Ten private lessons' })).toBeInTheDocument();
  });
});
