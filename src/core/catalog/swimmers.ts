/** Who swims: age groups, skill states and emergency-contact relationships (spec section 3). */
export const AGE_GROUPS = [
  { id: 'infant', label: 'Infant (6 months-2 years)' },
  { id: 'toddler', label: 'Toddler (2-4)' },
  { id: 'child', label: 'Child (4-12)' },
  { id: 'teen', label: 'Teen (13-17)' },
  { id: 'adult', label: 'Adult (18+)' },
] as const;
export type AgeGroupId = (typeof AGE_GROUPS)[number]['id'];
export const AGE_GROUP_IDS = AGE_GROUPS.map((a) => a.id) as [AgeGroupId, ...AgeGroupId[]];

export const SKILL_STATES = [
  { id: 'never_swum', label: 'Never swum' },
  { id: 'beginner', label: 'Beginner' },
  { id: 'basic_float', label: 'Can float with help' },
  { id: 'basic_movement', label: 'Basic movement in water' },
  { id: 'stroke_development', label: 'Developing strokes' },
  { id: 'intermediate', label: 'Intermediate' },
  { id: 'advanced', label: 'Advanced' },
] as const;
export type SkillStateId = (typeof SKILL_STATES)[number]['id'];
export const SKILL_STATE_IDS = SKILL_STATES.map((s) => s.id) as [SkillStateId, ...SkillStateId[]];

export const EMERGENCY_RELATIONSHIPS = [
  { id: 'parent', label: 'Parent' },
  { id: 'guardian', label: 'Guardian' },
  { id: 'spouse', label: 'Spouse/Partner' },
  { id: 'sibling', label: 'Sibling' },
  { id: 'friend', label: 'Friend' },
  { id: 'other', label: 'Other' },
] as const;
export type EmergencyRelationshipId = (typeof EMERGENCY_RELATIONSHIPS)[number]['id'];
export const EMERGENCY_RELATIONSHIP_IDS = EMERGENCY_RELATIONSHIPS.map((r) => r.id) as [
  EmergencyRelationshipId,
  ...EmergencyRelationshipId[],
];
