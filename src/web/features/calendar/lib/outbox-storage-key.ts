/** Where queued lesson requests wait; kept apart so every page can look for them without loading the sender. */
export const OUTBOX_STORAGE_KEY = 'swim.pendingLessonRequests';

export function hasQueuedRequests(): boolean {
  try {
    return Boolean(localStorage.getItem(OUTBOX_STORAGE_KEY));
  } catch {
    return false;
  }
}
