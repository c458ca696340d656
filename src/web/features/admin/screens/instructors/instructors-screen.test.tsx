import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AdminInstructor } from '@core/api/admin';
import type { InstructorRoute } from '@core/api/instructor';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { InstructorsScreen } from './instructors-screen';

afterEach(() => vi.unstubAllGlobals());

const alex: AdminInstructor = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Alex Rivera',
  specialty: 'Beginners',
  email: 'alex@example.com',
  phone: '301-555-0100',
  active: true,
  homeZip: '20814',
  workStartMinutes: 9 * 60,
  workEndMinutes: 19 * 60,
  invitedAt: null,
};
const jordan: AdminInstructor = {
  ...alex,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Jordan Lee',
  email: null,
  homeZip: null,
  workStartMinutes: 7 * 60 + 30,
  workEndMinutes: 15 * 60,
  // 2:05 PM in New York.
  invitedAt: '2026-07-01T18:05:00.000Z',
};

const route: InstructorRoute = {
  date: '2026-07-11',
  instructorName: 'Alex Rivera',
  homeZip: '20814',
  stops: [
    {
      lessonId: 'l1',
      startTime: '2026-07-11T13:00:00.000Z',
      endTime: '2026-07-11T13:30:00.000Z',
      lessonType: 'private',
      familyName: 'Chen',
      address: '12 Elm St, Bethesda, MD',
      zip: '20814',
      travelMinutesFromPrevious: 10,
      slackMinutes: 20,
    },
    {
      lessonId: 'l2',
      startTime: '2026-07-11T13:45:00.000Z',
      endTime: '2026-07-11T14:15:00.000Z',
      lessonType: 'semi_private',
      familyName: 'Park',
      address: '9 Oak Ave, Arlington, VA',
      zip: '22201',
      travelMinutesFromPrevious: 35,
      slackMinutes: -20,
    },
  ],
  totalTravelMinutes: 45,
};

function server() {
  return fakeApi({
    'GET /api/csrf-token': { status: 200, body: { token: 'csrf' } },
    'GET /api/admin/instructors': { status: 200, body: { items: [alex, jordan] } },
    'POST /api/admin/instructors': (call) => ({
      status: 201,
      body: { ...alex, ...(call.body as object), id: 'new' },
    }),
    [`PUT /api/admin/instructors/${alex.id}`]: (call) => ({
      status: 200,
      body: { ...alex, ...(call.body as object) },
    }),
    [`POST /api/admin/instructors/${alex.id}/invite`]: {
      status: 200,
      body: { message: 'Invitation sent to alex@example.com', email: 'alex@example.com' },
    },
    [`POST /api/admin/instructors/${jordan.id}/invite`]: {
      status: 400,
      body: { message: 'Add an email for Jordan Lee first', code: 'NO_EMAIL' },
    },
    [`POST /api/admin/instructors/${alex.id}/sign-out`]: {
      status: 200,
      body: {
        message: 'Alex Rivera is signed out on every phone (2 sessions ended); earlier links no longer work.',
      },
    },
    [`GET /api/admin/instructors/${alex.id}/route?date=2026-07-11`]: { status: 200, body: route },
  });
}

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('the instructors screen', () => {
  test('lists each instructor’s home ZIP, working hours and when they were last invited', async () => {
    server();
    renderWithApp(<InstructorsScreen />, { path: '/admin/instructors' });
    const alexRow = await rowOf('Alex Rivera');
    expect(alexRow).toHaveTextContent('20814');
    expect(alexRow).toHaveTextContent('9:00 AM - 7:00 PM');
    expect(alexRow).toHaveTextContent('Not invited');
    const jordanRow = await rowOf('Jordan Lee');
    expect(jordanRow).toHaveTextContent('7:30 AM - 3:00 PM');
    expect(jordanRow).toHaveTextContent('Wed Jul 1, 2:05 PM');
  });

  test('adds an instructor with a home ZIP and working hours sent as minutes after midnight', async () => {
    const api = server();
    renderWithApp(<InstructorsScreen />, { path: '/admin/instructors' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Instructor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add instructor' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Maya Ortiz');
    await userEvent.type(within(dialog).getByLabelText(/^Specialty/), 'Adults');
    await userEvent.type(within(dialog).getByLabelText(/^Home ZIP/), '20001');
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveValue('09:00');
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), { target: { value: '08:30' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ends/), { target: { value: '17:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Instructor' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/admin/instructors').map((c) => c.body)).toEqual([
      {
        name: 'Maya Ortiz',
        specialty: 'Adults',
        email: null,
        phone: null,
        active: true,
        homeZip: '20001',
        workStartMinutes: 510,
        workEndMinutes: 1020,
      },
    ]);
  });

  test('refuses hours that end before they start, or a short ZIP, before asking the server', async () => {
    const api = server();
    renderWithApp(<InstructorsScreen />, { path: '/admin/instructors' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Alex Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit instructor' });
    expect(within(dialog).getByLabelText(/^Home ZIP/)).toHaveValue('20814');
    fireEvent.change(within(dialog).getByLabelText(/^Ends/), { target: { value: '08:00' } });
    const zip = within(dialog).getByLabelText(/^Home ZIP/);
    await userEvent.clear(zip);
    await userEvent.type(zip, '208');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Instructor' }));

    expect(within(dialog).getByText('Working hours must end after they start')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/instructors/${alex.id}`)).toEqual([]);
  });

  test('invites an instructor and shows the server’s answer, or why it could not', async () => {
    const api = server();
    renderWithApp(<InstructorsScreen />, { path: '/admin/instructors' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Alex Rivera' }));
    expect(await screen.findByText('Invitation sent to alex@example.com')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/instructors/${alex.id}/invite`)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Invite Jordan Lee' }));
    expect(await screen.findByText('Add an email for Jordan Lee first')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Invitation sent to alex@example.com')).not.toBeInTheDocument();
  });

  test('signs an instructor out on every phone and says how many sessions ended', async () => {
    const api = server();
    renderWithApp(<InstructorsScreen />, { path: '/admin/instructors' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Alex Rivera on every phone' }));
    expect(
      await screen.findByText(
        'Alex Rivera is signed out on every phone (2 sessions ended); earlier links no longer work.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/instructors/${alex.id}/sign-out`)).toHaveLength(1);
  });

  test('shows an instructor’s day as a route, with drives, slack and a late stop highlighted', async () => {
    server();
    renderWithApp(<InstructorsScreen />, { path: '/admin/instructors' });
    await userEvent.click(await screen.findByRole('button', { name: 'Route of Alex Rivera' }));
    expect(screen.getByRole('heading', { name: 'Route' })).toHaveFocus();
    expect(screen.getByLabelText('Instructor')).toHaveDisplayValue('Alex Rivera');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-07-11' } });

    const panel = screen.getByRole('region', { name: 'Route' });
    expect(await within(panel).findByText('Alex Rivera on Saturday, July 11, 2026')).toBeInTheDocument();
    const stops = within(panel).getAllByRole('listitem');
    expect(stops.map((s) => within(s).getAllByText(/\d\./)[0]?.textContent)).toEqual([
      '1. 9:00 AM - 9:30 AM · Private · Chen',
      '2. 9:45 AM - 10:15 AM · Semi-Private · Park',
    ]);
    expect(stops[0]).toHaveTextContent('12 Elm St, Bethesda, MD 20814');
    expect(stops[0]).toHaveTextContent('10 min drive from home');
    expect(stops[0]).toHaveTextContent('20 min to spare');
    expect(stops[1]).toHaveTextContent('35 min drive from the previous lesson');
    expect(within(stops[1]!).getByText('Late by 20 min')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Total driving: 45 min');
  });
});
