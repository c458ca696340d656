import { BUSINESS } from '@core/catalog/business';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { formatInZone } from '@core/rules/timezones';
import {
  contactLine,
  lessonLine,
  lessonsBlocks,
  lessonsInvite,
  liveLessons,
  manageBlocks,
  whatsNext,
  type TemplateContext,
} from './booking-parts';
import { excerpt, VISITOR_NAME_EXCERPT_CHARS } from './excerpt';
import type { LessonRequestView } from './models';
import type { EmailBlock, EmailContent } from './render';

// A request has no chosen zone: the calendar it came from shows the business's own (spec section 7).
const ZONE = DEFAULT_TIME_ZONE;

function requestedBlocks(request: LessonRequestView): EmailBlock[] {
  const days = request.dates.map((d) =>
    formatInZone(new Date(`${d}T12:00:00Z`), 'UTC', 'EEEE, MMMM d, yyyy'),
  );
  return [
    {
      type: 'details',
      rows: [
        ['Request ID', request.requestCode],
        ['Lesson type', lessonTypeLabel(request.lessonType)],
        ['Swimmers', String(request.swimmers)],
      ],
    },
    { type: 'subheading', text: request.lessons.length ? 'Requested times' : 'Requested dates' },
    { type: 'list', items: request.lessons.length ? request.lessons.map((l) => lessonLine(l, ZONE)) : days },
  ];
}

export function lessonRequestReceivedEmail(request: LessonRequestView, ctx: TemplateContext): EmailContent {
  return {
    subject: `Request Received: ${request.requestCode} is pending approval`,
    preheader: "You'll receive email confirmation soon.",
    blocks: [
      { type: 'heading', text: 'Request Received!' },
      {
        type: 'paragraph',
        text: `Hi ${excerpt(request.firstName, VISITOR_NAME_EXCERPT_CHARS)}, your lesson request ${request.requestCode} is pending approval. You'll receive email confirmation soon, usually within ${BUSINESS.contactReplyHours} hours.`,
      },
      ...requestedBlocks(request),
      ...manageBlocks(ctx),
      contactLine(ctx),
    ],
  };
}

export function lessonRequestOwnerEmail(request: LessonRequestView, ctx: TemplateContext): EmailContent {
  const name = `${request.firstName} ${request.lastName}`;
  return {
    subject: `New lesson request ${request.requestCode} from ${name}`,
    preheader: `${lessonTypeLabel(request.lessonType)}, ${request.dates.length} ${request.dates.length === 1 ? 'day' : 'days'}: waiting for your approval.`,
    blocks: [
      { type: 'heading', text: `New lesson request ${request.requestCode}` },
      {
        type: 'paragraph',
        text: `${name} is waiting for your approval. We told them to expect an email within ${BUSINESS.contactReplyHours} hours.`,
      },
      {
        type: 'details',
        rows: [
          ['Name', name],
          ['Email', request.email],
          ['Phone', request.phone],
        ],
      },
      ...requestedBlocks(request),
      { type: 'button', label: 'Review the request', url: `${ctx.publicUrl}/admin` },
    ],
  };
}

export function lessonRequestApprovedEmail(request: LessonRequestView, ctx: TemplateContext): EmailContent {
  const { booking } = request;
  return {
    subject: `Approved: your lesson request ${request.requestCode}`,
    preheader: 'Your lessons are confirmed.',
    blocks: [
      { type: 'heading', text: 'Your lesson request is approved' },
      {
        type: 'paragraph',
        text: `Hi ${request.firstName}, good news: we have approved lesson request ${request.requestCode}.`,
      },
      ...(request.decisionMessage ? [{ type: 'quote' as const, text: request.decisionMessage }] : []),
      ...(booking
        ? [
            {
              type: 'paragraph' as const,
              text: `Your booking ID is ${booking.reference}; payment is taken at the lesson. The attached calendar invite adds every lesson to your calendar.`,
            },
            ...lessonsBlocks(booking),
          ]
        : requestedBlocks(request)),
      { type: 'subheading', text: "What's Next" },
      { type: 'list', items: whatsNext() },
      ...manageBlocks(ctx),
      contactLine(ctx),
    ],
    attachments:
      booking && liveLessons(booking).length
        ? [lessonsInvite(booking, liveLessons(booking), 'REQUEST', ctx)]
        : [],
  };
}

export function lessonRequestDeclinedEmail(request: LessonRequestView, ctx: TemplateContext): EmailContent {
  return {
    subject: `About your lesson request ${request.requestCode}`,
    preheader: 'We could not fit these times in; other times are open.',
    blocks: [
      { type: 'heading', text: 'We could not fit these times in' },
      {
        type: 'paragraph',
        text: `Hi ${request.firstName}, we are sorry: we cannot take lesson request ${request.requestCode} as asked.`,
      },
      ...(request.decisionMessage ? [{ type: 'quote' as const, text: request.decisionMessage }] : []),
      ...requestedBlocks(request),
      {
        type: 'paragraph',
        text: 'Other times are open on the calendar, and we are glad to find one that suits you.',
      },
      { type: 'button', label: 'View Available Times', url: `${ctx.publicUrl}/calendar` },
      ...manageBlocks(ctx),
      contactLine(ctx),
    ],
  };
}
