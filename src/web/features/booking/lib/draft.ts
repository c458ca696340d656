/** The booking draft the wizard edits (spec section 3), and the step gates of spec section 5. */
import type { AddOnSelection } from '@core/api/bookings';
import type { BookingSignature } from '@core/api/documents';
import type { SavedSwimmer, SavedSwimmerInput } from '@core/api/family-profile';
import type { LessonTypeId } from '@core/catalog/lesson-types';
import type { LevelId } from '@core/catalog/levels';
import { swimmersForLessonType } from '@core/rules/swimmers';
import { checkPoolDraft } from '@web/components/travel/check-pool-draft';
import { emptyPoolDraft, type PoolDraft } from '@web/components/travel/pool-draft';
import type { SignatureDraft } from './documents';

export interface SwimmerDraft {
  key: string;
  name: string;
  email: string;
  phone: string;
  ageGroup: string;
  level: string;
  experienceLevel: string;
  goals: string;
  healthConsiderations: string;
  previousExperience: string;
  fears: string;
  preferences: string;
  /** The saved swimmer this one was filled from: the booking then keeps its progress on it (until the name is edited). */
  savedSwimmerId?: string;
}

export interface BookingDraftState {
  lessonType: LessonTypeId | null;
  swimmers: SwimmerDraft[];
  addOns: AddOnSelection[];
  emergencyContact: { name: string; phone: string; relationship: string };
  specialRequests: string;
  couponCode: string | null;
  marketingConsent: boolean;
  /** Where the lessons will be (step 4). */
  pool: PoolDraft;
  /** Documents signed in the review step, by document id (documents.ts). */
  signatures: Record<string, SignatureDraft>;
}

let keys = 0;
export function blankSwimmer(level: LevelId | null): SwimmerDraft {
  keys += 1;
  return {
    key: `swimmer-${keys}`,
    name: '',
    email: '',
    phone: '',
    ageGroup: '',
    level: level ?? '',
    experienceLevel: '',
    goals: '',
    healthConsiderations: '',
    previousExperience: '',
    fears: '',
    preferences: '',
  };
}

/**
 * The draft with a saved swimmer in it: in the first swimmer nobody has typed a name for, else as a new swimmer. The
 * email is the family's own (the one its session is for), as a parent booking for a child gives.
 */
export function withSavedSwimmer(
  draft: BookingDraftState,
  saved: SavedSwimmer,
  family: { email: string; phone: string | null },
): BookingDraftState {
  const filled = (base: SwimmerDraft): SwimmerDraft => ({
    ...base,
    name: saved.name,
    email: base.email || family.email,
    phone: base.phone || (family.phone ?? ''),
    ageGroup: saved.ageGroup,
    level: saved.level ?? base.level,
    experienceLevel: saved.experienceLevel ?? base.experienceLevel,
    goals: saved.goals ?? '',
    healthConsiderations: saved.healthConsiderations ?? '',
    previousExperience: saved.previousExperience ?? '',
    fears: saved.fears ?? '',
    preferences: saved.preferences ?? '',
    savedSwimmerId: saved.id,
  });
  const blank = draft.swimmers.findIndex((s) => !s.name.trim());
  if (blank >= 0) return { ...draft, swimmers: draft.swimmers.map((s, i) => (i === blank ? filled(s) : s)) };
  const level = (draft.swimmers[0]?.level || null) as LevelId | null;
  return { ...draft, swimmers: [...draft.swimmers, filled(blankSwimmer(level))] };
}

/**
 * A change to a swimmer of the form. A new name is another swimmer than the saved one it was filled from, as far as
 * the booking can tell, so the link to it goes: its progress must not land on someone else.
 */
export function withSwimmerChange(s: SwimmerDraft, patch: Partial<SwimmerDraft>): SwimmerDraft {
  const renamed = patch.name !== undefined && patch.name !== s.name;
  return { ...s, ...patch, ...(renamed ? { savedSwimmerId: undefined } : {}) };
}

/** The swimmers of the draft with `savedSwimmerId` on the one (not linked yet) whose name is `name`: just saved. */
export function linkSavedSwimmer(
  draft: BookingDraftState,
  saved: { id: string; name: string },
): BookingDraftState {
  const key = saved.name.trim().toLowerCase();
  let linked = false;
  const swimmers = draft.swimmers.map((s) => {
    if (linked || s.savedSwimmerId || s.name.trim().toLowerCase() !== key) return s;
    linked = true;
    return { ...s, savedSwimmerId: saved.id };
  });
  return linked ? { ...draft, swimmers } : draft;
}

/** A swimmer typed in the wizard, as the profile saves it (the profile keeps no per-swimmer email or phone). */
export function savedSwimmerOf(s: SwimmerDraft): SavedSwimmerInput {
  return {
    name: s.name,
    ageGroup: s.ageGroup as SavedSwimmerInput['ageGroup'], // checked by the server, which names it when it is wrong
    level: (s.level || null) as SavedSwimmerInput['level'],
    experienceLevel: (s.experienceLevel || null) as SavedSwimmerInput['experienceLevel'],
    goals: s.goals,
    healthConsiderations: s.healthConsiderations,
    previousExperience: s.previousExperience,
    fears: s.fears,
    preferences: s.preferences,
  };
}

/** `zip`: the ZIP this browser remembers, so the pool's address starts with it. */
export function emptyDraft(
  level: LevelId | null,
  lessonType: LessonTypeId | null,
  zip = '',
): BookingDraftState {
  return {
    lessonType,
    swimmers: [blankSwimmer(level)],
    addOns: [],
    emergencyContact: { name: '', phone: '', relationship: '' },
    specialRequests: '',
    couponCode: null,
    marketingConsent: false,
    pool: emptyPoolDraft(zip),
    signatures: {},
  };
}

/**
 * The draft of a claimed waitlist offer: as many swimmers as the offer holds seats (fewer would give seats back when
 * the wizard holds again), the first one with the email the family asked with (the booking's contact; the swimmer's
 * name is theirs to write, the family's name is often a parent's).
 */
export function offerDraft(
  draft: BookingDraftState,
  offer: { swimmers: number; email: string; level: LevelId | null },
  level: LevelId | null,
): BookingDraftState {
  const swimmerLevel = offer.level ?? level;
  const swimmers = Array.from({ length: Math.max(1, offer.swimmers) }, () => blankSwimmer(swimmerLevel));
  swimmers[0] = { ...swimmers[0]!, email: offer.email }; // at least one swimmer, made above
  return { ...draft, swimmers };
}

export function withLessonType(
  draft: BookingDraftState,
  lessonType: LessonTypeId,
  level: LevelId | null,
): BookingDraftState {
  return {
    ...draft,
    lessonType,
    swimmers: swimmersForLessonType(draft.swimmers, lessonType, () => blankSwimmer(level)),
  };
}

const filled = (v: string) => v.trim().length > 0;
export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

/** Step 2's gate: every field the form marks as required is filled. */
export function swimmerComplete(s: SwimmerDraft): boolean {
  return (
    filled(s.name) && isEmail(s.email) && filled(s.ageGroup) && filled(s.experienceLevel) && filled(s.level)
  );
}

export const emergencyContactGiven = (draft: BookingDraftState) =>
  filled(draft.emergencyContact.name) && filled(draft.emergencyContact.phone);

export function canContinue(step: number, draft: BookingDraftState, hasIntent: boolean): boolean {
  switch (step) {
    case 1:
      return draft.lessonType !== null && draft.swimmers.length > 0;
    case 2:
      return draft.swimmers.length > 0 && draft.swimmers.every(swimmerComplete);
    case 3:
      return true;
    case 4:
      // The place's service area and the instructors' travel are checked by the server (see review-gate.ts).
      return emergencyContactGiven(draft) && checkPoolDraft(draft.pool).place !== null;
    case 5:
      return hasIntent;
    default:
      return false;
  }
}

/** The draft as the API wants it: blank optional fields left out; `signatures` from bookingSignatures (documents.ts). */
export function toBookingData(
  draft: BookingDraftState,
  timeZone: string,
  signatures: readonly BookingSignature[] = [],
) {
  const opt = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    lessonType: draft.lessonType as LessonTypeId,
    swimmers: draft.swimmers.map((s) => ({
      name: s.name.trim(),
      email: s.email.trim(),
      phone: opt(s.phone),
      ageGroup: s.ageGroup as never,
      level: s.level as never,
      experienceLevel: s.experienceLevel as never,
      goals: opt(s.goals),
      healthConsiderations: opt(s.healthConsiderations),
      previousExperience: opt(s.previousExperience),
      fears: opt(s.fears),
      preferences: opt(s.preferences),
      savedSwimmerId: s.savedSwimmerId,
    })),
    addOns: draft.addOns.filter((a) => a.quantity > 0).map((a) => ({ id: a.id, quantity: a.quantity })),
    emergencyContact: {
      name: draft.emergencyContact.name.trim(),
      phone: draft.emergencyContact.phone.trim(),
      relationship: (opt(draft.emergencyContact.relationship) ?? null) as never,
    },
    specialRequests: opt(draft.specialRequests),
    couponCode: draft.couponCode ?? undefined,
    marketingConsent: draft.marketingConsent,
    timeZone,
    pool: checkPoolDraft(draft.pool).place ?? undefined,
    signatures: [...signatures],
  };
}
