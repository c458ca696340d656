/**
 * A signed-in family's profile: contact details, an emergency contact, saved swimmers and saved places, kept under
 * the email its session is scoped to. Also what the family may take away (everything held about it, as JSON) and
 * what deleting the profile leaves behind.
 *
 *   GET    /api/family/profile                 -> FamilyProfile
 *   PUT    /api/family/profile                 FamilyContactRequest -> FamilyProfile
 *   DELETE /api/family/profile                 -> ProfileDeletedResponse
 *   POST   /api/family/swimmers                SavedSwimmerInput -> SavedSwimmer (201)
 *   PUT    /api/family/swimmers/:swimmerId     SavedSwimmerInput -> SavedSwimmer
 *   DELETE /api/family/swimmers/:swimmerId     -> 204
 *   POST   /api/family/places                  SavedPlaceInput -> SavedPlace (201)
 *   DELETE /api/family/places/:placeId         -> 204
 *   GET    /api/family/data-export             -> everything held about the family (JSON, a download)
 */
import { z } from 'zod';
import { AGE_GROUP_IDS, EMERGENCY_RELATIONSHIP_IDS, SKILL_STATE_IDS } from '../catalog/swimmers';
import { LEVEL_IDS } from '../catalog/levels';
import { dayKey, text, uuid } from './common';
import { lessonPlaceSchema } from './travel';

/** How much one family may save: more than any family books for, few enough that a script cannot fill a table. */
export const PROFILE_LIMITS = { swimmers: 12, places: 5 } as const;

const line = (label: string, max: number) => text(label, { max });
const notes = (label: string) => text(label, { max: 1000, multiline: true });
const optionalLine = (label: string, max: number) =>
  line(label, max)
    .nullish()
    .transform((v) => v || null);
const optionalNotes = (label: string) =>
  notes(label)
    .nullish()
    .transform((v) => v || null);

/** A birthday is a past day: a date still to come is a typing slip. */
const birthDate = dayKey
  .refine((day) => day <= new Date().toISOString().slice(0, 10), {
    message: 'Date of birth cannot be in the future',
  })
  .nullish()
  .transform((v) => v ?? null);

export const savedSwimmerInputSchema = z.object({
  name: text('Full Name', { max: 120, required: 'Full Name is required' }),
  birthDate,
  ageGroup: z.enum(AGE_GROUP_IDS, { error: 'Age Group is required' }),
  level: z.enum(LEVEL_IDS, { error: 'Target Skill Level must be one of the lesson levels' }).nullish(),
  experienceLevel: z
    .enum(SKILL_STATE_IDS, { error: 'Experience Level must be one of the listed ones' })
    .nullish(),
  goals: optionalNotes('Goals'),
  healthConsiderations: optionalNotes('Health considerations'),
  previousExperience: optionalNotes('Previous experience'),
  fears: optionalNotes('Fears'),
  preferences: optionalNotes('Preferences'),
});
export type SavedSwimmerInput = z.input<typeof savedSwimmerInputSchema>;

export const savedSwimmerSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthDate: z.string().nullable(),
  ageGroup: z.enum(AGE_GROUP_IDS),
  level: z.enum(LEVEL_IDS).nullable(),
  experienceLevel: z.enum(SKILL_STATE_IDS).nullable(),
  goals: z.string().nullable(),
  healthConsiderations: z.string().nullable(),
  previousExperience: z.string().nullable(),
  fears: z.string().nullable(),
  preferences: z.string().nullable(),
});
export type SavedSwimmer = z.infer<typeof savedSwimmerSchema>;

export const PLACE_LABEL_REQUIRED = 'Give the place a name, such as "Home"';

export const savedPlaceInputSchema = z.object({
  label: text('Place name', { max: 60, required: PLACE_LABEL_REQUIRED }),
  place: lessonPlaceSchema,
});
export type SavedPlaceInput = z.input<typeof savedPlaceInputSchema>;

export const savedPlaceSchema = z.object({ id: z.string(), label: z.string(), place: lessonPlaceSchema });
export type SavedPlace = z.infer<typeof savedPlaceSchema>;

const emergencyContactSchema = z.object({
  name: text('Emergency contact name', { max: 120, required: 'Emergency contact name is required' }),
  phone: text('Emergency contact phone', { max: 40, required: 'Emergency contact phone is required' }),
  relationship: z
    .enum(EMERGENCY_RELATIONSHIP_IDS, { error: 'Choose a relationship from the list' })
    .nullish(),
});

export const familyContactRequestSchema = z.object({
  name: optionalLine('Your name', 120),
  phone: optionalLine('Phone', 40),
  emergencyContact: emergencyContactSchema.nullable(),
});
export type FamilyContactRequest = z.input<typeof familyContactRequestSchema>;

export const familyProfileSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  emergencyContact: z
    .object({
      name: z.string(),
      phone: z.string(),
      relationship: z.enum(EMERGENCY_RELATIONSHIP_IDS).nullable(),
    })
    .nullable(),
  swimmers: z.array(savedSwimmerSchema),
  places: z.array(savedPlaceSchema),
  /** What deleting the profile would erase and keep (profileDeletionText), for the page to say before it is done. */
  deletion: z.object({ erased: z.string(), kept: z.string() }),
});
export type FamilyProfile = z.infer<typeof familyProfileSchema>;

export const familySwimmerParamsSchema = z.object({ swimmerId: uuid });
export const familyPlaceParamsSchema = z.object({ placeId: uuid });

/** What deleting a profile erases at once, and what the business keeps (and why), as the page and the answer say it. */
export function profileDeletionText(swimmerNotesDays: number): { erased: string; kept: string } {
  return {
    erased:
      'Your contact details, emergency contact, saved places and saved swimmers (with their health notes and fears), and your milestone checklists.',
    kept:
      'Your bookings, payments and credits stay: the business must keep its records of lessons sold and taught. ' +
      `The health notes and fears given on a booking are erased ${swimmerNotesDays} days after its last lesson.`,
  };
}

export const profileDeletedResponseSchema = z.object({ erased: z.string(), kept: z.string() });
export type ProfileDeletedResponse = z.infer<typeof profileDeletedResponseSchema>;
