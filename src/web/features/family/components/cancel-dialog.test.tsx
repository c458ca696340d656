import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { FAMILY_LESSONS_QUERY_KEY } from '../api/family-lessons';
import { CancelDialog } from './cancel-dialog';

afterEach(() => vi.unstubAllGlobals());

const BOOKING = '11111111-1111-4111-8111-111111111111';
const LESSON = '22222222-2222-4222-8222-222222222222';
const preview = (refundCents: number, message: string, creditLessons = 0) => ({
  status: 200,
  body: { lessonIds: [LESSON], refundCents, creditLessons, message },
});

function openDialog({ all = false } = {}) {
  const lessonId = all ? undefined : LESSON;
  const onClose = vi.fn();
  const view = renderWithApp(
    <CancelDialog
      target={{ bookingId: BOOKING, ...(lessonId ? { lessonId } : {}) }}
      title={lessonId ? 'Cancel lesson' : 'Cancel all remaining lessons'}
      summary="Saturday, June 6, 2026, 9:00 AM - 9:30 AM with Alex."
      onClose={onClose}
    />,
  );
  const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
  const dialog = () =>
    within(screen.getByRole('dialog', { name: lessonId ? 'Cancel lesson' : /all remaining/ }));
  return { onClose, invalidate, dialog };
}

describe('CancelDialog', () => {
  test('shows the server’s outcome first, and confirming applies that outcome', async () => {
    const api = fakeApi({
      'POST /api/family/cancellation-preview': preview(5400, 'Refund $54.00 to your card'),
      'POST /api/family/cancellations': {
        status: 200,
        body: { refundCents: 5400, message: 'Refund $54.00 to your card' },
      },
    });
    const { onClose, invalidate, dialog } = openDialog();
    expect(await dialog().findByText('Refund $54.00 to your card')).toBeInTheDocument();
    expect(api.callsTo('POST /api/family/cancellations')).toEqual([]);

    await userEvent.click(dialog().getByRole('button', { name: 'Confirm cancellation' }));

    expect(api.callsTo('POST /api/family/cancellation-preview')[0]?.body).toEqual({
      bookingId: BOOKING,
      lessonId: LESSON,
    });
    expect(api.callsTo('POST /api/family/cancellations')[0]?.body).toEqual({
      bookingId: BOOKING,
      lessonId: LESSON,
      expectedRefundCents: 5400,
      expectedCreditLessons: 0,
    });
    expect(await screen.findByText('Lesson cancelled')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: FAMILY_LESSONS_QUERY_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['family', 'credits'] });
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('when the outcome changed meanwhile, nothing is cancelled and the new outcome is shown to confirm', async () => {
    let previews = 0;
    const api = fakeApi({
      'POST /api/family/cancellation-preview': () =>
        ++previews === 1
          ? preview(5400, 'Refund $54.00 to your card')
          : preview(0, 'No refund: less than 24 hours before the lesson'),
      'POST /api/family/cancellations': ({ body }) =>
        (body as { expectedRefundCents: number }).expectedRefundCents === 0
          ? {
              status: 200,
              body: { refundCents: 0, message: 'No refund: less than 24 hours before the lesson' },
            }
          : {
              status: 409,
              body: {
                code: 'OUTCOME_CHANGED',
                message: 'The lesson is now less than 24 hours away, so cancelling no longer refunds it.',
              },
            },
    });
    const { onClose, dialog } = openDialog();
    await dialog().findByText('Refund $54.00 to your card');
    await userEvent.click(dialog().getByRole('button', { name: 'Confirm cancellation' }));

    expect(await dialog().findByText('No refund: less than 24 hours before the lesson')).toBeInTheDocument();
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'The lesson is now less than 24 hours away, so cancelling no longer refunds it.',
    );
    expect(dialog().queryByText('Refund $54.00 to your card')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(dialog().getByRole('button', { name: 'Confirm cancellation' }));
    expect(api.callsTo('POST /api/family/cancellations').map((c) => c.body)).toEqual([
      { bookingId: BOOKING, lessonId: LESSON, expectedRefundCents: 5400, expectedCreditLessons: 0 },
      { bookingId: BOOKING, lessonId: LESSON, expectedRefundCents: 0, expectedCreditLessons: 0 },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('cancelling every upcoming lesson of a booking names only the booking', async () => {
    const api = fakeApi({
      'POST /api/family/cancellation-preview': preview(10800, 'Refund $108.00 to your card'),
      'POST /api/family/cancellations': {
        status: 200,
        body: { refundCents: 10800, message: 'Refund $108.00 to your card' },
      },
    });
    const { dialog } = openDialog({ all: true });
    await dialog().findByText('Refund $108.00 to your card');
    await userEvent.click(dialog().getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Lessons cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST /api/family/cancellations')[0]?.body).toEqual({
      bookingId: BOOKING,
      expectedRefundCents: 10800,
      expectedCreditLessons: 0,
    });
  });

  test('a lesson paid with credits confirms the credits it was shown', async () => {
    const api = fakeApi({
      'POST /api/family/cancellation-preview': preview(0, '1 lesson credit back to your account', 1),
      'POST /api/family/cancellations': {
        status: 200,
        body: { refundCents: 0, creditLessons: 1, message: '1 lesson credit back to your account' },
      },
    });
    const { dialog } = openDialog();
    await dialog().findByText('1 lesson credit back to your account');
    await userEvent.click(dialog().getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Lesson cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST /api/family/cancellations')[0]?.body).toEqual({
      bookingId: BOOKING,
      lessonId: LESSON,
      expectedRefundCents: 0,
      expectedCreditLessons: 1,
    });
  });

  test('"Keep lesson" closes without cancelling anything', async () => {
    const api = fakeApi({
      'POST /api/family/cancellation-preview': preview(5400, 'Refund $54.00 to your card'),
    });
    const { onClose, dialog } = openDialog();
    await dialog().findByText('Refund $54.00 to your card');
    await userEvent.click(dialog().getByRole('button', { name: 'Keep lesson' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(api.callsTo('POST /api/family/cancellations')).toEqual([]);
  });
});
