import { FAMILY_CREDITS_QUERY_KEY } from '../api/family-credits';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FamilyCancellationPreview } from '@core/api/family';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { cancelLessons, OUTCOME_CHANGED } from '../api/cancel-lessons';
import { FAMILY_LESSONS_QUERY_KEY } from '../api/family-lessons';
import { previewCancellation, type CancellationTarget } from '../api/preview-cancellation';

type State =
  | { kind: 'loading'; notice?: string }
  | { kind: 'ready'; preview: FamilyCancellationPreview; notice?: string }
  | { kind: 'confirming'; preview: FamilyCancellationPreview }
  | { kind: 'failed'; message: string; preview?: FamilyCancellationPreview };

interface Props {
  target: CancellationTarget;
  /** "Cancel lesson" or "Cancel all remaining lessons". */
  title: string;
  /** Which lessons, in words: the day and time, or how many. */
  summary: string;
  onClose: () => void;
}

/**
 * Shows what cancelling does before anything changes: the server's preview of the refund (or of none), and only then
 * "Confirm cancellation", which applies exactly that outcome. When the outcome changed meanwhile (the notice ran
 * out), the server refuses and the family is shown the new one to confirm instead.
 */
export function CancelDialog({ target, title, summary, onClose }: Props) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'loading' });
  // Only the latest preview request may change what the dialog shows.
  const latest = useRef(0);
  const { bookingId, lessonId } = target;

  const loadPreview = useCallback(
    async (notice?: string) => {
      const mine = ++latest.current;
      setState({ kind: 'loading', notice });
      try {
        const preview = await previewCancellation({ bookingId, ...(lessonId ? { lessonId } : {}) });
        if (mine === latest.current) setState({ kind: 'ready', preview, notice });
      } catch (err) {
        if (mine === latest.current)
          setState({ kind: 'failed', message: err instanceof Error ? err.message : 'Request failed' });
      }
    },
    [bookingId, lessonId],
  );

  useEffect(() => {
    void loadPreview();
    return () => {
      latest.current += 1;
    };
  }, [loadPreview]);

  async function confirm(preview: FamilyCancellationPreview) {
    setState({ kind: 'confirming', preview });
    try {
      const result = await cancelLessons({
        bookingId,
        ...(lessonId ? { lessonId } : {}),
        expectedRefundCents: preview.refundCents,
        expectedCreditLessons: preview.creditLessons,
      });
      toast({ title: lessonId ? 'Lesson cancelled' : 'Lessons cancelled', description: result.message });
      await queryClient.invalidateQueries({ queryKey: FAMILY_LESSONS_QUERY_KEY });
      // A lesson paid with credits, or under the credit policy, changes the credit balance too.
      void queryClient.invalidateQueries({ queryKey: FAMILY_CREDITS_QUERY_KEY });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === OUTCOME_CHANGED) {
        void loadPreview(err.message);
        return;
      }
      // Whatever happened, the list may be out of date (another tab, the owner): read it again.
      void queryClient.invalidateQueries({ queryKey: FAMILY_LESSONS_QUERY_KEY });
      setState({ kind: 'failed', message: err instanceof Error ? err.message : 'Request failed', preview });
    }
  }

  const busy = state.kind === 'confirming';
  const preview = state.kind === 'loading' ? undefined : state.preview;
  const notice = state.kind === 'loading' || state.kind === 'ready' ? state.notice : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={summary} busy={busy}>
      <div className="space-y-4">
        {notice && (
          <p
            role="alert"
            className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            {notice}
          </p>
        )}
        <div aria-live="polite" aria-busy={state.kind === 'loading'}>
          {state.kind === 'loading' ? (
            <p className="flex items-center gap-2 text-slate-700">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Checking what cancelling would
              do...
            </p>
          ) : (
            preview && (
              <p
                data-testid="cancellation-outcome"
                className="rounded-xl border border-ocean-200 bg-ocean-50 p-4 text-base font-semibold text-ocean-900"
              >
                {preview.message}
              </p>
            )
          )}
        </div>
        {state.kind === 'failed' && (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {state.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Keep {lessonId ? 'lesson' : 'lessons'}
          </Button>
          {state.kind === 'failed' && !state.preview ? (
            <Button onClick={() => void loadPreview()}>Try again</Button>
          ) : (
            <Button
              variant="destructive"
              disabled={!preview || busy}
              onClick={() => preview && void confirm(preview)}
            >
              {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
              Confirm cancellation
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
