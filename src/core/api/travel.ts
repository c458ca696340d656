/** Contracts of where lessons happen: the pool's address, ZIP look-ups, community pools and the owner's travel settings. */
import { z } from 'zod';
import { text, uuid } from './common';
import { FIVE_DIGIT_ZIP, POOL_STATES, ZIP_MESSAGE } from './travel-text';

export { FIVE_DIGIT_ZIP, POOL_STATES, ZIP_MESSAGE, isZipCode, type PoolState } from './travel-text';

export const zipCodeSchema = z
  .string({ error: ZIP_MESSAGE })
  .trim()
  .regex(FIVE_DIGIT_ZIP, { error: ZIP_MESSAGE });

/** A ZIP the owner may leave blank (an instructor's home, a venue): blank is null. */
export const optionalZipCode = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.string().regex(FIVE_DIGIT_ZIP, ZIP_MESSAGE).nullable());

/** A family's own pool. */
export const poolAddressSchema = z.object({
  kind: z.literal('address'),
  street: text('Street address', { max: 200, required: 'Street address is required' }),
  city: text('City', { max: 80, required: 'City is required' }),
  state: z.enum(POOL_STATES, { error: 'Choose DC, MD or VA' }),
  zip: zipCodeSchema,
});

/** One of the business's community pools (a venue the owner lists). */
export const communityPoolChoiceSchema = z.object({
  kind: z.literal('community'),
  venueId: uuid,
});

/** Where the lessons happen: asked by the booking wizard and the lesson-request form. */
export const lessonPlaceSchema = z.discriminatedUnion(
  'kind',
  [poolAddressSchema, communityPoolChoiceSchema],
  {
    error: 'Tell us where the lessons will be: your pool’s address or one of our pools',
  },
);
export type LessonPlace = z.infer<typeof lessonPlaceSchema>;
export type LessonPlaceInput = z.input<typeof lessonPlaceSchema>;

/** `GET /api/travel/zip/:zip`: whether we travel there and what it costs per lesson. Unknown ZIP: 404. */
export const zipParamsSchema = z.object({ zip: zipCodeSchema });
export const zipInfoSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  inServiceArea: z.boolean(),
  /** Straight-line kilometres from the base, one decimal. */
  distanceKm: z.number(),
  /** Per lesson, cents; null outside the service area. */
  travelFeeCents: z.number().int().nullable(),
  /** A sentence for the visitor: the fee, or why we cannot come. */
  message: z.string(),
});
export type ZipInfo = z.infer<typeof zipInfoSchema>;

export const OUTSIDE_SERVICE_AREA_MESSAGE = (zip: string, place: string, radiusKm: number) =>
  `Sorry, ${zip} (${place}) is outside our service area: we travel up to ${radiusKm} km around Washington, DC.`;

/** `GET /api/travel/community-pools`: the business's pools a family may choose instead of its own. */
export const communityPoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  travelFeeCents: z.number().int(),
});
export type CommunityPool = z.infer<typeof communityPoolSchema>;
export const communityPoolsSchema = z.object({ pools: z.array(communityPoolSchema) });

/** The owner's travel settings (`GET`/`PUT /api/admin/travel-settings`). */
export const feeBandSchema = z.object({
  upToKm: z.number({ error: 'Distance must be a number' }).int().min(1).max(200),
  feeCents: z.number({ error: 'Fee must be a number' }).int().min(0).max(100_000),
});
export const travelSettingsSchema = z
  .object({
    baseZip: zipCodeSchema,
    serviceRadiusKm: z.number().int().min(1, 'At least 1 km').max(200, 'At most 200 km'),
    roadFactorPercent: z.number().int().min(100, 'At least 100%').max(300, 'At most 300%'),
    averageSpeedKmh: z.number().int().min(5, 'At least 5 km/h').max(120, 'At most 120 km/h'),
    bufferMinutes: z.number().int().min(0).max(120, 'At most 120 minutes'),
    feeBands: z.array(feeBandSchema).min(1, 'Add at least one band').max(10, 'At most 10 bands'),
  })
  .superRefine((s, ctx) => {
    s.feeBands.forEach((band, i) => {
      const before = s.feeBands[i - 1];
      if (before && band.upToKm <= before.upToKm)
        ctx.addIssue({
          code: 'custom',
          path: ['feeBands', i, 'upToKm'],
          message: 'Each band must reach further than the one before',
        });
    });
    const last = s.feeBands.at(-1);
    if (last && last.upToKm < s.serviceRadiusKm)
      ctx.addIssue({
        code: 'custom',
        path: ['feeBands'],
        message: 'The last band must reach the edge of the service area',
      });
  });
export type TravelSettings = z.infer<typeof travelSettingsSchema>;

/** The 409 body when the instructor could not reach the pool in time for some of the chosen times. */
export const TRAVEL_UNREACHABLE_MESSAGE =
  'Our instructor cannot reach your pool in time for one of the times you chose, after the lesson before it. Please pick another time.';
