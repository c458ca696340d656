/**
 * Every template rendered with believable sample data, so the owner can see exactly what customers receive.
 * Dates are a week from `now`, so the samples always describe upcoming lessons.
 */
import type { Config } from '../../config';
import { brandFrom } from './brand';
import { renderMessage, type Message, type MessageKind } from './templates';
import { lessonsCancelledSendsToMyLessons } from './templates/lessons-cancelled';
import { sampleLink, samplePreviews } from './preview-samples';

/** The family's own copies, which carry a "Manage your lessons" link (a sample address here, which signs nobody in). */
const WITH_MANAGE_LINK: ReadonlySet<MessageKind> = new Set([
  'booking_confirmed',
  'lesson_reminder',
  'lesson_request_received',
  'lesson_request_approved',
  'lesson_request_declined',
  'waitlist_joined',
  'waitlist_offer',
  'package_purchased',
]);

function carriesManageLink(message: Message): boolean {
  if (message.kind === 'lessons_cancelled') return lessonsCancelledSendsToMyLessons(message.data);
  return WITH_MANAGE_LINK.has(message.kind);
}

export interface EmailPreview {
  /** The message kind, or for a variant of one (the same message in another case) its kind and the case. */
  kind: MessageKind | `${MessageKind}_${string}`;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

export function emailPreviews(
  config: Config,
  policy: { cancelNoticeHours: number },
  now: Date = new Date(),
): EmailPreview[] {
  const ctx = { ...brandFrom(config), now, cancelNoticeHours: policy.cancelNoticeHours };
  return samplePreviews(now, config.publicUrl).map(({ kind, message }) => {
    const rendered = renderMessage(message, {
      ...ctx,
      manageUrl: carriesManageLink(message) ? sampleLink(config.publicUrl) : undefined,
    });
    return {
      kind,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: rendered.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    };
  });
}
