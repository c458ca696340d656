/**
 * The waitlist: a family waits for a seat on one full time, or for any time like a description (a preference). When
 * seats free up, the first matching entry in order gets an exclusive offer: the seats are held for it for the owner's
 * offer window, and an email "A spot opened" links to the booking wizard with those seats held.
 *
 * Links in the emails carry their token in the fragment (kept out of logs):
 *   claim   `${publicUrl}/booking#offer=${token}`          -> POST /api/waitlist/offers/claim {token}
 *   decline `${publicUrl}/waitlist/decline#token=${token}` -> POST /api/waitlist/offers/decline {token}
 *   leave   `${publicUrl}/waitlist/leave#token=${token}`   -> POST /api/waitlist/leave {token}
 */
import { z } from 'zod';
import { LESSON_TYPES, LESSON_TYPE_IDS } from '../catalog/lesson-types';
import { LEVEL_IDS } from '../catalog/levels';
import { WEEKDAY_SHORT } from '../rules/calendar-days';
import { isValidTimeZone, timeZoneLabel } from '../rules/timezones';
import { lessonTypeSchema } from './calendar';
import { text, uuid } from './common';
import { WAITLIST_MESSAGES } from './waitlist-text';

export {
  JOIN_WAITLIST_BUTTON,
  NOTIFY_ME_BUTTON,
  OFFER_FRAGMENT_KEY,
  WAITLIST_JOINED_SUBJECT,
  WAITLIST_MESSAGES,
  WAITLIST_OFFER_SUBJECT,
} from './waitlist-text';
export const WAITLIST_ENTRY_KINDS = ['time', 'preference'] as const;
export type WaitlistEntryKind = (typeof WAITLIST_ENTRY_KINDS)[number];
export const WAITLIST_ENTRY_STATUSES = ['waiting', 'offered', 'booked', 'left', 'removed', 'lapsed'] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];
export const WAITLIST_OFFER_STATUSES = ['live', 'claimed', 'declined', 'lapsed', 'withdrawn'] as const;

/** A preference matches times starting within this many days. */
export const PREFERENCE_HORIZON_DAYS = 60;
export const MAX_WAITLIST_SWIMMERS = Math.max(...LESSON_TYPES.map((t) => t.maxSwimmers));

const name = text('Name', { max: 120, required: 'Please enter your name' });
const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254, { error: 'Please enter a valid email address' })
  .pipe(z.email({ error: 'Please enter a valid email address' }));
const swimmers = z
  .number({ error: 'Swimmers must be a number' })
  .int({ error: 'Swimmers must be a whole number' })
  .min(1, { error: 'At least one swimmer' })
  .max(MAX_WAITLIST_SWIMMERS, { error: `At most ${MAX_WAITLIST_SWIMMERS} swimmers` });

const timeZone = z
  .string({ error: 'timeZone is required' })
  .max(64)
  .refine((zone) => isValidTimeZone(zone), 'timeZone must be an IANA time zone such as America/New_York');

/** "HH:mm", 00:00-23:59. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(HH_MM, { error: `${field} must be a time such as 16:30` });

/** Minutes after midnight of an "HH:mm". */
export function clockMinutes(value: string): number {
  const [h, m] = value.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
/** "HH:mm" of minutes after midnight. */
export function minutesClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * `POST /api/waitlist` -> 201 `{ entryId, message }`. Swimmers at most the time's lesson type allows. An email already
 * waiting for the time gets the same 201 and changes nothing (docs/decisions/0152); so does a preference.
 */
export const waitlistJoinRequestSchema = z.object({
  slotId: uuid,
  name,
  email,
  swimmers,
  /** The family's zone: the emails write times in it (default America/New_York). */
  timeZone: timeZone.optional(),
});
export type WaitlistJoinRequest = z.input<typeof waitlistJoinRequestSchema>;
/**
 * No place in line (0152): it would differ between a new entry and an email already waiting, and comparing it with a
 * second join's would tell which. A signed-in family sees its own entries in My Lessons.
 */
export const waitlistJoinResponseSchema = z.object({
  entryId: z.string(),
  message: z.string(),
});
export type WaitlistJoinResponse = z.infer<typeof waitlistJoinResponseSchema>;

/**
 * `POST /api/waitlist/preferences` -> 201 `{ entryId, message }`. Times open right now are not offered (they can
 * be booked now); only seats that free up later, and times published later, are.
 */
export const waitlistPreferenceRequestSchema = z
  .object({
    name,
    email,
    swimmers,
    lessonType: lessonTypeSchema,
    level: z
      .enum(LEVEL_IDS, { error: `level must be one of: ${LEVEL_IDS.join(', ')}` })
      .optional()
      .nullable(),
    /** 0 Sunday .. 6 Saturday. */
    weekdays: z
      .array(z.number().int().min(0).max(6), { error: 'Choose the days of the week' })
      .min(1, { error: 'Choose at least one day of the week' })
      .max(7, { error: 'Choose each day of the week once' })
      .refine((days) => new Set(days).size === days.length, { error: 'Choose each day of the week once' }),
    windowStart: clock('From'),
    windowEnd: clock('Until'),
    timeZone,
  })
  .superRefine((v, ctx) => {
    if (
      HH_MM.test(v.windowStart) &&
      HH_MM.test(v.windowEnd) &&
      clockMinutes(v.windowEnd) <= clockMinutes(v.windowStart)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['windowEnd'],
        message: 'The end of the window must be after its start',
      });
    const type = LESSON_TYPES.find((t) => t.id === v.lessonType);
    if (type && v.swimmers > type.maxSwimmers)
      ctx.addIssue({
        code: 'custom',
        path: ['swimmers'],
        message: `${type.label} lessons take at most ${type.maxSwimmers} swimmer${type.maxSwimmers === 1 ? '' : 's'}`,
      });
  });
export type WaitlistPreferenceRequest = z.input<typeof waitlistPreferenceRequestSchema>;
export const waitlistPreferenceResponseSchema = z.object({ entryId: z.string(), message: z.string() });

/** The token of a leave, claim or decline link. */
export const waitlistTokenRequestSchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: WAITLIST_MESSAGES.linkInvalid }),
});
export type WaitlistTokenRequest = z.input<typeof waitlistTokenRequestSchema>;
export const waitlistMessageSchema = z.object({ message: z.string() });

/**
 * `POST /api/waitlist/offers/claim` -> 200, and the hold cookie is set (it lives until the hold ends), so the
 * booking wizard continues on the held seats: its next `POST /api/bookings/hold-slots` with the slot id keeps the
 * same hold and its expiry. 410 OFFER_ENDED when the offer lapsed, was declined or was used; 404 for an unknown token.
 */
export const waitlistClaimResponseSchema = z.object({
  offerId: z.string(),
  slotId: z.string(),
  lessonType: z.enum(LESSON_TYPE_IDS),
  swimmers: z.number().int(),
  level: z.string().nullable(),
  holdId: z.string(),
  /** The offer link's token: it is the hold's token. */
  holdToken: z.string(),
  holdExpiresAt: z.string(),
  name: z.string(),
  email: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The entry's time zone: the wizard shows the time in it. */
  timeZone: z.string(),
});
export type WaitlistClaimResponse = z.infer<typeof waitlistClaimResponseSchema>;

// ---- what a family and the owner see ---------------------------------------------------------------------------

export const waitlistSlotSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  instructorName: z.string(),
  venueName: z.string(),
});
export type WaitlistSlot = z.infer<typeof waitlistSlotSchema>;

export const waitlistPreferenceSchema = z.object({
  weekdays: z.array(z.number().int()),
  windowStart: z.string(),
  windowEnd: z.string(),
  timeZone: z.string(),
  /** "Group, Mon, Wed 16:00-18:00 (ET)". */
  description: z.string(),
});

export const waitlistLiveOfferSchema = z.object({
  id: z.string(),
  slot: waitlistSlotSchema,
  seats: z.number().int(),
  expiresAt: z.string(),
  /** system, or the owner's username for an offer made by hand. */
  offeredBy: z.string(),
});

/** `GET /api/family/waitlist` -> `{ entries }`: the signed-in family's entries still waiting or offered. */
export const familyWaitlistEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(WAITLIST_ENTRY_KINDS),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  lessonType: z.enum(LESSON_TYPE_IDS),
  level: z.string().nullable(),
  swimmers: z.number().int(),
  /** The time waited for (kind time). */
  slot: waitlistSlotSchema.nullable(),
  /** The description waited for (kind preference). */
  preference: waitlistPreferenceSchema.nullable(),
  /** The live offer, while there is one: the seats are held until `expiresAt`; the link is in the email. */
  offer: waitlistLiveOfferSchema.nullable(),
  createdAt: z.string(),
});
export type FamilyWaitlistEntry = z.infer<typeof familyWaitlistEntrySchema>;
export const familyWaitlistSchema = z.object({ entries: z.array(familyWaitlistEntrySchema) });
export type FamilyWaitlist = z.infer<typeof familyWaitlistSchema>;

/** `DELETE /api/family/waitlist/:entryId` -> 200 `{ message }`; another family's entry is a 404. */
export const waitlistEntryParamsSchema = z.object({ entryId: uuid });

/** An entry in `GET /api/admin/waitlist`. */
export const adminWaitlistEntrySchema = familyWaitlistEntrySchema.omit({ slot: true }).extend({
  /** The order entries are served in, lowest first (compare within one list). */
  position: z.number().int(),
  /** 1-based place in its list. */
  place: z.number().int(),
  name: z.string(),
  email: z.string(),
  slotId: z.string().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const adminWaitlistSlotSchema = waitlistSlotSchema.extend({
  lessonType: z.enum(LESSON_TYPE_IDS),
  capacity: z.number().int(),
  /** Seats booked or held, offers included. */
  seatsTaken: z.number().int(),
  entries: z.array(adminWaitlistEntrySchema),
});
export type AdminWaitlistSlot = z.infer<typeof adminWaitlistSlotSchema>;

/** `GET /api/admin/waitlist`: time entries per time (soonest first), and the preferences, waiting or offered. */
export const adminWaitlistSchema = z.object({
  slots: z.array(adminWaitlistSlotSchema),
  preferences: z.array(adminWaitlistEntrySchema),
  /** The owner's offer window in minutes. */
  offerWindowMinutes: z.number().int(),
});
export type AdminWaitlist = z.infer<typeof adminWaitlistSchema>;

/**
 * `POST /api/admin/waitlist/:entryId/offer` -> 201 the offer: holds the seats now and emails "A spot opened".
 * `slotId` is required for a preference (which time to offer), ignored for a time entry. 409 when the seats do
 * not fit, the entry already has a live offer, or it is no longer waiting.
 */
export const adminWaitlistOfferRequestSchema = z.object({ slotId: uuid.optional() });
export const adminWaitlistOfferResponseSchema = z.object({
  offerId: z.string(),
  slotId: z.string(),
  expiresAt: z.string(),
});

/** `POST /api/admin/waitlist/:entryId/move` -> 200: swaps with the neighbour in its list (same time, or preferences). */
export const adminWaitlistMoveRequestSchema = z.object({
  direction: z.enum(['up', 'down'], { error: "direction must be 'up' or 'down'" }),
});

/** `DELETE /api/admin/waitlist/:entryId` -> 200 `{ message }`: removed; a live offer's seats are released. */

/** The words a preference is shown in: "Group, Mon, Wed 16:00-18:00 (ET)". */
export function describePreference(p: {
  lessonTypeLabel: string;
  weekdays: readonly number[];
  windowStart: string;
  windowEnd: string;
  timeZone: string;
}): string {
  const days = [...p.weekdays]
    .sort((a, b) => a - b)
    .map((d) => WEEKDAY_SHORT[d] ?? String(d))
    .join(', ');
  return `${p.lessonTypeLabel}, ${days} ${p.windowStart}-${p.windowEnd} (${timeZoneLabel(p.timeZone)})`;
}
