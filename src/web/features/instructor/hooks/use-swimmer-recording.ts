import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordingKey } from '../api/day-sheet';
import { useRef, useState } from 'react';
import type { AttendanceState, DaySheet, DaySheetSwimmer } from '@core/api/instructor';
import { DAY_SHEET_QUERY_KEY, storeDaySheetLesson } from '../api/day-sheet';
import { recordAttendance } from '../api/record-attendance';
import { saveSignOffs } from '../api/save-sign-offs';
import { swimmerLevel } from '../lib/day-sheet-format';

export type RecordingState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

type Change =
  | { kind: 'attendance'; status: AttendanceState; seq: number }
  | { kind: 'milestones'; milestoneIds: string[]; seq: number };

/**
 * Attendance and sign-offs of one swimmer in one lesson, saved as they change. The screen shows a change at once;
 * saves of one swimmer go one after another (a mutation scope), so the last tick is the one the server keeps, and
 * only the answer to the newest change is put on screen, so an older answer never flickers a tick back.
 */
export function useSwimmerRecording(lessonId: string, swimmer: DaySheetSwimmer) {
  const queryClient = useQueryClient();
  const newest = useRef(0);
  const [state, setState] = useState<RecordingState>({ kind: 'idle' });

  const showLocally = (change: Change) =>
    queryClient.setQueriesData<DaySheet>({ queryKey: DAY_SHEET_QUERY_KEY }, (sheet) =>
      sheet
        ? {
            ...sheet,
            lessons: sheet.lessons.map((lesson) =>
              lesson.lessonId !== lessonId
                ? lesson
                : {
                    ...lesson,
                    swimmers: lesson.swimmers.map((s) =>
                      s.swimmerId !== swimmer.swimmerId
                        ? s
                        : change.kind === 'attendance'
                          ? { ...s, attendance: change.status }
                          : { ...s, signedOffHere: change.milestoneIds },
                    ),
                  },
            ),
          }
        : sheet,
    );

  const save = useMutation({
    mutationKey: recordingKey(lessonId),
    scope: { id: `instructor-swimmer-${lessonId}-${swimmer.swimmerId}` },
    mutationFn: (change: Change) =>
      change.kind === 'attendance'
        ? recordAttendance(lessonId, swimmer.swimmerId, { status: change.status })
        : saveSignOffs(lessonId, swimmer.swimmerId, { milestoneIds: change.milestoneIds }),
    onMutate: async (change) => {
      // A day sheet read still on its way would overwrite the change just shown.
      await queryClient.cancelQueries({ queryKey: DAY_SHEET_QUERY_KEY });
      showLocally(change);
      setState({ kind: 'saving' });
    },
    onSuccess: (lesson, change) => {
      if (change.seq !== newest.current) return;
      storeDaySheetLesson(queryClient, lesson);
      setState({ kind: 'saved' });
    },
    onError: (err) => {
      setState({ kind: 'failed', message: err.message });
      // What the server really holds goes back on screen.
      void queryClient.invalidateQueries({ queryKey: DAY_SHEET_QUERY_KEY });
    },
  });

  return {
    state,
    markAttendance: (status: AttendanceState) => {
      if (swimmer.attendance === status) return;
      save.mutate({ kind: 'attendance', status, seq: ++newest.current });
    },
    toggleMilestone: (milestoneId: string) => {
      const level = swimmerLevel(swimmer.level);
      if (!level) return;
      const here = new Set(swimmer.signedOffHere);
      if (here.has(milestoneId)) here.delete(milestoneId);
      else here.add(milestoneId);
      // In the level's own order, so the set reads the same however it was ticked.
      const milestoneIds = level.milestones.map((m) => m.id).filter((id) => here.has(id));
      save.mutate({ kind: 'milestones', milestoneIds, seq: ++newest.current });
    },
  };
}
