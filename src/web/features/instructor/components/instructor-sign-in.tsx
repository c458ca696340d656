import { LinkRefusedNotice } from '@web/components/sign-in/link-landing';
import { InstructorSignInForm } from './instructor-sign-in-form';

/** The signed-out instructor's screen; `notice` says why a link did not work. */
export function InstructorSignIn({ notice }: { notice?: string }) {
  return (
    <div className="mx-auto max-w-md space-y-5 px-4 py-8">
      <h1 className="text-2xl font-extrabold text-ocean-900">Instructor sign-in</h1>
      {notice && <LinkRefusedNotice message={notice} />}
      <p className="text-slate-700">
        See your lessons of the day, record attendance and sign off milestones. We email you a link to sign
        in: no password needed.
      </p>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <InstructorSignInForm />
      </div>
    </div>
  );
}
