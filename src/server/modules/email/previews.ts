/**
 * Every template rendered with believable sample data, so the owner can see exactly what customers receive.
 * Dates are a week from `now`, so the samples always describe upcoming lessons.
 */
import type { Config } from '../../config';
import { brandFrom } from './brand';
import { renderMessage, type MessageKind } from './templates';
import { manageLinkUntil } from './manage-link';
import { sampleLink, samplePreviews } from './preview-samples';

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
      // The family's own copies carry the link (a sample address here, which signs nobody in).
      manageUrl: manageLinkUntil(message, now) ? sampleLink(config.publicUrl) : undefined,
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
