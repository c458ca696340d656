import { BUSINESS } from '@core/catalog/business';
import { DEFAULT_TIME_ZONE } from '@core/catalog/time-zones';
import { contactLine, firstName, type TemplateContext } from './booking-parts';
import { WATER_SAFETY_CHECKLIST, WATER_SAFETY_CHECKLIST_TITLE } from '@core/catalog/water-safety-checklist';
import { checklistAttachment } from './checklist';
import { formatDollars } from '@core/rules/money';
import { formatInZone } from '@core/rules/timezones';
import { zoneLabel } from './format';
import { excerpt, VISITOR_NAME_EXCERPT_CHARS } from './excerpt';
import type { ContactMessageView, LeadView } from './models';
import type { EmailBlock, EmailContent } from './render';

export function leadMagnetEmail(lead: LeadView, ctx: TemplateContext): EmailContent {
  const printable = `${ctx.publicUrl}/water-safety-checklist`;
  const sections: EmailBlock[] = WATER_SAFETY_CHECKLIST.flatMap((s): EmailBlock[] => [
    { type: 'subheading', text: s.title },
    { type: 'list', items: s.items },
  ]);
  return {
    subject: `Your free ${WATER_SAFETY_CHECKLIST_TITLE}`,
    preheader: 'Print it and keep it by the pool.',
    blocks: [
      { type: 'heading', text: `Your ${WATER_SAFETY_CHECKLIST_TITLE}` },
      {
        type: 'paragraph',
        text: `Hi ${excerpt(firstName(lead.name), VISITOR_NAME_EXCERPT_CHARS)}, here is the free checklist you asked for. It is attached to this email, and the printable version is one click away:`,
      },
      { type: 'button', label: 'Open the printable checklist', url: printable },
      ...sections,
      {
        type: 'paragraph',
        text: `Ready for the water? Your first lesson is ${formatDollars(BUSINESS.firstLessonPrice)}, at your pool, for ages ${BUSINESS.minimumAge} and up.`,
      },
      { type: 'button', label: 'Book Now', url: `${ctx.publicUrl}/booking` },
      contactLine(ctx),
    ],
    attachments: [checklistAttachment(ctx.businessName, ctx.publicUrl)],
  };
}

/** To the owner; the message is sent with reply-to set to the visitor, so Reply answers them. */
export function contactOwnerEmail(message: ContactMessageView, _ctx: TemplateContext): EmailContent {
  return {
    subject: `New message from ${message.name}`,
    preheader: message.message.slice(0, 120),
    blocks: [
      { type: 'heading', text: `New message from ${message.name}` },
      {
        type: 'details',
        rows: [
          ['Name', message.name],
          ['Email', message.email],
          [
            'Received',
            `${formatInZone(message.receivedAt, DEFAULT_TIME_ZONE, 'EEEE, MMMM d, yyyy, h:mm a')} (${zoneLabel(DEFAULT_TIME_ZONE)})`,
          ],
        ],
      },
      { type: 'quote', text: message.message },
      {
        type: 'paragraph',
        text: `Reply to this email to answer ${firstName(message.name)} directly. We promise a reply within ${BUSINESS.contactReplyHours} hours.`,
      },
    ],
  };
}

/** To the visitor, at whatever address they typed: it quotes only the start of their message (see excerpt.ts). */
export function contactAcknowledgementEmail(message: ContactMessageView, ctx: TemplateContext): EmailContent {
  return {
    subject: 'We received your message',
    preheader: `We'll get back to you within ${BUSINESS.contactReplyHours} hours.`,
    blocks: [
      { type: 'heading', text: 'Thanks for getting in touch' },
      {
        type: 'paragraph',
        text: `Hi ${excerpt(firstName(message.name), VISITOR_NAME_EXCERPT_CHARS)}, we received your message and we'll get back to you within ${BUSINESS.contactReplyHours} hours.`,
      },
      { type: 'quote', text: excerpt(message.message) },
      contactLine(ctx),
    ],
  };
}
