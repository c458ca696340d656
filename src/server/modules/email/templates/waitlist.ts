/**
 * The waitlist's emails: "You're on the waitlist" when a family joins, and "A spot opened" when seats are held for
 * them. Every link carries its token in the fragment; each message can be left from (the leave link), except the
 * reminder a repeated join sends ("You're already on the waitlist", 0152), which points to the first email and My Lessons.
 */
import { WAITLIST_JOINED_SUBJECT, WAITLIST_OFFER_SUBJECT } from '@core/api/waitlist';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { formatInZone } from '@core/rules/timezones';
import { contactLine, firstName, lessonLine, manageBlocks, type TemplateContext } from './booking-parts';
import { customerZone, lessonDay, zoneLabel } from './format';
import type { WaitlistJoinedFacts, WaitlistOfferFacts } from '../../../contracts/email-views';
import type { EmailBlock, EmailContent } from './render';

/** The joined email's view: the entry's facts (contracts/email-views.ts) with the links the email carries. */
export interface WaitlistJoinedView extends Omit<WaitlistJoinedFacts, 'email'> {
  /** Null when the family joined again with an email already waiting: only the hash of the first link's token is kept. */
  leaveUrl: string | null;
  /** Someone joined again with this email: nothing changed, and the email says so (0152). */
  alreadyWaiting?: boolean;
}

/** The offer email's view: the offer's facts with the links the email carries. */
export interface WaitlistOfferView extends Omit<WaitlistOfferFacts, 'email'> {
  claimUrl: string;
  declineUrl: string;
  leaveUrl: string;
}

const seats = (n: number) => `${n} seat${n === 1 ? '' : 's'}`;
const swimmers = (n: number) => `${n} swimmer${n === 1 ? '' : 's'}`;

/** "Sunday, March 8 at 3:00 PM (Eastern Time (ET))" */
export function offerExpiry(expiresAt: Date, zone: string): string {
  const tz = customerZone(zone);
  return `${formatInZone(expiresAt, tz, "EEEE, MMMM d 'at' h:mm a")} (${zoneLabel(tz)})`;
}

function leaveBlocks(url: string): EmailBlock[] {
  return [
    { type: 'subheading', text: 'Changed your plans?' },
    { type: 'paragraph', text: 'Leave the waitlist and we will not email you about it again.' },
    { type: 'button', label: 'Leave the waitlist', url, showUrl: true },
  ];
}

/** What a repeated join tells the family instead of a leave link: nothing changed, and where to leave. */
const ALREADY_WAITING_SUBJECT = "You're already on the waitlist";
function alreadyWaitingBlocks(ctx: TemplateContext): EmailBlock[] {
  return [
    {
      type: 'paragraph',
      text: 'Someone asked again to put this email on the list. Nothing has changed: you keep your place in line, and you need not do anything.',
    },
    {
      type: 'paragraph',
      text: ctx.manageUrl
        ? 'To leave the waitlist, use the link in our first email, or leave it from Manage your lessons below.'
        : 'To leave the waitlist, use the link in our first email.',
    },
  ];
}

export function waitlistJoinedEmail(view: WaitlistJoinedView, ctx: TemplateContext): EmailContent {
  const type = lessonTypeLabel(view.lessonType);
  const again = view.alreadyWaiting === true;
  const subject = again ? ALREADY_WAITING_SUBJECT : WAITLIST_JOINED_SUBJECT;
  const what =
    view.kind === 'time' && view.lesson
      ? [
          {
            type: 'paragraph' as const,
            text: `Hi ${firstName(view.name)}, you're ${again ? 'already ' : ''}on the waitlist for this ${type} lesson, for ${swimmers(view.swimmers)}:`,
          },
          { type: 'list' as const, items: [lessonLine(view.lesson, view.timeZone)] },
        ]
      : [
          {
            type: 'paragraph' as const,
            text: `Hi ${firstName(view.name)}, ${again ? 'you already asked us to let you know' : "we'll let you know"} when a time like this opens, for ${swimmers(view.swimmers)}:`,
          },
          { type: 'list' as const, items: [view.preference ?? type] },
        ];
  return {
    subject,
    preheader:
      view.kind === 'time' && view.lesson
        ? `We'll email you if a seat opens on ${lessonDay(view.lesson.start, view.timeZone)}.`
        : "We'll email you when a time like this opens.",
    blocks: [
      { type: 'heading', text: subject },
      ...what,
      {
        type: 'paragraph',
        text: 'When seats open, the first family in line gets an email with the seats held for them for a limited time. If you do not book them in time, they go to the next family.',
      },
      ...(view.leaveUrl ? leaveBlocks(view.leaveUrl) : alreadyWaitingBlocks(ctx)),
      ...manageBlocks(ctx),
      contactLine(ctx),
    ],
  };
}

export function waitlistOfferEmail(view: WaitlistOfferView, ctx: TemplateContext): EmailContent {
  const until = offerExpiry(view.expiresAt, view.timeZone);
  return {
    subject: WAITLIST_OFFER_SUBJECT,
    preheader: `We're holding ${seats(view.swimmers)} for you until ${until}.`,
    blocks: [
      { type: 'heading', text: WAITLIST_OFFER_SUBJECT },
      {
        type: 'paragraph',
        text: `Hi ${firstName(view.name)}, a ${lessonTypeLabel(view.lessonType)} lesson you were waiting for has room, and we're holding ${seats(view.swimmers)} for you:`,
      },
      { type: 'list', items: [lessonLine(view.lesson, view.timeZone)] },
      {
        type: 'paragraph',
        text: `Nobody else can book these seats until ${until}. After that they go to the next family in line.`,
      },
      { type: 'button', label: 'Book this time', url: view.claimUrl, showUrl: true },
      { type: 'subheading', text: "Can't make it?" },
      { type: 'paragraph', text: 'Decline the offer and we will pass the seats to the next family at once.' },
      { type: 'button', label: 'Decline this offer', url: view.declineUrl, showUrl: true },
      ...leaveBlocks(view.leaveUrl),
      ...manageBlocks(ctx),
      contactLine(ctx),
    ],
  };
}
