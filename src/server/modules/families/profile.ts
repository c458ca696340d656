/**
 * A family's profile: what it saves once (contact details, an emergency contact, swimmers, places) and takes away or
 * deletes when it wants. Every read and write is scoped to the session's email: another family's swimmer or place
 * answers 404, exactly like one that does not exist.
 */
import {
  PROFILE_LIMITS,
  profileDeletionText,
  type FamilyContactRequest,
  type FamilyProfile,
  type ProfileDeletedResponse,
  type SavedPlace,
  type SavedPlaceInput,
  type SavedSwimmer,
  type SavedSwimmerInput,
  familyContactRequestSchema,
  savedPlaceInputSchema,
  savedSwimmerInputSchema,
} from '@core/api/family-profile';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { resolveLessonPlace } from '../ledger';
import { getTravelSettings } from '../travel';
import {
  deletePlace,
  deleteProfilesOf,
  deleteSwimmer,
  emailsWithProfileOlderThan,
  findProfile,
  insertPlace,
  insertSwimmer,
  listPlaces,
  listSwimmers,
  updateSwimmer,
  upsertProfile,
  type SwimmerRow,
} from './profile.repository';

const swimmerView = (row: SwimmerRow): SavedSwimmer => ({
  id: row.id,
  name: row.name,
  birthDate: row.birthDate,
  ageGroup: row.ageGroup as SavedSwimmer['ageGroup'], // written from savedSwimmerInputSchema only
  level: row.level as SavedSwimmer['level'],
  experienceLevel: row.experienceLevel as SavedSwimmer['experienceLevel'],
  goals: row.goals,
  healthConsiderations: row.healthConsiderations,
  previousExperience: row.previousExperience,
  fears: row.fears,
  preferences: row.preferences,
});

const swimmerValues = (input: SavedSwimmerInput) => {
  const s = savedSwimmerInputSchema.parse(input); // the route parsed it already; this keeps the types honest
  return {
    name: s.name,
    birthDate: s.birthDate,
    ageGroup: s.ageGroup,
    level: s.level ?? null,
    experienceLevel: s.experienceLevel ?? null,
    goals: s.goals,
    healthConsiderations: s.healthConsiderations,
    previousExperience: s.previousExperience,
    fears: s.fears,
    preferences: s.preferences,
  };
};

const notFound = (what: string) => new AppError('NOT_FOUND', 404, `${what} not found`);

/** `swimmerNotesDays`: the retention period of a booking's health notes, which the deletion text names. */
export async function familyProfile(
  db: Database,
  email: string,
  swimmerNotesDays: number,
): Promise<FamilyProfile> {
  const [profile, swimmers, places] = await Promise.all([
    findProfile(db, email),
    listSwimmers(db, email),
    listPlaces(db, email),
  ]);
  return {
    email,
    name: profile?.name ?? null,
    phone: profile?.phone ?? null,
    emergencyContact:
      profile?.emergencyName && profile.emergencyPhone
        ? {
            name: profile.emergencyName,
            phone: profile.emergencyPhone,
            relationship: (profile.emergencyRelationship ?? null) as NonNullable<
              FamilyProfile['emergencyContact']
            >['relationship'],
          }
        : null,
    swimmers: swimmers.map(swimmerView),
    places,
    deletion: profileDeletionText(swimmerNotesDays),
  };
}

export async function saveFamilyContact(
  db: Database,
  email: string,
  input: FamilyContactRequest,
  swimmerNotesDays: number,
): Promise<FamilyProfile> {
  const c = familyContactRequestSchema.parse(input);
  await upsertProfile(db, email, {
    name: c.name,
    phone: c.phone,
    emergencyName: c.emergencyContact?.name ?? null,
    emergencyPhone: c.emergencyContact?.phone ?? null,
    emergencyRelationship: c.emergencyContact?.relationship ?? null,
  });
  return familyProfile(db, email, swimmerNotesDays);
}

export async function addSwimmer(
  db: Database,
  email: string,
  input: SavedSwimmerInput,
): Promise<SavedSwimmer> {
  const row = await insertSwimmer(db, email, swimmerValues(input), PROFILE_LIMITS.swimmers);
  if (row === 'full')
    throw new AppError(
      'PROFILE_FULL',
      409,
      `You can save up to ${PROFILE_LIMITS.swimmers} swimmers. Remove one to add another.`,
    );
  return swimmerView(row);
}

export async function changeSwimmer(
  db: Database,
  email: string,
  id: string,
  input: SavedSwimmerInput,
): Promise<SavedSwimmer> {
  const row = await updateSwimmer(db, email, id, swimmerValues(input));
  if (!row) throw notFound('Swimmer');
  return swimmerView(row);
}

export async function removeSwimmer(db: Database, email: string, id: string): Promise<void> {
  if (!(await deleteSwimmer(db, email, id))) throw notFound('Swimmer');
}

/**
 * Saves a place the business can teach at, checked as a booking checks it: an address must be inside the service
 * area, a community pool one of the business's.
 */
export async function addPlace(db: Database, email: string, input: SavedPlaceInput): Promise<SavedPlace> {
  const { label, place } = savedPlaceInputSchema.parse(input);
  await resolveLessonPlace(db, place, await getTravelSettings(db)); // refuses with the booking's own message
  const row = await insertPlace(db, email, { label, place }, PROFILE_LIMITS.places);
  if (row === 'full')
    throw new AppError(
      'PROFILE_FULL',
      409,
      `You can save up to ${PROFILE_LIMITS.places} places. Remove one to add another.`,
    );
  return row;
}

export async function removePlace(db: Database, email: string, id: string): Promise<void> {
  if (!(await deletePlace(db, email, id))) throw notFound('Place');
}

/** The family's saved swimmers, as the documents they sign are kept for. */
export const savedSwimmersOf = (db: Database, email: string) => listSwimmers(db, email);

/** Deletes the family's profile at once; what the business must keep stays, and the answer says what and why. */
export async function deleteFamilyProfile(
  db: Database,
  email: string,
  swimmerNotesDays: number,
): Promise<ProfileDeletedResponse> {
  await deleteProfilesOf(db, [email], { checklists: true });
  return profileDeletionText(swimmerNotesDays);
}

/** Retention: profiles unchanged for more than `days` days, of families with no lesson in that time either. */
export const familiesWithProfileOlderThan = (db: Database, days: number) =>
  emailsWithProfileOlderThan(db, days);

/** Retention: erases these families' profiles, swimmers and places (their checklists go on their own clock). */
export const eraseProfilesOf = (db: Database, emails: readonly string[]) =>
  deleteProfilesOf(db, emails, { checklists: false });
