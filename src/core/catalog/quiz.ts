import type { LevelId } from './levels';

export interface QuizOption {
  text: string;
  level: LevelId;
}

export interface QuizQuestion {
  id: string;
  question: string;
  options: readonly QuizOption[];
}

/** The four questions of the "Find Your Swim Level" quiz. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'comfort',
    question: 'How comfortable is the swimmer in the water?',
    options: [
      { text: 'Nervous or has never been in a pool', level: 'turtle' },
      { text: 'Happy in the water with support', level: 'seahorse' },
      { text: 'Comfortable and can swim a little', level: 'guppy' },
      { text: 'Confident, even in deep water', level: 'stingray' },
      { text: 'Completely at home, swims laps', level: 'barracuda' },
    ],
  },
  {
    id: 'floating',
    question: 'Can the swimmer float on their own?',
    options: [
      { text: 'Not yet', level: 'turtle' },
      { text: 'With a little help', level: 'seahorse' },
      { text: 'Yes, on front and back', level: 'guppy' },
      { text: 'Yes, and can tread water', level: 'stingray' },
      { text: 'Easily, for as long as needed', level: 'barracuda' },
    ],
  },
  {
    id: 'distance',
    question: 'How far can the swimmer swim without stopping?',
    options: [
      { text: 'Not at all yet', level: 'turtle' },
      { text: 'A few metres with kicking', level: 'seahorse' },
      { text: 'About 15 metres of freestyle', level: 'guppy' },
      { text: '25 metres or more', level: 'stingray' },
      { text: '100 metres or more', level: 'barracuda' },
    ],
  },
  {
    id: 'strokes',
    question: 'Which strokes does the swimmer know?',
    options: [
      { text: 'None yet', level: 'turtle' },
      { text: 'Kicking and simple arm movements', level: 'seahorse' },
      { text: 'Freestyle and backstroke basics', level: 'guppy' },
      { text: 'Freestyle, backstroke and some breaststroke', level: 'stingray' },
      { text: 'All four strokes, with turns', level: 'barracuda' },
    ],
  },
];
