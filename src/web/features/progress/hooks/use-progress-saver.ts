import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FAMILY_PROGRESS_QUERY_KEY, type FamilyProgress } from '@web/lib/family-progress';
import { saveProgress } from '../api/save-progress';

export const SAVE_DELAY_MS = 800;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

/**
 * Saves a swimmer's checks a moment after the last click, so ticking five milestones sends one request. Saves of one
 * swimmer go one after another (the last list always wins), and checks still waiting when the page closes are sent
 * then rather than lost.
 */
export function useProgressSaver(delayMs = SAVE_DELAY_MS) {
  const queryClient = useQueryClient();
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const waiting = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; milestones: string[] }>());
  const chains = useRef(new Map<string, Promise<void>>());

  const setState = useCallback(
    (key: string, state: SaveState) => setStates((all) => ({ ...all, [key]: state })),
    [],
  );

  const send = useCallback(
    (key: string, milestones: string[]) => {
      waiting.current.delete(key);
      setState(key, { kind: 'saving' });
      const previous = chains.current.get(key) ?? Promise.resolve();
      const next = previous.then(async () => {
        try {
          await saveProgress(key, { milestones });
          queryClient.setQueryData<FamilyProgress>(FAMILY_PROGRESS_QUERY_KEY, (data) =>
            data ? { swimmers: data.swimmers.map((s) => (s.key === key ? { ...s, milestones } : s)) } : data,
          );
          // A newer list waiting for its turn decides what the swimmer's state reads.
          if (!waiting.current.has(key)) setState(key, { kind: 'saved' });
        } catch (err) {
          setState(key, { kind: 'failed', message: err instanceof Error ? err.message : 'Request failed' });
        }
      });
      chains.current.set(key, next);
      return next;
    },
    [queryClient, setState],
  );

  const schedule = useCallback(
    (key: string, milestones: string[]) => {
      const pending = waiting.current.get(key);
      if (pending) clearTimeout(pending.timer);
      const timer = setTimeout(() => void send(key, milestones), delayMs);
      waiting.current.set(key, { timer, milestones });
      setState(key, { kind: 'waiting' });
    },
    [delayMs, send, setState],
  );

  useEffect(() => {
    const pendingSaves = waiting.current;
    const saveChains = chains.current;
    return () => {
      for (const [key, { timer, milestones }] of pendingSaves) {
        clearTimeout(timer);
        void (saveChains.get(key) ?? Promise.resolve())
          .then(() => saveProgress(key, { milestones }))
          .catch(() => undefined);
      }
      pendingSaves.clear();
    };
  }, []);

  return { schedule, stateOf: (key: string): SaveState => states[key] ?? { kind: 'idle' } };
}
