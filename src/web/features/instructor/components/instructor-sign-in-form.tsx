import { instructorSignInLinkRequestSchema } from '@core/api/instructor';
import { EmailLinkForm } from '@web/components/sign-in/email-link-form';
import { requestInstructorSignInLink } from '../api/request-instructor-sign-in-link';

/** The server's answer is the same whether or not the email belongs to an instructor, so it is shown as sent. */
async function requestInstructorLink(body: { email: string }): Promise<string> {
  const { message } = await requestInstructorSignInLink(body);
  return message;
}

/** Asks for an instructor's sign-in link by email. */
export function InstructorSignInForm() {
  return (
    <EmailLinkForm
      schema={instructorSignInLinkRequestSchema}
      request={requestInstructorLink}
      label="Instructor sign-in"
      emailId="instructor-email"
      hint="The email the business has for you."
      submitLabel="Email me a sign-in link"
      submitClassName="w-full"
    />
  );
}
