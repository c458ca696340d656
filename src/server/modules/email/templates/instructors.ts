import { formatInZone } from '@core/rules/timezones';
import { contactLine, firstName, type TemplateContext } from './booking-parts';
import type { EmailContent } from './render';

export interface InstructorLinkView {
  url: string;
  name: string;
}

/** The owner's invitation: the first sign-in link to the instructor's day sheet, valid a week. */
export function instructorInviteEmail(view: InstructorLinkView, ctx: TemplateContext): EmailContent {
  return {
    subject: 'Your instructor sign-in for DMV Swim Lessons',
    preheader: 'Open it on your phone: your lessons of the day, in order, with directions.',
    blocks: [
      { type: 'heading', text: `Welcome aboard, ${firstName(view.name)}!` },
      {
        type: 'paragraph',
        text: 'Your day sheet shows your lessons in order with their addresses, the drive from the lesson before, the swimmers and what to bring. Mark who came and sign off the milestones they showed: families see them the same day.',
      },
      { type: 'button', label: 'Open my day sheet', url: view.url, showUrl: true },
      {
        type: 'paragraph',
        text: 'The link works once, within 7 days. After that, ask for a new one with your email on the sign-in page.',
      },
      contactLine(ctx),
    ],
  };
}

/** A sign-in link the instructor asked for. Says nothing about lessons: anyone can ask for one to any address. */
export function instructorSignInLinkEmail(view: InstructorLinkView, ctx: TemplateContext): EmailContent {
  return {
    subject: 'Your instructor sign-in link',
    preheader: 'It works once, within 15 minutes.',
    blocks: [
      { type: 'heading', text: 'Sign in to your day sheet' },
      { type: 'button', label: 'Open my day sheet', url: view.url, showUrl: true },
      {
        type: 'paragraph',
        text: 'It works once, within 15 minutes. If you did not ask for it, you can ignore this email.',
      },
      contactLine(ctx),
    ],
  };
}

export type { LessonProgressView } from '../../../contracts/email';
import type { LessonProgressView } from '../../../contracts/email';

/** "What we worked on today": one per lesson, sent when the instructor finishes it. */
export function lessonProgressEmail(view: LessonProgressView, ctx: TemplateContext): EmailContent {
  const day = formatInZone(view.startTime, view.timeZone, 'EEEE, MMMM d');
  const blocks: EmailContent['blocks'][number][] = [
    { type: 'heading', text: 'What we worked on today' },
    {
      type: 'paragraph',
      text: `Hi ${firstName(view.customerName)}, here is ${view.instructorName}'s note from the lesson on ${day}.`,
    },
  ];
  for (const swimmer of view.swimmers) {
    blocks.push({ type: 'subheading', text: swimmer.name });
    if (swimmer.attended === false) {
      blocks.push({ type: 'paragraph', text: 'Missed this lesson. We hope to see them next time!' });
      continue;
    }
    if (swimmer.workedOn.length) {
      blocks.push({
        type: 'paragraph',
        text: `Milestones signed off${swimmer.levelTitle ? ` (${swimmer.levelTitle})` : ''}:`,
      });
      blocks.push({ type: 'list', items: swimmer.workedOn });
    } else {
      blocks.push({
        type: 'paragraph',
        text: 'Kept practising the skills of their level: no new milestone today.',
      });
    }
    if (swimmer.levelComplete && swimmer.next) {
      blocks.push({
        type: 'paragraph',
        text: `Level complete! ${swimmer.name} is ready for ${swimmer.next.label}: ${swimmer.next.title}.`,
      });
      blocks.push({
        type: 'button',
        label: 'Book This Level',
        url: `${ctx.publicUrl}/booking?level=${swimmer.next.id}`,
      });
    } else if (swimmer.levelComplete) {
      blocks.push({ type: 'paragraph', text: `Level complete! ${swimmer.name} has finished our top level.` });
    }
  }
  blocks.push({ type: 'button', label: 'See all progress', url: `${ctx.publicUrl}/progress` });
  blocks.push(contactLine(ctx));
  return {
    subject: `What we worked on today (${day})`,
    preheader: `${view.instructorName}'s note from today's lesson.`,
    blocks,
  };
}
