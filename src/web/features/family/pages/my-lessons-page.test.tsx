import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FAMILY_LINK_BUTTON, type FamilyBooking, type FamilyOverview } from '@core/api/family';
import { mayHaveFamilySession, rememberFamilySignIn } from '@web/lib/family-session';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { MyLessonsPage } from './my-lessons-page';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const upcoming = (id: string, startTime: string) => ({
  id,
  slotId: `slot-${id}`,
  startTime,
  endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
  instructorName: 'Alex Rivera',
  venueName: 'Chen family pool',
  seats: 1,
  state: 'upcoming' as const,
  cancelReason: null,
  changeable: true,
  reschedulable: true,
});

const booking: FamilyBooking = {
  id: '11111111-1111-4111-8111-111111111111',
  reference: 'BK-ABC123',
  status: 'confirmed',
  lessonType: 'semi_private',
  timeZone: 'America/Chicago',
  swimmers: ['Riley Chen', 'Sam Chen'],
  paidCents: 10800,
  refundedCents: 5400,
  payAtLesson: false,
  lessons: [
    upcoming('22222222-2222-4222-8222-222222222222', '2026-07-11T14:00:00.000Z'),
    upcoming('33333333-3333-4333-8333-333333333333', '2026-07-18T14:00:00.000Z'),
    {
      ...upcoming('44444444-4444-4444-8444-444444444444', '2026-07-04T14:00:00.000Z'),
      state: 'cancelled',
      changeable: false,
      reschedulable: false,
      cancelReason: 'Cancelled by you',
    },
  ],
};

const overview = (bookings: FamilyBooking[], requests: FamilyOverview['requests'] = []) => ({
  status: 200,
  body: {
    email: 'riley@example.com',
    cancelNoticeHours: 24,
    cancelRefundAs: 'refund',
    bookings,
    requests,
  } satisfies FamilyOverview,
});

describe('MyLessonsPage', () => {
  test('signed out, it asks for an email to send a sign-in link to', async () => {
    fakeApi({
      'GET /api/family/session': { status: 401, body: { message: 'Sign in first', code: 'UNAUTHORIZED' } },
    });
    renderWithApp(<MyLessonsPage />, { path: '/my-lessons' });
    expect(await screen.findByRole('button', { name: FAMILY_LINK_BUTTON })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming lessons' })).not.toBeInTheDocument();
  });

  test('signed in, it lists upcoming and past lessons in the booking’s zone with what was paid and refunded', async () => {
    fakeApi({
      'GET /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
      'GET /api/family/lessons': overview(
        [booking],
        [
          {
            id: 'REQ-1',
            status: 'pending_approval',
            lessonType: 'group',
            dates: ['2026-08-01'],
            swimmers: 2,
            createdAt: '2026-06-01T15:00:00.000Z',
          },
        ],
      ),
    });
    renderWithApp(<MyLessonsPage />, { path: '/my-lessons' });

    expect(await screen.findByTestId('family-email')).toHaveTextContent('riley@example.com');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    const upcomingSection = await screen.findByRole('region', { name: 'Upcoming lessons' });
    const card = within(upcomingSection).getByRole('article', { name: 'Semi-Private lessons' });
    // 14:00Z is 9:00 AM in Chicago in July.
    const items = within(card).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/2026/).textContent)).toEqual([
      'Saturday, July 11, 2026, 9:00 AM - 9:30 AM',
      'Saturday, July 18, 2026, 9:00 AM - 9:30 AM',
    ]);
    expect(card).toHaveTextContent('Swimmers: Riley Chen, Sam Chen');
    expect(card).toHaveTextContent('Alex Rivera');
    expect(card).toHaveTextContent('Chen family pool');
    expect(card).toHaveTextContent('Times in CT');
    expect(within(card).getByText('Paid').nextSibling).toHaveTextContent('$108.00');
    expect(within(card).getByTestId('refunded')).toHaveTextContent('$54.00');
    expect(within(card).getAllByRole('button', { name: 'Cancel lesson' })).toHaveLength(2);
    expect(within(card).getAllByRole('button', { name: 'Reschedule' })).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Cancel all remaining lessons' })).toBeInTheDocument();

    const pastSection = screen.getByRole('region', { name: 'Past lessons' });
    expect(pastSection).toHaveTextContent('Saturday, July 4, 2026');
    expect(within(pastSection).getByText('Cancelled')).toBeInTheDocument();
    expect(within(pastSection).queryByRole('button', { name: 'Cancel lesson' })).not.toBeInTheDocument();

    const requests = screen.getByRole('region', { name: 'Lesson requests' });
    expect(requests).toHaveTextContent('Group lesson request');
    expect(requests).toHaveTextContent('Pending approval');
    expect(requests).toHaveTextContent('Sat, Aug 1, 2026');
  });

  test('a lesson inside the notice can still be cancelled but no longer moved', async () => {
    const soon = {
      ...upcoming('55555555-5555-4555-8555-555555555555', '2026-07-11T14:00:00.000Z'),
      reschedulable: false,
    };
    fakeApi({
      'GET /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
      'GET /api/family/lessons': overview([{ ...booking, lessons: [soon] }]),
    });
    renderWithApp(<MyLessonsPage />, { path: '/my-lessons' });
    expect(await screen.findByRole('button', { name: 'Cancel lesson' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel all remaining lessons' })).not.toBeInTheDocument();
  });

  test('a family with lesson credits sees them after the upcoming lessons, with a way to book with one', async () => {
    fakeApi({
      'GET /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
      'GET /api/family/lessons': overview([booking]),
      'GET /api/family/credits': {
        status: 200,
        body: {
          email: 'riley@example.com',
          balance: 1,
          nextExpiry: '2027-05-12T12:00:00.000Z',
          lots: [],
          entries: [
            {
              id: 'e1',
              kind: 'weather',
              lessons: 1,
              lotId: 'lot-1',
              description: 'Weather credit: storm on July 4',
              reason: null,
              actor: 'admin',
              createdAt: '2026-07-04T12:00:00.000Z',
            },
          ],
        },
      },
    });
    renderWithApp(<MyLessonsPage />, { path: '/my-lessons' });
    const credits = await screen.findByRole('region', { name: 'Lesson credits' });
    expect(credits).toHaveTextContent('1 lesson credit');
    expect(credits).toHaveTextContent('next expires 12 May 2027');
    expect(credits).toHaveTextContent('Weather credit: storm on July 4+1');
    expect(within(credits).getByRole('link', { name: 'Book with a credit' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Lesson credits')).toBe(headings.indexOf('Upcoming lessons') + 1);
  });

  test('each swimmer’s progress reads as one line: signed-off milestones per level and the latest one', async () => {
    const signed = (milestoneId: string, signedAt: string) => ({
      milestoneId,
      levelId: milestoneId.split('-')[0],
      instructorName: 'Alex Rivera',
      signedAt,
    });
    fakeApi({
      'GET /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
      'GET /api/family/lessons': overview([booking]),
      'GET /api/family/progress': {
        status: 200,
        body: {
          swimmers: [
            {
              key: 'riley chen',
              name: 'Riley Chen',
              milestones: ['turtle-1'],
              signedOff: [
                ...Array.from({ length: 8 }, (_, i) => signed(`turtle-${i + 1}`, '2026-06-20T15:00:00.000Z')),
                signed('seahorse-5', '2026-07-11T14:00:00.000Z'),
                signed('seahorse-1', '2026-07-04T14:00:00.000Z'),
              ],
            },
            { key: 'sam chen', name: 'Sam Chen', milestones: [], signedOff: [] },
          ],
        },
      },
    });
    renderWithApp(<MyLessonsPage />, { path: '/my-lessons' });
    const section = await screen.findByRole('region', { name: 'Swimmer progress' });
    const [riley, sam] = within(section).getAllByRole('listitem');
    expect(riley).toHaveTextContent(
      'Riley ChenProgress: Turtle 8 of 8 · Seahorse 2 of 8. Latest: Rolls from front to back, signed off by Alex Rivera on Jul 11, 2026.',
    );
    expect(sam).toHaveTextContent('Sam ChenProgress: No milestones signed off yet.');
    expect(
      within(section).getByRole('link', { name: 'See every milestone in the Progress Tracker' }),
    ).toHaveAttribute('href', '/progress');
  });

  test('with nothing booked it says so and links to booking', async () => {
    fakeApi({
      'GET /api/family/session': { status: 200, body: { email: 'new@example.com' } },
      'GET /api/family/lessons': overview([]),
    });
    renderWithApp(<MyLessonsPage />, { path: '/my-lessons' });
    expect(await screen.findByText('You have no upcoming lessons.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a lesson' })).toHaveAttribute('href', '/booking');
    expect(screen.getByText('You have no lesson requests.')).toBeInTheDocument();
  });

  test('"Cancel lesson" opens the dialog for that lesson, which asks the server for the outcome', async () => {
    const api = fakeApi({
      'GET /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
      'GET /api/family/lessons': overview([booking]),
      'POST /api/family/cancellation-preview': {
        status: 200,
        body: {
          lessonIds: [booking.lessons[1]!.id],
          refundCents: 5400,
          message: 'Refund $54.00 to your card',
        },
      },
    });
    renderWithApp(<MyLessonsPage />, { path: '/my-lessons' });
    const buttons = await screen.findAllByRole('button', { name: 'Cancel lesson' });
    await userEvent.click(buttons[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel lesson' });
    expect(dialog).toHaveTextContent('Saturday, July 18, 2026, 9:00 AM - 9:30 AM with Alex Rivera.');
    expect(await within(dialog).findByText('Refund $54.00 to your card')).toBeInTheDocument();
    expect(api.callsTo('POST /api/family/cancellation-preview')[0]?.body).toEqual({
      bookingId: booking.id,
      lessonId: booking.lessons[1]!.id,
    });
  });

  test('back from the card provider’s bank check, it finishes that move once and takes the id out of the address', async () => {
    const change = '66666666-6666-4666-8666-666666666666';
    const api = fakeApi({
      'GET /api/family/session': { status: 200, body: { email: 'riley@example.com' } },
      'GET /api/family/lessons': overview([booking]),
      [`POST /api/family/lesson-changes/${change}/confirm`]: {
        status: 200,
        body: { status: 'moved', message: 'Your lesson moved to Saturday, July 18 at 9:00 AM.' },
      },
    });
    renderWithApp(<MyLessonsPage />, { path: `/my-lessons?lesson_change=${change}`, strict: true });
    expect(await screen.findByText('Your lesson moved to Saturday, July 18 at 9:00 AM.')).toBeInTheDocument();
    expect(screen.getByText('Lesson moved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/my-lessons$/));
    expect(api.callsTo(`POST /api/family/lesson-changes/${change}/confirm`)).toHaveLength(1);
  });

  test('signing out forgets the family on this browser and shows the email form', async () => {
    rememberFamilySignIn();
    let signedIn = true;
    fakeApi({
      'GET /api/family/session': () =>
        signedIn ? { status: 200, body: { email: 'riley@example.com' } } : { status: 401, body: {} },
      'GET /api/family/lessons': overview([booking]),
      'DELETE /api/family/session': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    renderWithApp(<MyLessonsPage />, { path: '/my-lessons' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: FAMILY_LINK_BUTTON })).toBeInTheDocument();
    expect(screen.queryByText('riley@example.com')).not.toBeInTheDocument();
    expect(mayHaveFamilySession()).toBe(false);
  });
});
