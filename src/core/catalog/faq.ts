export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

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
    answer:
      'Cancel or reschedule with at least 24-hour notice at no charge. Lessons cancelled because of weather are rescheduled free.',
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
