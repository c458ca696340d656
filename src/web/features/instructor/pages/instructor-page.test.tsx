import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { INSTRUCTOR_LINK_SENT_MESSAGE } from '@core/api/instructor';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { daySheet, daySheetLesson, daySheetSwimmer } from '../test/day-sheet-factory';
import { signedInInstructor as signedIn } from '../test/signed-in-instructor';
import { InstructorPage } from './instructor-page';

afterEach(() => vi.unstubAllGlobals());

describe('InstructorPage signed out', () => {
  test('asks for an email and answers the same sentence whatever the email', async () => {
    const api = fakeApi({
      'GET /api/instructor/session': { status: 401, body: { message: 'Please sign in' } },
      'POST /api/instructor/sign-in-link': { status: 202, body: { message: INSTRUCTOR_LINK_SENT_MESSAGE } },
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    expect(await screen.findByRole('heading', { name: 'Instructor sign-in' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/instructor/sign-in-link')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Email/), 'alex@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText(INSTRUCTOR_LINK_SENT_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST /api/instructor/sign-in-link').map((c) => c.body)).toEqual([
      { email: 'alex@example.com' },
    ]);
  });
});

describe('InstructorPage signed in', () => {
  test('lists the day’s lessons in order with where, how far, who and what to bring', async () => {
    const first = daySheetLesson({
      swimmers: [
        daySheetSwimmer({
          healthConsiderations: 'Asthma: inhaler in the bag',
          fears: 'Afraid of deep water',
        }),
      ],
      addOns: [
        { name: 'Kickboard', quantity: 1 },
        { name: 'Swim goggles', quantity: 2 },
      ],
      specialRequests: 'Gate code 4321',
    });
    const second = daySheetLesson({
      lessonId: '22222222-2222-4222-8222-222222222222',
      startTime: '2026-07-11T14:30:00.000Z',
      endTime: '2026-07-11T15:15:00.000Z',
      lessonType: 'semi_private',
      address: null,
      mapUrl: null,
      travelMinutesFromPrevious: 12,
      travelFrom: 'previous_lesson',
      emergencyContact: { name: 'Sam Park', phone: '202-555-0199', relationship: null },
      swimmers: [daySheetSwimmer({ swimmerId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Jo Park' })],
    });
    signedIn({ 'GET /api/instructor/day': { status: 200, body: daySheet([first, second]) } });
    renderWithApp(<InstructorPage />, { path: '/instructor' });

    expect(await screen.findByRole('heading', { name: 'Saturday, July 11, 2026' })).toBeInTheDocument();
    expect(screen.getByText('2 lessons on this day.')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '9:00 AM - 9:30 AM',
      '10:30 AM - 11:15 AM',
    ]);

    const card = cards[0]!;
    expect(card).toHaveTextContent('Private · Booking BK-ABC123');
    expect(card).toHaveTextContent('12 Elm St, Bethesda, MD 20814');
    expect(within(card).getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      'https://maps.example/?q=12+Elm+St',
    );
    expect(card).toHaveTextContent('25 min drive from home');
    expect(card).toHaveTextContent('Child (4-12) · Level 1, turtle');
    expect(card).toHaveTextContent('Asthma: inhaler in the bag');
    expect(card).toHaveTextContent('Afraid of deep water');
    expect(card).toHaveTextContent('Dana Chen (Parent)');
    expect(within(card).getByRole('link', { name: '(301) 555-0142' })).toHaveAttribute(
      'href',
      'tel:3015550142',
    );
    expect(card).toHaveTextContent('Kickboard');
    expect(card).toHaveTextContent('Swim goggles × 2');
    expect(card).toHaveTextContent('Gate code 4321');

    expect(cards[1]).toHaveTextContent('Address not given');
    expect(within(cards[1]!).queryByRole('link', { name: 'Open in Maps' })).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('12 min drive from the previous lesson');
  });

  test('each swimmer’s required documents read signed with version and date, or missing in red', async () => {
    const swimmer = daySheetSwimmer({
      documents: [
        {
          kind: 'liability_waiver',
          title: 'Waiver',
          state: 'signed',
          version: 3,
          signedAt: '2026-12-02T15:00:00.000Z',
        },
        {
          kind: 'medical_release',
          title: 'Medical release',
          state: 'missing',
          version: null,
          signedAt: null,
        },
      ],
    });
    signedIn({
      'GET /api/instructor/day': { status: 200, body: daySheet([daySheetLesson({ swimmers: [swimmer] })]) },
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    const list = await screen.findByRole('list', { name: 'Documents for Riley Chen' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Waiver signed (v3, Dec 2)',
      'Missing: Medical release',
    ]);
    expect(lines[1]).toHaveClass('text-red-800');
  });

  test('moves to the next day, the previous day, or a day typed in', async () => {
    const api = signedIn({
      'GET /api/instructor/day': { status: 200, body: daySheet([daySheetLesson()]) },
      'GET /api/instructor/day?date=2026-07-12': { status: 200, body: daySheet([], '2026-07-12') },
      'GET /api/instructor/day?date=2026-07-11': { status: 200, body: daySheet([daySheetLesson()]) },
      'GET /api/instructor/day?date=2026-08-03': { status: 200, body: daySheet([], '2026-08-03') },
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    await screen.findByRole('heading', { name: 'Saturday, July 11, 2026' });

    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { name: 'Sunday, July 12, 2026' })).toBeInTheDocument();
    expect(await screen.findByText('No lessons on this day.')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/instructor?date=2026-07-12');

    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('heading', { name: 'Saturday, July 11, 2026' })).toBeInTheDocument();

    // A browser's date field reports whole days only, as this change does.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-08-03' } });
    expect(await screen.findByRole('heading', { name: 'Monday, August 3, 2026' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/instructor/day?date=2026-08-03')).toHaveLength(1);
  });

  test('signing out, or a session that ended, shows the sign-in form again', async () => {
    const api = signedIn({
      'GET /api/instructor/day': { status: 200, body: daySheet([]) },
      'DELETE /api/instructor/session': { status: 204 },
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Instructor sign-in' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/instructor/session')).toHaveLength(1);
  });

  test('a day sheet answered 401 means the session ended: the sign-in form shows', async () => {
    signedIn({
      'GET /api/instructor/day': { status: 401, body: { message: 'Please sign in to see your lessons' } },
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    expect(await screen.findByRole('heading', { name: 'Instructor sign-in' })).toBeInTheDocument();
  });
});
