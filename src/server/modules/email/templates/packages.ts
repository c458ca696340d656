/**
 * A lesson package bought and paid: the buyer's receipt, with its credits and when they expire and the link into
 * My Lessons to book with them; and the owner's one-line notice of the sale.
 */
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { contactLine, firstName, manageBlocks, type TemplateContext } from './booking-parts';
import { creditCount } from './credits';
import { customerZone, lessonDay, money, skillLabel } from './format';
import type { PackagePurchasedView } from './models';
import type { EmailBlock, EmailContent } from './render';

// A purchase has no zone of its own: dates are the business's, as on the calendar the family books from.
const ZONE = customerZone(undefined);

const levelLabel = (level: string | null) => (level ? skillLabel(level) : 'Any level');

function packageRows(view: PackagePurchasedView): [string, string][] {
  return [
    ['Package', view.packageName],
    ['Lessons', String(view.lessons)],
    ['Lesson type', lessonTypeLabel(view.lessonType)],
    ['Level', levelLabel(view.level)],
    ['Price paid', money(view.priceCents)],
    ['Credits expire', lessonDay(view.expiresAt, ZONE)],
  ];
}

export function packagePurchasedEmail(view: PackagePurchasedView, ctx: TemplateContext): EmailContent {
  const credits = creditCount(view.lessons);
  const blocks: EmailBlock[] = [
    { type: 'heading', text: 'Your lesson package' },
    {
      type: 'paragraph',
      text: `Hi ${firstName(view.customerName)}, thank you for buying ${view.packageName}. Your payment went through and ${credits} ${view.lessons === 1 ? 'is' : 'are'} now in your account. Each credit pays for one swimmer in one ${lessonTypeLabel(view.lessonType)} lesson.`,
    },
    { type: 'details', rows: packageRows(view) },
    {
      type: 'paragraph',
      text: `Book with your credits in My Lessons. They can be used until ${lessonDay(view.expiresAt, ZONE)}.`,
    },
    ...manageBlocks(
      ctx,
      'See your lesson credits and when they expire, and book a time with them, in My Lessons.',
    ),
    contactLine(ctx),
  ];
  return {
    subject: 'Your lesson package',
    preheader: `${view.packageName}: ${credits}, usable until ${lessonDay(view.expiresAt, ZONE)}.`,
    blocks,
  };
}

export function packagePurchasedOwnerEmail(view: PackagePurchasedView, ctx: TemplateContext): EmailContent {
  const buyer = `${view.customerName} (${view.customerEmail})`;
  return {
    subject: `Package sold: ${view.packageName} to ${view.customerName}`,
    preheader: `${money(view.priceCents)} paid for ${creditCount(view.lessons)}`,
    blocks: [
      { type: 'heading', text: 'Package sold' },
      { type: 'paragraph', text: `Package sold: ${view.packageName} to ${buyer}.` },
      {
        type: 'details',
        rows: [
          ['Family', view.customerName],
          ['Email', view.customerEmail],
          ['Phone', view.customerPhone ?? 'Not given'],
          ...packageRows(view),
        ],
      },
      {
        type: 'button',
        label: "Open the family's credits in admin",
        url: `${ctx.publicUrl}/admin/credits?email=${encodeURIComponent(view.customerEmail)}`,
      },
    ],
  };
}
