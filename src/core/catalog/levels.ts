/** The five swim levels, their curriculum, eight milestones each, and published 30-minute prices in cents (spec sections 3 and 9). */
export const LEVEL_IDS = ['turtle', 'seahorse', 'guppy', 'stingray', 'barracuda'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

export interface Milestone {
  id: string;
  text: string;
}

export interface LevelPricing {
  private: number;
  semiPrivate: number;
  group: number;
}

export interface Level {
  id: LevelId;
  level: string;
  title: string;
  description: string;
  details: readonly string[];
  pricing: LevelPricing;
  milestones: readonly Milestone[];
}

const milestones = (level: LevelId, texts: readonly string[]): Milestone[] =>
  texts.map((text, i) => ({ id: `${level}-${i + 1}`, text }));

export const LEVELS: readonly Level[] = [
  {
    id: 'turtle',
    level: 'Level 1',
    title: 'Water Comfort & Basics',
    description: 'For first-timers and nervous swimmers: building trust and comfort in the water.',
    details: [
      'Getting comfortable putting the face in the water',
      'Blowing bubbles and breath control',
      'Assisted floating on the back and front',
      'Entering and exiting the pool safely',
      'First water-safety rules',
    ],
    pricing: { private: 5000, semiPrivate: 4000, group: 2500 },
    milestones: milestones('turtle', [
      'Comfortable wetting face',
      'Blows bubbles for 5+ seconds',
      'Assisted back float',
      'Assisted front glide',
      'Enters the pool safely',
      'Exits the pool safely',
      'Knows basic water-safety rules',
      'Submerges up to the chin',
    ]),
  },
  {
    id: 'seahorse',
    level: 'Level 2',
    title: 'Floating, Kicking, Arm Movement',
    description: 'Independent floating and the first real propulsion: kicking and arm strokes.',
    details: [
      'Unassisted floating on front and back',
      'Flutter kick with and without a kickboard',
      'Beginning arm movements',
      'Rolling from front to back',
      'Retrieving objects from shallow water',
    ],
    pricing: { private: 5500, semiPrivate: 4200, group: 2800 },
    milestones: milestones('seahorse', [
      'Unassisted back float for 10+ seconds',
      'Unassisted front float for 10+ seconds',
      'Kicks with a kickboard for 10+ m',
      'Flutter kick without support for 5 m',
      'Rolls from front to back',
      'Alternating arm strokes for 5 m',
      'Fully submerges and holds breath',
      'Retrieves an object from shallow water',
    ]),
  },
  {
    id: 'guppy',
    level: 'Level 3',
    title: 'Freestyle Basics',
    description: 'Coordinated freestyle and backstroke with rhythmic breathing.',
    details: [
      'Freestyle with side breathing',
      'Backstroke with steady kick',
      'Treading water',
      'Deep-water comfort',
      'Sitting and kneeling dives',
    ],
    pricing: { private: 6000, semiPrivate: 4500, group: 3000 },
    milestones: milestones('guppy', [
      'Swims freestyle for 15+ m',
      'Breathes to the side during freestyle',
      'Swims backstroke for 15+ m',
      'Treads water for 30 seconds',
      'Jumps into deep water and returns to the wall',
      'Performs a kneeling dive',
      'Flutter kicks on the back for 10 m',
      'Swims underwater for 3 m',
    ]),
  },
  {
    id: 'stingray',
    level: 'Level 4',
    title: 'Stroke Development & Endurance',
    description: 'Refining technique, adding breaststroke and building distance.',
    details: [
      'Bilateral breathing',
      'Breaststroke and butterfly basics',
      'Racing dive from the edge',
      'Open turns',
      'Continuous swimming for endurance',
    ],
    pricing: { private: 6500, semiPrivate: 5000, group: 3500 },
    milestones: milestones('stingray', [
      'Swims 25+ m freestyle with bilateral breathing',
      'Swims 25 m backstroke',
      'Breaststroke basics for 15 m',
      'Butterfly kick for 10 m',
      'Racing dive from the edge',
      'Open turn at the wall',
      'Treads water for 2 minutes',
      'Swims 100 m continuous',
    ]),
  },
  {
    id: 'barracuda',
    level: 'Level 5',
    title: 'Advanced Skills & Pre-Competitive',
    description: 'All four strokes, starts and turns, ready for the swim team.',
    details: [
      'All four competitive strokes',
      'Racing starts and flip turns',
      'Individual medley',
      'Sprint and distance training',
      'Swim-team readiness',
    ],
    pricing: { private: 7000, semiPrivate: 5500, group: 4000 },
    milestones: milestones('barracuda', [
      'Swims all four strokes legally',
      'Racing start from the block',
      'Flip turn on freestyle and backstroke',
      'Open turn on breaststroke and butterfly',
      'Swims a 100 m individual medley',
      'Sprints 50 m with good form',
      'Swims 200 m+ without stopping',
      'Ready for swim team',
    ]),
  },
];

export function isLevelId(value: unknown): value is LevelId {
  return typeof value === 'string' && (LEVEL_IDS as readonly string[]).includes(value);
}

export function levelById(id: LevelId): Level {
  const found = LEVELS.find((l) => l.id === id);
  // LEVELS holds every LevelId, so a typed id always matches.
  if (!found) throw new Error(`Unknown level ${id}`);
  return found;
}
