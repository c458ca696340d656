import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FamilyBooking, FamilyLesson, RescheduleOption } from '@core/api/family';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { FAMILY_LESSONS_QUERY_KEY } from '../api/family-lessons';
import { RescheduleDialog } from './reschedule-dialog';

afterEach(() => vi.unstubAllGlobals());

const LESSON_ID = '22222222-2222-4222-8222-222222222222';
const SLOT_SAME = '33333333-3333-4333-8333-333333333333';
const SLOT_DEARER = '44444444-4444-4444-8444-444444444444';
const CHANGE_ID = '55555555-5555-4555-8555-555555555555';
const OPTIONS_PATH = `GET /api/family/lessons/${LESSON_ID}/reschedule-options`;
const RESCHEDULE_PATH = `POST /api/family/lessons/${LESSON_ID}/reschedule`;

const lesson: FamilyLesson = {
  id: LESSON_ID,
  slotId: '66666666-6666-4666-8666-666666666666',
  // 9:00 AM in New York (daylight saving time)
  startTime: '2026-06-06T13:00:00.000Z',
  endTime: '2026-06-06T13:30:00.000Z',
  instructorName: 'Alex Rivera',
  venueName: 'Family pool',
  seats: 1,
  state: 'upcoming',
  cancelReason: null,
  changeable: true,
  reschedulable: true,
};
const booking: FamilyBooking = {
  id: '11111111-1111-4111-8111-111111111111',
  reference: 'BK-ABC123',
  status: 'confirmed',
  lessonType: 'private',
  timeZone: 'America/New_York',
  swimmers: ['Riley Chen'],
  paidCents: 5400,
  refundedCents: 0,
  payAtLesson: false,
  lessons: [lesson],
};
const sameDay: RescheduleOption = {
  slotId: SLOT_SAME,
  startTime: '2026-06-08T14:00:00.000Z',
  endTime: '2026-06-08T14:30:00.000Z',
  instructorName: 'Sam Lee',
  venueName: 'Community pool',
  differenceCents: 0,
};
const dearer: RescheduleOption = {
  slotId: SLOT_DEARER,
  startTime: '2026-06-09T22:00:00.000Z',
  endTime: '2026-06-09T22:30:00.000Z',
  instructorName: 'Alex Rivera',
  venueName: 'Family pool',
  differenceCents: 1080,
};
const options = (times: RescheduleOption[]) => ({ status: 200, body: { lessonId: LESSON_ID, times } });

function openDialog() {
  const onClose = vi.fn();
  const view = renderWithApp(<RescheduleDialog booking={booking} lesson={lesson} onClose={onClose} />);
  const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
  const dialog = () => within(screen.getByRole('dialog', { name: 'Reschedule lesson' }));
  return { onClose, invalidate, dialog };
}

describe('RescheduleDialog', () => {
  test('lists the open times by day in the booking’s zone, with what a dearer time costs', async () => {
    fakeApi({ [OPTIONS_PATH]: options([dearer, sameDay]) });
    const { dialog } = openDialog();
    const monday = await dialog().findByRole('group', { name: 'Monday, June 8' });
    expect(
      within(monday).getByRole('radio', { name: /10:00 AM - 10:30 AM.*Sam Lee.*Community pool/ }),
    ).toBeInTheDocument();
    const tuesday = dialog().getByRole('group', { name: 'Tuesday, June 9' });
    expect(within(tuesday).getByRole('radio', { name: /6:00 PM - 6:30 PM.*\+\$10\.80/ })).toBeInTheDocument();
    expect(dialog().getByText(/Now: Saturday, June 6, 2026, 9:00 AM - 9:30 AM/)).toBeInTheDocument();
  });

  test('a time of the same price moves the lesson at once: "Lesson moved", and the list is read again', async () => {
    const api = fakeApi({
      [OPTIONS_PATH]: options([sameDay, dearer]),
      [RESCHEDULE_PATH]: { status: 200, body: { status: 'moved', changeId: CHANGE_ID, refundCents: 0 } },
    });
    const { onClose, invalidate, dialog } = openDialog();
    await userEvent.click(await dialog().findByRole('radio', { name: /Sam Lee/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Move lesson' }));

    expect(api.callsTo(RESCHEDULE_PATH)[0]?.body).toEqual({ slotId: SLOT_SAME, expectedDifferenceCents: 0 });
    expect(await screen.findByText('Lesson moved')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: FAMILY_LESSONS_QUERY_KEY });
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('a time taken meanwhile shows the server’s message, keeps the lesson, and reads the times again', async () => {
    let optionReads = 0;
    const api = fakeApi({
      [OPTIONS_PATH]: () => (++optionReads === 1 ? options([sameDay, dearer]) : options([dearer])),
      [RESCHEDULE_PATH]: {
        status: 409,
        body: { code: 'SLOT_TAKEN', message: 'That time was just booked. Please pick another.' },
      },
    });
    const { onClose, dialog } = openDialog();
    await userEvent.click(await dialog().findByRole('radio', { name: /Sam Lee/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Move lesson' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'That time was just booked. Please pick another.',
    );
    // The refreshed list no longer offers the lost time, and nothing is chosen.
    await vi.waitFor(() =>
      expect(dialog().queryByRole('radio', { name: /Sam Lee/ })).not.toBeInTheDocument(),
    );
    expect(dialog().getByRole('radio', { name: /Alex Rivera/ })).not.toBeChecked();
    expect(dialog().getByRole('button', { name: 'Move lesson' })).toBeDisabled();
    expect(screen.queryByText('Lesson moved')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(api.callsTo(OPTIONS_PATH)).toHaveLength(2);
  });

  test('a dearer time is paid on the payment step, then the server finishes the move', async () => {
    const api = fakeApi({
      [OPTIONS_PATH]: options([sameDay, dearer]),
      [RESCHEDULE_PATH]: {
        status: 200,
        body: {
          status: 'payment_required',
          changeId: CHANGE_ID,
          amountCents: 1080,
          paymentIntentId: 'pi_test_1',
          clientSecret: 'pi_test_1_secret',
          gateway: 'test',
          holdExpiresAt: '2026-06-01T14:15:00.000Z',
        },
      },
      'POST /api/payments/test/pay': { status: 200, body: { status: 'succeeded' } },
      [`POST /api/family/lesson-changes/${CHANGE_ID}/confirm`]: {
        status: 200,
        body: { status: 'moved', message: 'Your lesson moved to Tuesday, June 9 at 6:00 PM.' },
      },
    });
    const { onClose, dialog } = openDialog();
    await userEvent.click(await dialog().findByRole('radio', { name: /Alex Rivera/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Continue to payment ($10.80)' }));
    expect(api.callsTo(RESCHEDULE_PATH)[0]?.body).toEqual({
      slotId: SLOT_DEARER,
      expectedDifferenceCents: 1080,
    });

    expect(await dialog().findByText('$10.80')).toBeInTheDocument();
    await userEvent.type(dialog().getByLabelText(/Card number/), '4242424242424242');
    await userEvent.type(dialog().getByLabelText(/Expiry/), '1230');
    await userEvent.type(dialog().getByLabelText(/CVC/), '123');
    await userEvent.type(dialog().getByLabelText(/ZIP/), '20001');
    await userEvent.click(dialog().getByRole('button', { name: 'Pay and move lesson' }));

    expect(await screen.findByText('Lesson moved')).toBeInTheDocument();
    expect(screen.getByText('Your lesson moved to Tuesday, June 9 at 6:00 PM.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/payments/test/pay')[0]?.body).toMatchObject({
      paymentIntentId: 'pi_test_1',
      clientSecret: 'pi_test_1_secret',
    });
    expect(api.callsTo(`POST /api/family/lesson-changes/${CHANGE_ID}/confirm`)).toHaveLength(1);
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('a declined card keeps the payment step open with the reason, and nothing is confirmed', async () => {
    const api = fakeApi({
      [OPTIONS_PATH]: options([dearer]),
      [RESCHEDULE_PATH]: {
        status: 200,
        body: {
          status: 'payment_required',
          changeId: CHANGE_ID,
          amountCents: 1080,
          paymentIntentId: 'pi_test_1',
          clientSecret: 'pi_test_1_secret',
          gateway: 'test',
          holdExpiresAt: '2026-06-01T14:15:00.000Z',
        },
      },
      'POST /api/payments/test/pay': {
        status: 200,
        body: { status: 'failed', message: 'Your card was declined.' },
      },
    });
    const { onClose, dialog } = openDialog();
    await userEvent.click(await dialog().findByRole('radio', { name: /Alex Rivera/ }));
    await userEvent.click(dialog().getByRole('button', { name: /Continue to payment/ }));
    await userEvent.type(await dialog().findByLabelText(/Card number/), '4000000000000002');
    await userEvent.type(dialog().getByLabelText(/Expiry/), '1230');
    await userEvent.type(dialog().getByLabelText(/CVC/), '123');
    await userEvent.type(dialog().getByLabelText(/ZIP/), '20001');
    await userEvent.click(dialog().getByRole('button', { name: 'Pay and move lesson' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(api.callsTo(`POST /api/family/lesson-changes/${CHANGE_ID}/confirm`)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
