import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderWithApp } from '@web/test/render-with-app';
import { daySheet, daySheetLesson, daySheetSwimmer } from '../test/day-sheet-factory';
import { signedInInstructor as signedIn } from '../test/signed-in-instructor';
import { InstructorPage } from './instructor-page';

afterEach(() => vi.unstubAllGlobals());

describe('recording a lesson on the instructor’s day', () => {
  test('marks attendance with toggle buttons and keeps the server’s answer', async () => {
    const lesson = daySheetLesson();
    const api = signedIn({
      'GET /api/instructor/day': { status: 200, body: daySheet([lesson]) },
      [`PUT /api/instructor/lessons/${lesson.lessonId}/swimmers/${lesson.swimmers[0]!.swimmerId}/attendance`]:
        {
          status: 200,
          body: { ...lesson, swimmers: [{ ...lesson.swimmers[0]!, attendance: 'attended' }] },
        },
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    const group = await screen.findByRole('group', { name: 'Attendance of Riley Chen' });
    const attended = within(group).getByRole('button', { name: 'Attended' });
    expect(attended).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(attended);
    expect(attended).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'No-show' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ status: 'attended' }]);
  });

  test('signs off milestones of the swimmer’s level as they are ticked; earlier ones cannot be changed', async () => {
    const lesson = daySheetLesson({
      swimmers: [daySheetSwimmer({ signedOffBefore: ['turtle-1'], signedOffHere: ['turtle-2'] })],
    });
    const path = `PUT /api/instructor/lessons/${lesson.lessonId}/swimmers/${lesson.swimmers[0]!.swimmerId}/milestones`;
    const api = signedIn({
      'GET /api/instructor/day': { status: 200, body: daySheet([lesson]) },
      [path]: ({ body }) => ({
        status: 200,
        body: {
          ...lesson,
          swimmers: [
            { ...lesson.swimmers[0]!, signedOffHere: (body as { milestoneIds: string[] }).milestoneIds },
          ],
        },
      }),
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    const checklist = await screen.findByRole('group', { name: 'Milestones of Riley Chen: Level 1, turtle' });
    expect(within(checklist).getAllByRole('checkbox')).toHaveLength(8);
    const earlier = within(checklist).getByRole('checkbox', { name: /Comfortable wetting face/ });
    expect(earlier).toBeChecked();
    expect(earlier).toBeDisabled();
    expect(checklist).toHaveTextContent('2 of 8 signed off');

    await userEvent.click(within(checklist).getByRole('checkbox', { name: 'Assisted back float' }));
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
    await userEvent.click(within(checklist).getByRole('checkbox', { name: 'Blows bubbles for 5+ seconds' }));
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(2));
    expect(api.callsTo(path).map((c) => c.body)).toEqual([
      { milestoneIds: ['turtle-2', 'turtle-3'] },
      { milestoneIds: ['turtle-3'] },
    ]);
    expect(
      within(checklist).getByRole('checkbox', { name: 'Blows bubbles for 5+ seconds' }),
    ).not.toBeChecked();
    expect(within(checklist).getByRole('checkbox', { name: 'Assisted back float' })).toBeChecked();
  });

  test('quick ticks are saved one after another, and a slow older answer never unticks a newer tick', async () => {
    const lesson = daySheetLesson();
    const path = `PUT /api/instructor/lessons/${lesson.lessonId}/swimmers/${lesson.swimmers[0]!.swimmerId}/milestones`;
    let releaseFirst = () => {};
    let releaseSecond = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const secondHeld = new Promise<void>((resolve) => (releaseSecond = resolve));
    const answer = (ids: string[]) => ({
      status: 200,
      body: { ...lesson, swimmers: [{ ...lesson.swimmers[0]!, signedOffHere: ids }] },
    });
    const api = signedIn({
      'GET /api/instructor/day': { status: 200, body: daySheet([lesson]) },
      [path]: async ({ body }) => {
        const ids = (body as { milestoneIds: string[] }).milestoneIds;
        await (ids.length === 1 ? firstHeld : secondHeld);
        return answer(ids);
      },
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Assisted back float' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Assisted front glide' }));
    // The second save waits for the first: the server gets the sets in the order they were ticked.
    expect(api.callsTo(path)).toHaveLength(1);
    releaseFirst();
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(2));
    expect(api.callsTo(path).map((c) => c.body)).toEqual([
      { milestoneIds: ['turtle-3'] },
      { milestoneIds: ['turtle-3', 'turtle-4'] },
    ]);
    // The first answer (only back float) came while the second was on its way: the screen keeps both ticks.
    expect(screen.getByRole('checkbox', { name: 'Assisted front glide' })).toBeChecked();
    releaseSecond();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Assisted front glide' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Assisted back float' })).toBeChecked();
  });

  test('a swimmer whose level is not set yet has no milestones to sign off, but attendance still counts', async () => {
    signedIn({
      'GET /api/instructor/day': {
        status: 200,
        body: daySheet([daySheetLesson({ swimmers: [daySheetSwimmer({ level: 'To be assessed' })] })]),
      },
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Child (4-12) · To be assessed');
    expect(card).toHaveTextContent('No milestones to sign off until Riley Chen’s level is set.');
    expect(within(card).queryAllByRole('checkbox')).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Attended' })).toBeEnabled();
  });

  test('a change the server refuses says so and shows what the server holds again', async () => {
    const lesson = daySheetLesson();
    const swimmerPath = `/api/instructor/lessons/${lesson.lessonId}/swimmers/${lesson.swimmers[0]!.swimmerId}`;
    signedIn({
      'GET /api/instructor/day': { status: 200, body: daySheet([lesson]) },
      [`PUT ${swimmerPath}/milestones`]: { status: 409, body: { message: 'That lesson was cancelled' } },
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Assisted back float' }));
    expect(await screen.findByText(/Not saved: That lesson was cancelled/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Assisted back float' })).not.toBeChecked(),
    );
  });

  test('before the lesson’s day every control is disabled, with a note saying why', async () => {
    signedIn({
      'GET /api/instructor/day': { status: 200, body: daySheet([daySheetLesson({ canRecord: false })]) },
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    const card = await screen.findByRole('article');
    expect(card).toHaveAccessibleDescription(
      'Attendance and milestones can be recorded from the day of the lesson.',
    );
    expect(within(card).getByRole('button', { name: 'Attended' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'No-show' })).toBeDisabled();
    for (const box of within(card).getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Finish lesson & email progress' })).toBeDisabled();
  });

  test('finishing asks first with the number of milestones, sends once, then says the progress was emailed', async () => {
    const lesson = daySheetLesson({
      swimmers: [daySheetSwimmer({ signedOffHere: ['turtle-2', 'turtle-3'] })],
    });
    const api = signedIn({
      'GET /api/instructor/day': { status: 200, body: daySheet([lesson]) },
      [`POST /api/instructor/lessons/${lesson.lessonId}/finish`]: {
        status: 200,
        body: { progressSentAt: '2026-07-11T13:35:00.000Z', milestonesCount: 2 },
      },
    });
    renderWithApp(<InstructorPage />, { path: '/instructor' });
    await userEvent.click(await screen.findByRole('button', { name: 'Finish lesson & email progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish lesson & email progress' });
    expect(dialog).toHaveTextContent('listing the 2 milestones signed off in this lesson');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Email progress (2 milestones)' }));
    expect(await screen.findByText('Progress emailed')).toBeInTheDocument();
    // The dialog and its opener are gone: focus lands on the note that replaced them.
    await waitFor(() => expect(screen.getByText('Progress emailed')).toHaveFocus());
    expect(screen.getByText('at 9:35 AM')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish lesson & email progress' })).not.toBeInTheDocument();
    expect(api.callsTo(`POST /api/instructor/lessons/${lesson.lessonId}/finish`)).toHaveLength(1);
  });
});
