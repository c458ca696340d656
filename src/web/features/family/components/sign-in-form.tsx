import {
  FAMILY_LINK_BUTTON,
  FAMILY_LINK_SENT_MESSAGE,
  familySignInLinkRequestSchema,
  type FamilySignInLinkRequest,
} from '@core/api/family';
import { EmailLinkForm } from '@web/components/sign-in/email-link-form';
import { requestSignInLink } from '@web/lib/request-family-sign-in-link';

/** Whatever the server answers, the family reads the same sentence: the page never tells whether an email has lessons. */
async function requestFamilyLink(body: FamilySignInLinkRequest): Promise<string> {
  await requestSignInLink(body);
  return FAMILY_LINK_SENT_MESSAGE;
}

/** Asks for a family's sign-in link to My Lessons by email. */
export function SignInForm() {
  return (
    <EmailLinkForm
      schema={familySignInLinkRequestSchema}
      request={requestFamilyLink}
      label="Sign in to My Lessons"
      emailId="family-email"
      hint="The email you booked or requested lessons with."
      submitLabel={FAMILY_LINK_BUTTON}
      submitClassName="w-full sm:w-auto"
    />
  );
}
