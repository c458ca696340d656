/** The seven lesson types the business sells, with the most swimmers each may hold (spec sections 1 and 5). */
export const LESSON_TYPE_IDS = [
  'private',
  'semi_private',
  'group',
  'parent_tot',
  'bootcamp',
  'water_safety',
  'competitive_training',
] as const;

export type LessonTypeId = (typeof LESSON_TYPE_IDS)[number];

export interface LessonType {
  id: LessonTypeId;
  label: string;
  maxSwimmers: number;
  description: string;
}

export const LESSON_TYPES: readonly LessonType[] = [
  { id: 'private', label: 'Private', maxSwimmers: 1, description: '1-on-1 with your instructor' },
  { id: 'semi_private', label: 'Semi-Private', maxSwimmers: 3, description: 'Small shared lesson' },
  { id: 'group', label: 'Group', maxSwimmers: 6, description: '3-6 swimmers learning together' },
  {
    id: 'parent_tot',
    label: 'Parent & Tot',
    maxSwimmers: 1,
    description: 'A parent in the water with their little one',
  },
  { id: 'bootcamp', label: 'Bootcamp', maxSwimmers: 4, description: 'Intensive skill-building sessions' },
  { id: 'water_safety', label: 'Water Safety', maxSwimmers: 4, description: 'Survival and safety skills' },
  {
    id: 'competitive_training',
    label: 'Competitive Training',
    maxSwimmers: 2,
    description: 'Stroke technique, starts and turns for swim team',
  },
];

/** The lesson types offered in the simple request calendar's filter (spec section 2). */
export const REQUEST_CALENDAR_LESSON_TYPES: readonly LessonTypeId[] = [
  'private',
  'semi_private',
  'group',
  'parent_tot',
];

export function isLessonTypeId(value: unknown): value is LessonTypeId {
  return typeof value === 'string' && (LESSON_TYPE_IDS as readonly string[]).includes(value);
}

export function lessonTypeById(id: LessonTypeId): LessonType {
  const found = LESSON_TYPES.find((t) => t.id === id);
  // LESSON_TYPES holds every LessonTypeId, so a typed id always matches.
  if (!found) throw new Error(`Unknown lesson type ${id}`);
  return found;
}

export function lessonTypeLabel(id: string): string {
  return LESSON_TYPES.find((t) => t.id === id)?.label ?? id;
}
