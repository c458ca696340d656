import { SIGN_IN_LINK_MINUTES } from '../../auth';
import { contactLine, type TemplateContext } from './booking-parts';
import type { FamilySignInLinkView } from './models';
import type { EmailContent } from './render';

/**
 * The one-time sign-in link for My Lessons. It says nothing about the family or its lessons: anyone can ask for a
 * link to any address, so the message must be safe to land in the wrong inbox.
 */
export function familySignInLinkEmail(view: FamilySignInLinkView, ctx: TemplateContext): EmailContent {
  return {
    subject: 'Your sign-in link for My Lessons',
    preheader: `It works once, within ${SIGN_IN_LINK_MINUTES} minutes.`,
    blocks: [
      { type: 'heading', text: 'Sign in to My Lessons' },
      {
        type: 'paragraph',
        text: `Open this link to see your lessons, and to move or cancel one online. It works once, within ${SIGN_IN_LINK_MINUTES} minutes.`,
      },
      { type: 'button', label: 'Sign in to My Lessons', url: view.url, showUrl: true },
      {
        type: 'paragraph',
        text: 'If you did not ask for this link, you can ignore this email: nobody can sign in without it.',
      },
      contactLine(ctx),
    ],
  };
}
