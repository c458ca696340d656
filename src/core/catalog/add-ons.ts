import type { LessonTypeId } from './lesson-types';

/** Extras a customer can add to a booking; prices in cents (spec section 9). */
export type AddOnCategory = 'equipment' | 'safety' | 'service' | 'lesson';

export interface AddOn {
  id: string;
  name: string;
  description: string;
  category: AddOnCategory;
  price: number;
  maxQuantity?: number;
  /** Lesson types the add-on is sold with; absent means every type. */
  availableFor?: readonly LessonTypeId[];
}

export const DEFAULT_ADD_ON_MAX_QUANTITY = 5;

export const ADD_ONS: readonly AddOn[] = [
  {
    id: 'goggles',
    name: 'Swim Goggles',
    description: 'Anti-fog goggles sized for your swimmer',
    category: 'equipment',
    price: 1999,
    maxQuantity: 2,
  },
  {
    id: 'swim_cap',
    name: 'Swim Cap',
    description: 'Silicone cap that keeps hair out of the way',
    category: 'equipment',
    price: 899,
    maxQuantity: 2,
  },
  {
    id: 'waterproof_bag',
    name: 'Waterproof Bag',
    description: 'Dry bag for towels and wet swimwear',
    category: 'equipment',
    price: 2499,
    maxQuantity: 1,
  },
  {
    id: 'float_device',
    name: 'Flotation Device',
    description: 'Coast Guard approved swim vest for early learners',
    category: 'safety',
    price: 1499,
    maxQuantity: 1,
    availableFor: ['private', 'semi_private', 'parent_tot'],
  },
  {
    id: 'lesson_recording',
    name: 'Lesson Recording',
    description: 'Video of the lesson to review at home',
    category: 'service',
    price: 2999,
    maxQuantity: 1,
    availableFor: ['private', 'semi_private'],
  },
  {
    id: 'extra_30min',
    name: 'Extra 30 Minutes',
    description: 'Extend the lesson to a full hour',
    category: 'lesson',
    price: 3999,
    maxQuantity: 2,
    availableFor: ['private', 'semi_private'],
  },
  {
    id: 'technique_analysis',
    name: 'Technique Analysis',
    description: 'Written stroke analysis with drills to practise',
    category: 'service',
    price: 1999,
    maxQuantity: 1,
    availableFor: ['private', 'competitive_training', 'bootcamp'],
  },
  {
    id: 'progress_photos',
    name: 'Progress Photos',
    description: 'Photos of milestones as they are reached',
    category: 'service',
    price: 1499,
    maxQuantity: 1,
  },
];

export function addOnMaxQuantity(addOn: AddOn): number {
  return addOn.maxQuantity ?? DEFAULT_ADD_ON_MAX_QUANTITY;
}

export function isAddOnAvailableFor(addOn: AddOn, lessonType: LessonTypeId): boolean {
  return !addOn.availableFor || addOn.availableFor.includes(lessonType);
}

export function addOnById(id: string): AddOn | undefined {
  return ADD_ONS.find((a) => a.id === id);
}
