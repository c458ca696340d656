import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, MailCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { DaySheet, DaySheetLesson } from '@core/api/instructor';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { DAY_SHEET_QUERY_KEY, recordingKey } from '../api/day-sheet';
import { finishLesson } from '../api/finish-lesson';
import { formatInstructorTime } from '../lib/day-sheet-format';

const milestonesText = (n: number) => `${n} milestone${n === 1 ? '' : 's'}`;

/** Milestones signed off in this lesson, all swimmers together: what the family's email will list. */
export const signedOffHereCount = (lesson: DaySheetLesson) =>
  lesson.swimmers.reduce((sum, s) => sum + s.signedOffHere.length, 0);

/**
 * "Finish lesson & email progress": asks first, with the number of milestones the email will list, then sends the
 * family one email. Once sent, the lesson says so instead of offering the button again.
 */
export function FinishLesson({ lesson }: { lesson: DaySheetLesson }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // The email lists what is saved when it is written: a tick still on its way would be left out of it.
  const saving = useIsMutating({ mutationKey: recordingKey(lesson.lessonId) }) > 0;
  const [sentHere, setSentHere] = useState(false);
  const sentNote = useRef<HTMLParagraphElement>(null);
  // The dialog and the button that opened it are gone once the email is sent: focus goes to the note that replaced them.
  useEffect(() => {
    if (sentHere && lesson.progressSentAt) sentNote.current?.focus();
  }, [sentHere, lesson.progressSentAt]);
  const finish = useMutation({
    mutationFn: () => finishLesson(lesson.lessonId),
    onSuccess: ({ progressSentAt }) => {
      setConfirming(false);
      setSentHere(true);
      queryClient.setQueriesData<DaySheet>({ queryKey: DAY_SHEET_QUERY_KEY }, (sheet) =>
        sheet
          ? {
              ...sheet,
              lessons: sheet.lessons.map((l) =>
                l.lessonId === lesson.lessonId ? { ...l, progressSentAt } : l,
              ),
            }
          : sheet,
      );
    },
  });

  if (lesson.progressSentAt)
    return (
      <p
        ref={sentNote}
        tabIndex={-1}
        role="status"
        className="flex items-center gap-2 font-semibold text-teal-800"
      >
        <MailCheck className="size-5" aria-hidden="true" /> Progress emailed
        <span className="font-normal text-slate-600">at {formatInstructorTime(lesson.progressSentAt)}</span>
      </p>
    );

  const count = signedOffHereCount(lesson);
  return (
    <>
      <Button
        size="lg"
        className="w-full"
        disabled={!lesson.canRecord || saving}
        onClick={() => {
          finish.reset();
          setConfirming(true);
        }}
      >
        <Send aria-hidden="true" /> Finish lesson & email progress
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        busy={finish.isPending}
        title="Finish lesson & email progress"
        description={`The family gets one email listing the ${milestonesText(count)} signed off in this lesson. It is sent once.`}
      >
        {finish.isError && (
          <p
            role="alert"
            className="mb-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            {finish.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" disabled={finish.isPending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button disabled={finish.isPending || saving} onClick={() => finish.mutate()}>
            {finish.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Email progress ({milestonesText(count)})
          </Button>
        </div>
      </Dialog>
    </>
  );
}
