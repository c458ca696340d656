import { REFUND_NOTICE_HOURS } from '../rules/refunds';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The owner's cancellation policy as the FAQ tells it (the public part of the admin Policies screen). */
export interface CancellationPolicy {
  /** More than this many hours before a lesson, it may be cancelled or moved at no charge. */
  cancelNoticeHours: number;
  /** What a card-paid lesson cancelled in time gives back: its share on the card, or lesson credits. */
  cancelRefundAs: 'refund' | 'credit';
}

/** The policy before the owner sets one (the spec's 24-hour notice): what the FAQ says until it knows better. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  cancelNoticeHours: REFUND_NOTICE_HOURS,
  cancelRefundAs: 'refund',
};

/** The FAQ's cancellation answer for the policy in force; with the default it is the spec's wording. */
export function cancellationAnswer(policy: CancellationPolicy): string {
  const hours = policy.cancelNoticeHours;
  const when = hours > 0 ? `with at least ${hours}-hour notice` : 'any time before the lesson starts';
  const credit =
    policy.cancelRefundAs === 'credit'
      ? ': a cancelled lesson becomes lesson credits to book another time'
      : '';
  return `Cancel or reschedule ${when} at no charge${credit}. Lessons cancelled because of weather are rescheduled free.`;
}

/** The FAQ with the cancellation answer of `policy`; the other answers never change. */
export function faqFor(policy: CancellationPolicy): readonly FaqEntry[] {
  return FAQ.map((entry) =>
    entry.id === 'cancellation' ? { ...entry, answer: cancellationAnswer(policy) } : entry,
  );
}

/** The FAQ as prerendered and shown until the policy in force is known: the default policy's answers. */
export const FAQ: readonly FaqEntry[] = [
  {
    id: 'what-to-bring',
    question: 'What should we bring to a lesson?',
    answer:
      'Swimwear, a towel, and goggles if your swimmer likes them. Little ones need a swim diaper. Your instructor brings the teaching equipment.',
  },
  {
    id: 'lesson-length',
    question: 'How long is a lesson?',
    answer:
      'Lessons run 30-60 minutes. Most swimmers start with 30 minutes; older and advanced swimmers often choose 45 or 60.',
  },
  {
    id: 'cancellation',
    question: 'What is your cancellation policy?',
    answer: cancellationAnswer(DEFAULT_CANCELLATION_POLICY),
  },
  {
    id: 'group-discounts',
    question: 'Do you offer group discounts?',
    answer:
      'Yes. Semi-private and group lessons cost less per swimmer, and neighbours who share a pool can split a group lesson. Ask us about packages for HOAs and swim clubs.',
  },
  {
    id: 'rates',
    question: 'What are your rates?',
    answer:
      'Introductory lessons from $25. Private lessons are $50-60, semi-private $40-45 per person, and group $25-30 per person. Travel fees may apply.',
  },
  {
    id: 'service-area',
    question: 'Where do you teach?',
    answer:
      "We travel to your pool anywhere within about 50 km of Washington, DC: the District, Montgomery and Prince George's counties in Maryland, and Arlington, Fairfax and Alexandria in Northern Virginia.",
  },
];
