/**
 * Documents a family signs: the signed copies (PDFs attached), and the reminder before a lesson that something
 * required is still unsigned, with the link that signs the family in to My Lessons to sign it.
 */
import type { DocumentsMissingFacts, SignedCopyView } from '../../../contracts/email-views';
import { contactLine, firstName, lessonLine, type TemplateContext } from './booking-parts';
import { formatInZone } from '@core/rules/timezones';
import { customerZone, lessonDay } from './format';
import type { BookingView, LessonView } from './models';
import type { EmailContent } from './render';

export interface DocumentsSignedView {
  copies: SignedCopyView[];
}

export interface DocumentsReminderView {
  booking: BookingView;
  lesson: LessonView;
  missing: DocumentsMissingFacts;
}

export function documentsSignedEmail(view: DocumentsSignedView, ctx: TemplateContext): EmailContent {
  const titles = [...new Set(view.copies.map((c) => c.title))];
  return {
    subject: `Your signed ${titles.join(' and ')}`,
    preheader: 'Your copies are attached as PDFs.',
    blocks: [
      { type: 'heading', text: 'Thank you for signing' },
      {
        type: 'paragraph',
        text: 'Your signed copies are attached as PDFs. Keep them with your records; we keep ours.',
      },
      {
        type: 'list',
        items: view.copies.map(
          (c) =>
            `${c.title} (version ${c.version}) for ${c.swimmerName}, signed by ${c.signerName} on ${formatInZone(c.signedAt, customerZone(undefined), 'MMM d, yyyy')}`,
        ),
      },
      contactLine(ctx),
    ],
    attachments: view.copies.map((c) => c.attachment),
  };
}

export function documentsReminderEmail(view: DocumentsReminderView, ctx: TemplateContext): EmailContent {
  const { booking, lesson } = view;
  const zone = customerZone(booking.timeZone);
  return {
    subject: `Please sign before your lesson ${lessonDay(lesson.start, zone)}`,
    preheader: 'A document is still to be signed before your swimmer gets in the water.',
    blocks: [
      { type: 'heading', text: 'One thing before your lesson' },
      {
        type: 'paragraph',
        text: `Hi ${firstName(booking.customerName)}, your instructor needs these signed before the lesson (booking ${booking.reference}):`,
      },
      { type: 'list', items: [lessonLine(lesson, zone)] },
      {
        type: 'list',
        items: view.missing.flatMap((s) =>
          s.documents.map(
            (d) => `${d.title} for ${s.swimmerName}${d.outdated ? ' (a new version to sign again)' : ''}`,
          ),
        ),
      },
      ...(ctx.manageUrl
        ? [
            {
              type: 'paragraph' as const,
              text: 'It takes a minute on My Lessons: read, type your name and tick the box.',
            },
            { type: 'button' as const, label: 'Sign on My Lessons', url: ctx.manageUrl, showUrl: true },
          ]
        : []),
      contactLine(ctx),
    ],
  };
}
