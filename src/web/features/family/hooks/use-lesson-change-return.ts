import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SITE_ROUTES } from '@core/site-routes';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { confirmLessonChange } from '../api/confirm-lesson-change';
import { FAMILY_LESSONS_QUERY_KEY } from '../api/family-lessons';
import { LESSON_CHANGE_PARAM } from '../lib/lesson-change-return';

/**
 * Signed in and back from the live provider's bank check with `?lesson_change=<id>`: finishes that move once, says how it went,
 * and takes the id out of the address.
 */
export function useLessonChangeReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const changeId = params.get(LESSON_CHANGE_PARAM);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!changeId || handled.current === changeId) return;
    handled.current = changeId;
    void navigate(SITE_ROUTES.myLessons, { replace: true });
    confirmLessonChange(changeId).then(
      (result) => {
        toast({
          title: result.status === 'moved' ? 'Lesson moved' : 'Lesson not moved yet',
          description: result.message,
          variant: result.status === 'refused' ? 'destructive' : 'default',
        });
        void queryClient.invalidateQueries({ queryKey: FAMILY_LESSONS_QUERY_KEY });
      },
      (err: unknown) =>
        toast({
          title: 'Lesson not moved',
          description: err instanceof ApiError || err instanceof Error ? err.message : undefined,
          variant: 'destructive',
        }),
    );
  }, [changeId, navigate, queryClient]);
}
