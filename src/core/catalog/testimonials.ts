import type { LessonTypeId } from './lesson-types';

export interface Testimonial {
  name: string;
  location: string;
  text: string;
  rating: number;
  lessonType: LessonTypeId;
  outcome: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Jessica M.',
    location: 'Bethesda, MD',
    text: 'Our instructor came to our community pool every Saturday. My daughter went from crying at the edge to jumping in and swimming to me in six weeks.',
    rating: 5,
    lessonType: 'private',
    outcome: 'Swimming independently in 6 weeks',
  },
  {
    name: 'David K.',
    location: 'Arlington, VA',
    text: 'I was 42 and had never learned to swim. Patient, no judgement, and now I swim laps twice a week.',
    rating: 5,
    lessonType: 'private',
    outcome: 'Adult learner now swims laps',
  },
  {
    name: 'Priya S.',
    location: 'Washington, DC',
    text: 'Semi-private lessons for my twins were perfect. They push each other and the instructor keeps both of them busy the whole time.',
    rating: 5,
    lessonType: 'semi_private',
    outcome: 'Both twins moved up a level',
  },
  {
    name: 'Marcus T.',
    location: 'Silver Spring, MD',
    text: 'The group lessons with our neighbours were great value, and the kids had so much fun they asked for more.',
    rating: 5,
    lessonType: 'group',
    outcome: 'Four kids passed Level 2',
  },
  {
    name: 'Elena R.',
    location: 'Alexandria, VA',
    text: "Competitive prep sharpened my son's turns and starts. He made the summer swim team on his first try.",
    rating: 5,
    lessonType: 'competitive_training',
    outcome: 'Made the swim team',
  },
];
