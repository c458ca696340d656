import { usePageMeta } from '@web/lib/page-meta';
import { InstructorDay } from '../components/instructor-day';
import { InstructorSessionGate } from '../components/instructor-session-gate';

/** `/instructor`: the sign-in form for a visitor; the instructor's day, made for a phone, once signed in. */
export function InstructorPage() {
  usePageMeta('Instructor', undefined, { noIndex: true });
  return <InstructorSessionGate>{(session) => <InstructorDay session={session} />}</InstructorSessionGate>;
}
