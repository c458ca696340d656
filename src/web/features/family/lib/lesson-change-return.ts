/**
 * The live payment provider may send the browser away for a bank check and back again. It comes back to My Lessons
 * with the change's id, so the page can finish the move the dialog could not.
 */
export const LESSON_CHANGE_PARAM = 'lesson_change';

export const lessonChangeReturnUrl = (origin: string, changeId: string) =>
  `${origin}/my-lessons?${LESSON_CHANGE_PARAM}=${encodeURIComponent(changeId)}`;
