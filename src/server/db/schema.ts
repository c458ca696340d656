/**
 * The whole domain in one schema. Money is integer cents; instants are timestamptz (UTC).
 * Seats taken on a slot are derived, never stored: confirmed booking seats plus unexpired hold seats.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const instructors = pgTable(
  'instructors',
  {
    id: id(),
    name: text('name').notNull(),
    specialty: text('specialty').notNull(),
    email: text('email'),
    phone: text('phone'),
    bio: text('bio'),
    active: boolean('active').notNull().default(true),
    /** Where the instructor's day starts: the first lesson's travel is counted from here. */
    homeZip: text('home_zip'),
    /** Working hours, minutes after midnight in New York: the day view and the route start and end here. */
    workStartMinutes: integer('work_start_minutes')
      .notNull()
      .default(9 * 60),
    workEndMinutes: integer('work_end_minutes')
      .notNull()
      .default(19 * 60),
    /** How the owner pays this instructor: `per_lesson` (the rate for each lesson taught) or `per_hour` (of lessons). */
    payBasis: text('pay_basis').notNull().default('per_lesson'),
    payRateCents: integer('pay_rate_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('instructors_pay_basis', sql`${t.payBasis} in ('per_lesson', 'per_hour')`),
    check('instructors_pay_rate_range', sql`${t.payRateCents} between 0 and 100000`),
  ],
);

export const venues = pgTable(
  'venues',
  {
    id: id(),
    name: text('name').notNull(),
    poolType: text('pool_type').notNull(),
    address: text('address'),
    city: text('city'),
    region: text('region'),
    /** The pool's ZIP: with it, the travel fee comes from the owner's distance bands instead of `travel_fee_cents`. */
    zip: text('zip'),
    travelFeeCents: integer('travel_fee_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('venues_travel_fee_nonnegative', sql`${t.travelFeeCents} >= 0`)],
);

export const slotSeries = pgTable('slot_series', {
  id: id(),
  description: text('description'),
  createdBy: text('created_by'),
  createdAt: createdAt(),
});

export const timeSlots = pgTable(
  'time_slots',
  {
    id: id(),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time').notNull(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    capacity: integer('capacity').notNull(),
    lessonType: text('lesson_type').notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    /** available | unavailable | cancelled */
    status: text('status').notNull().default('available'),
    seriesId: uuid('series_id').references(() => slotSeries.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('time_slots_start_idx').on(t.startTime),
    // An instructor teaches one lesson at a time; also makes the demo seed idempotent.
    uniqueIndex('time_slots_instructor_start_uq').on(t.instructorId, t.startTime),
    check('time_slots_capacity_positive', sql`${t.capacity} > 0`),
    check('time_slots_price_nonnegative', sql`${t.basePriceCents} >= 0`),
    check('time_slots_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * Moves on after every write that can change what the calendar shows (a seat held, booked, released; a slot
 * added, changed or cancelled). Read caches key on it, so every server copy sees a change on its next read. A
 * sequence, not a row: bumping it takes no lock, so writes to different slots never wait on each other.
 */
export const seatVersion = pgSequence('seat_version');

/** A hold keeps seats for a visitor while they fill in the wizard; it ends at `expires_at` on the database clock. */
export const holds = pgTable(
  'holds',
  {
    id: id(),
    /** Secret the browser keeps so it, and only it, can extend or use the hold. */
    ownerToken: text('owner_token').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    /** Extensions and renewals used by this hold's lineage (a renewal of an ended hold carries the count on). */
    extensions: integer('extensions').notNull().default(0),
    /** The first hold of the lineage: an ended hold renewed under its id and token continues it. */
    lineageId: uuid('lineage_id'),
    /** The address the hold was taken from, for the per-address limit on seats held at once. */
    clientAddress: text('client_address'),
    /**
     * browser: a visitor's wizard, reshaped as they choose; offer: a waitlist offer's seats, which cover only the
     * offered time and seats; move: a family's lesson moving to a dearer time while they pay.
     */
    kind: text('kind').notNull().default('browser'),
    releasedAt: tstz('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('holds_expires_idx').on(t.expiresAt),
    index('holds_client_address_idx').on(t.clientAddress, t.expiresAt),
    index('holds_owner_token_idx').on(t.ownerToken),
  ],
);

export const holdSlots = pgTable(
  'hold_slots',
  {
    holdId: uuid('hold_id')
      .notNull()
      .references(() => holds.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => timeSlots.id),
    seats: integer('seats').notNull(),
  },
  (t) => [primaryKey({ columns: [t.holdId, t.slotId] }), index('hold_slots_slot_idx').on(t.slotId)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** Short id shown to the customer, e.g. BK-7K3F9Q. */
    reference: text('reference').notNull(),
    /** A state of core/rules/booking-lifecycle.ts: pending_payment | confirmed | cancelled | refunded | expired | voided */
    status: text('status').notNull().default('pending_payment'),
    lessonType: text('lesson_type').notNull(),
    swimmersCount: integer('swimmers_count').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    emergencyName: text('emergency_name').notNull(),
    emergencyPhone: text('emergency_phone').notNull(),
    emergencyRelationship: text('emergency_relationship'),
    specialRequests: text('special_requests'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    couponCode: text('coupon_code'),
    addOns: jsonb('add_ons').notNull().default([]),
    subtotalCents: integer('subtotal_cents').notNull(),
    travelFeesCents: integer('travel_fees_cents').notNull(),
    addOnsCents: integer('add_ons_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxesCents: integer('taxes_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    holdId: uuid('hold_id').references(() => holds.id, { onDelete: 'set null' }),
    /** sha256 of the token that lets the customer reopen the confirmation. */
    accessTokenHash: text('access_token_hash').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** The lesson request whose approval made this booking (paid at the lesson). */
    lessonRequestId: uuid('lesson_request_id').references((): AnyPgColumn => lessonRequests.id),
    /** Paid with the family's lesson credits (one per swimmer per lesson) instead of a card. */
    paidWithCredits: boolean('paid_with_credits').notNull().default(false),
    /** Where the lessons happen: the family's own pool (street, city, state, ZIP) or one of the business's pools. */
    poolStreet: text('pool_street'),
    poolCity: text('pool_city'),
    poolState: text('pool_state'),
    poolZip: text('pool_zip'),
    poolVenueId: uuid('pool_venue_id').references(() => venues.id),
    confirmedAt: tstz('confirmed_at'),
    cancelledAt: tstz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_reference_uq').on(t.reference),
    uniqueIndex('bookings_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('bookings_lesson_request_uq').on(t.lessonRequestId),
    index('bookings_hold_idx').on(t.holdId),
    index('bookings_email_idx').on(t.customerEmail),
    index('bookings_status_idx').on(t.status),
    // The owner's reports read bookings by when they were confirmed.
    index('bookings_confirmed_idx').on(t.confirmedAt),
    check('bookings_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);

export const bookingSlots = pgTable(
  'booking_slots',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => timeSlots.id),
    seats: integer('seats').notNull(),
    priceCents: integer('price_cents').notNull(),
    travelFeeCents: integer('travel_fee_cents').notNull().default(0),
    /** The lesson's own id: it outlives a reschedule, which moves the row to another slot. */
    lessonId: uuid('lesson_id').notNull().defaultRandom(),
    /** The calendar invite's UID (before the host): fixed when the lesson is booked, kept through moves. */
    icsUid: text('ics_uid').notNull(),
    /** The invite's SEQUENCE: 0 when booked, one more for every move and for the cancellation. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** Set when this one lesson was cancelled (by the family or the owner); its seats stop counting. */
    cancelledAt: tstz('cancelled_at'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.slotId] }),
    index('booking_slots_slot_idx').on(t.slotId),
    uniqueIndex('booking_slots_lesson_uq').on(t.lessonId),
  ],
);

/**
 * A family moving one lesson to a dearer time: the new seat is held (`hold_id`) while they pay the difference,
 * and the move happens when the payment settles. A move to a time of the same or lower price happens at once and
 * leaves a row here too (`applied`), so every move of a lesson has one record.
 */
export const lessonChanges = pgTable(
  'lesson_changes',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    lessonId: uuid('lesson_id').notNull(),
    fromSlotId: uuid('from_slot_id')
      .notNull()
      .references(() => timeSlots.id),
    toSlotId: uuid('to_slot_id')
      .notNull()
      .references(() => timeSlots.id),
    holdId: uuid('hold_id').references(() => holds.id, { onDelete: 'set null' }),
    /** The new lesson price per seat, and what the family pays (positive) or gets back (negative), tax included. */
    priceCents: integer('price_cents').notNull(),
    differenceCents: integer('difference_cents').notNull(),
    /** pending_payment | applied | voided | refunded */
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    appliedAt: tstz('applied_at'),
    createdAt: createdAt(),
  },
  (t) => [index('lesson_changes_booking_idx').on(t.bookingId), index('lesson_changes_hold_idx').on(t.holdId)],
);

/** The owner's booking policies: one row. Read by the ledger whenever it decides a refund. */
export const businessPolicies = pgTable(
  'business_policies',
  {
    id: text('id').primaryKey().default('default'),
    /** A family cancelling (or moving) more than this many hours ahead gets the lesson's share back. */
    cancelNoticeHours: integer('cancel_notice_hours').notNull().default(24),
    /** How long a waitlist offer holds its seats (never past the booking notice before the lesson). */
    offerWindowMinutes: integer('offer_window_minutes').notNull().default(120),
    /** A card-paid lesson cancelled with notice gives back: `refund` (its share, to the card) or `credit` (lesson credits). */
    cancelRefundAs: text('cancel_refund_as').notNull().default('refund'),
    /** Months that credits given on a cancellation, for weather or as goodwill stay usable. */
    creditMonthsValid: integer('credit_months_valid').notNull().default(6),
    updatedBy: text('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('business_policies_single_row', sql`${t.id} = 'default'`),
    check('business_policies_notice_range', sql`${t.cancelNoticeHours} between 0 and 720`),
    check('business_policies_offer_window_range', sql`${t.offerWindowMinutes} between 15 and 1440`),
    check('business_policies_refund_as', sql`${t.cancelRefundAs} in ('refund', 'credit')`),
    check('business_policies_credit_months_range', sql`${t.creditMonthsValid} between 1 and 24`),
  ],
);

export const bookingSwimmers = pgTable('booking_swimmers', {
  id: id(),
  bookingId: uuid('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  ageGroup: text('age_group').notNull(),
  level: text('level').notNull(),
  experienceLevel: text('experience_level').notNull(),
  goals: text('goals'),
  healthConsiderations: text('health_considerations'),
  previousExperience: text('previous_experience'),
  fears: text('fears'),
  preferences: text('preferences'),
  /**
   * The family's saved swimmer this one was booked as (families' family_swimmers), when the wizard filled it from the
   * profile: progress and sign-offs then follow the saved swimmer, whatever its name becomes. Not a foreign key: a
   * profile deleted later leaves the booking as it was, and the id is only ever read with the booking's email.
   */
  savedSwimmerId: uuid('saved_swimmer_id'),
});

export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** The booking paid for; null for a package purchase. */
    bookingId: uuid('booking_id').references(() => bookings.id),
    /** test | stripe */
    gateway: text('gateway').notNull(),
    intentId: text('intent_id').notNull(),
    clientSecret: text('client_secret'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** requires_payment_method | requires_action | processing | succeeded | canceled | failed */
    status: text('status').notNull(),
    lastError: text('last_error'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Set on the payment of a move to a dearer time; the booking's first payment has none. */
    lessonChangeId: uuid('lesson_change_id').references((): AnyPgColumn => lessonChanges.id),
    /** Set on the payment of a lesson package; such a payment has no booking. */
    packagePurchaseId: uuid('package_purchase_id').references((): AnyPgColumn => packagePurchases.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_intent_uq').on(t.intentId),
    index('payments_booking_idx').on(t.bookingId),
    // The owner's money report reads payments by when they were made.
    index('payments_created_idx').on(t.createdAt),
    uniqueIndex('payments_package_purchase_uq').on(t.packagePurchaseId),
    check('payments_pays_for_something', sql`(${t.bookingId} is null) <> (${t.packagePurchaseId} is null)`),
  ],
);

/** A package the owner sells: a number of lesson credits of one lesson type (and level, or any), valid for months. */
export const lessonPackages = pgTable(
  'lesson_packages',
  {
    id: id(),
    name: text('name').notNull(),
    lessonType: text('lesson_type').notNull(),
    /** null: any level. */
    level: text('level'),
    lessons: integer('lessons').notNull(),
    /** What the family pays, tax included. */
    priceCents: integer('price_cents').notNull(),
    monthsValid: integer('months_valid').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lesson_packages_lessons_range', sql`${t.lessons} between 1 and 50`),
    check('lesson_packages_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('lesson_packages_months_range', sql`${t.monthsValid} between 1 and 24`),
  ],
);

/** One family buying one package: its terms are copied here, so the owner editing the package changes nothing bought. */
export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: id(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => lessonPackages.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    lessonType: text('lesson_type').notNull(),
    level: text('level'),
    lessons: integer('lessons').notNull(),
    priceCents: integer('price_cents').notNull(),
    monthsValid: integer('months_valid').notNull(),
    /** pending_payment | paid */
    status: text('status').notNull().default('pending_payment'),
    idempotencyKey: text('idempotency_key').notNull(),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('package_purchases_idempotency_uq').on(t.idempotencyKey),
    index('package_purchases_email_idx').on(t.customerEmail),
  ],
);

/**
 * The family's credit ledger, append-only. A lot is an entry that adds credits (its `lot_id` is its own id) and
 * carries the lesson type, level and expiry; every later entry that spends or gives back credits names its lot.
 * The balance is derived: the sum of `lessons` per lot, over lots not yet expired.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: id(),
    familyEmail: text('family_email').notNull(),
    /** package | spend | return | cancellation | weather | adjustment */
    kind: text('kind').notNull(),
    lessons: integer('lessons').notNull(),
    lotId: uuid('lot_id').notNull(),
    lessonType: text('lesson_type'),
    level: text('level'),
    /** Lots only. */
    expiresAt: tstz('expires_at'),
    bookingId: uuid('booking_id').references(() => bookings.id),
    lessonId: uuid('lesson_id'),
    packagePurchaseId: uuid('package_purchase_id').references(() => packagePurchases.id),
    reason: text('reason'),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_entries_family_idx').on(t.familyEmail, t.createdAt),
    index('credit_entries_lot_idx').on(t.lotId),
    index('credit_entries_lesson_idx').on(t.lessonId),
    index('credit_entries_created_idx').on(t.createdAt),
    // A package gives its credits once, however often its payment is settled.
    uniqueIndex('credit_entries_package_uq')
      .on(t.packagePurchaseId)
      .where(sql`${t.kind} = 'package'`),
    // A lesson is spent from, or given back to, each lot at most once; and credited for its cancellation once.
    uniqueIndex('credit_entries_lesson_lot_uq')
      .on(t.lessonId, t.lotId, t.kind)
      .where(sql`${t.kind} in ('spend', 'return')`),
    uniqueIndex('credit_entries_lesson_credit_uq')
      .on(t.lessonId)
      .where(sql`${t.kind} in ('cancellation', 'weather')`),
    check('credit_entries_lessons_nonzero', sql`${t.lessons} <> 0`),
    check(
      'credit_entries_kind',
      sql`${t.kind} in ('package', 'spend', 'return', 'cancellation', 'weather', 'adjustment')`,
    ),
    check(
      'credit_entries_lot_has_expiry',
      sql`(${t.lotId} <> ${t.id}) or (${t.expiresAt} is not null and ${t.lessons} > 0)`,
    ),
  ],
);

/**
 * Money going back. A refund is decided inside the transaction that cancels (a row here, `pending`) and sent to the
 * provider after it commits; the sweeper retries pending rows. The key makes a retry a no-op at the provider.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    intentId: text('intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** pending | sent */
    status: text('status').notNull().default('pending'),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_uq').on(t.idempotencyKey),
    index('refunds_booking_idx').on(t.bookingId),
    index('refunds_pending_idx').on(t.status),
    index('refunds_created_idx').on(t.createdAt),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Provider events already handled, so a repeated webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

export const lessonRequests = pgTable(
  'lesson_requests',
  {
    id: id(),
    /** Short id shown to the visitor, e.g. REQ-7K3F9Q. */
    requestCode: text('request_code').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** pending_approval | approved | declined */
    status: text('status').notNull().default('pending_approval'),
    lessonType: text('lesson_type').notNull(),
    swimmers: integer('swimmers').notNull(),
    dates: jsonb('dates').$type<string[]>().notNull(),
    slotIds: jsonb('slot_ids').$type<string[]>().notNull().default([]),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Where the lessons happen: the family's own pool (street, city, state, ZIP) or one of the business's pools. */
    poolStreet: text('pool_street'),
    poolCity: text('pool_city'),
    poolState: text('pool_state'),
    poolZip: text('pool_zip'),
    poolVenueId: uuid('pool_venue_id').references(() => venues.id),
    decisionMessage: text('decision_message'),
    decidedAt: tstz('decided_at'),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lesson_requests_code_uq').on(t.requestCode),
    uniqueIndex('lesson_requests_idempotency_uq').on(t.idempotencyKey),
    index('lesson_requests_status_idx').on(t.status),
    index('lesson_requests_created_idx').on(t.createdAt),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** percentage | fixed | free_lesson */
    type: text('type').notNull(),
    /** percentage: whole percent; fixed: cents; free_lesson: unused (the cheapest lesson is free). */
    value: integer('value').notNull().default(0),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    lessonTypes: jsonb('lesson_types').$type<string[] | null>(),
    usageLimit: integer('usage_limit'),
    firstTimeOnly: boolean('first_time_only').notNull().default(false),
    oncePerCustomer: boolean('once_per_customer').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    check('coupons_value_nonnegative', sql`${t.value} >= 0`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    customerEmail: text('customer_email').notNull(),
    discountCents: integer('discount_cents').notNull(),
    /** reserved while the checkout waits for payment (counted by every limit), redeemed once it is paid. */
    status: text('status').notNull().default('redeemed'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_booking_uq').on(t.bookingId),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    resource: text('resource').notNull(),
    trigger: text('trigger'),
    source: text('source'),
    utm: text('utm'),
    timeOnPage: integer('time_on_page'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leads_email_resource_uq').on(t.email, t.resource),
    index('leads_created_idx').on(t.createdAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  /** contact | mailchimp */
  channel: text('channel').notNull().default('contact'),
  origin: text('origin'),
  ip: text('ip'),
  /** new | read | replied */
  status: text('status').notNull().default('new'),
  createdAt: createdAt(),
});

export const adminUsers = pgTable(
  'admin_users',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: tstz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admin_users_username_uq').on(t.username)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** sha256 of the session id in the cookie: a database leak does not leak live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    absoluteExpiresAt: tstz('absolute_expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId)],
);

/**
 * Browsers the owner signed in from: sha256 of the long-lived device cookie. Sign-ins from a known device are not
 * held back by the failed logins of strangers (counted in `rate_limit_hits`).
 */
export const adminDevices = pgTable(
  'admin_devices',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_devices_user_idx').on(t.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // A booking's history in admin reads its entries newest first.
    index('audit_log_entity_idx').on(t.entityId, t.createdAt),
  ],
);

/** Every email is a row here, written in the same transaction as the event that causes it. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** (event, recipient, kind): the same message is never queued twice. */
    dedupeKey: text('dedupe_key').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').notNull().default([]),
    /** pending | sent | undelivered | parked */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** When the current run of failed tries began; tries stop (parked) once it is 48 hours old. */
    failingSince: tstz('failing_since'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_uq').on(t.dedupeKey),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Server-side record of growth events such as conversions. */
export const events = pgTable(
  'events',
  {
    id: id(),
    type: text('type').notNull(),
    value: integer('value'),
    sessionId: text('session_id'),
    payload: jsonb('payload'),
    createdAt: createdAt(),
  },
  (t) => [index('events_type_created_idx').on(t.type, t.createdAt)],
);

/**
 * The browser's growth events (page views, scroll depth, quiz and booking steps) with the visitor's A/B assignments,
 * sent to our own server in batches; no name, email or address. Kept RETENTION_ANALYTICS_DAYS.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    sessionId: text('session_id').notNull(),
    /** The browser's id for the event: a batch sent twice is stored once. */
    clientEventId: text('client_event_id').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    deviceClass: text('device_class').notNull(),
    /** When the browser says it happened. */
    occurredAt: tstz('occurred_at').notNull(),
    data: jsonb('data'),
    /** experiment -> variant, as assigned when the batch was sent. */
    variants: jsonb('variants').notNull().default({}),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('analytics_events_once').on(t.sessionId, t.clientEventId),
    index('analytics_events_name_at_idx').on(t.name, t.occurredAt),
    index('analytics_events_received_idx').on(t.receivedAt),
  ],
);

/** Shared counters for rate limits, so several server processes enforce one limit. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: tstz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/**
 * Sign-in links asked for and not yet handled (0152). The public endpoints store the request and answer at once, the
 * same for every email; a job claims each row (FOR UPDATE SKIP LOCKED), looks the email up, emails a link when it is a
 * family's or an instructor's, and deletes the row in that transaction. A row that keeps failing waits longer after
 * each attempt and is deleted a day after it was made.
 */
export const signInRequests = pgTable(
  'sign_in_requests',
  {
    id: id(),
    /** family | instructor: who the email is looked up as */
    audience: text('audience').notNull(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_requests_due_idx').on(t.audience, t.nextAttemptAt),
    index('sign_in_requests_created_idx').on(t.createdAt),
  ],
);

/** Small named facts the server keeps about itself, such as how far ahead the demo schedule reaches. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * One-time sign-in links for families, and the "Manage your lessons" links in their emails; sha256 of the token
 * only. A sign-in link works once within 15 minutes; a manage link works until 30 days after the last lesson.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    /** sign_in | manage */
    kind: text('kind').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('family_links_token_uq').on(t.tokenHash),
    index('family_links_expires_idx').on(t.expiresAt),
  ],
);

/** A family's signed-in browser: sha256 of the cookie's id, scoped to one email, for 30 days. */
export const familySessions = pgTable(
  'family_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_sessions_email_idx').on(t.email),
    index('family_sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Milestones a signed-in family checked for one of its swimmers (the swimmer named as on their bookings). */
export const swimmerProgress = pgTable(
  'swimmer_progress',
  {
    email: text('email').notNull(),
    /** The swimmer's name, trimmed and lower-cased: the same child across bookings. */
    swimmerKey: text('swimmer_key').notNull(),
    swimmerName: text('swimmer_name').notNull(),
    /** Ids of the checked milestones (core/catalog/levels.ts). */
    milestones: jsonb('milestones').notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.swimmerKey] })],
);

/**
 * A signed-in family's profile, keyed by the email its session is scoped to: contact details and an emergency contact
 * it fills in once instead of on every booking. Erased with its swimmers and places when the family deletes it, or
 * when the family has had no lesson for the progress retention period (RETENTION_PROFILE_DAYS).
 */
export const familyProfiles = pgTable('family_profiles', {
  email: text('email').primaryKey(),
  name: text('name'),
  phone: text('phone'),
  emergencyName: text('emergency_name'),
  emergencyPhone: text('emergency_phone'),
  emergencyRelationship: text('emergency_relationship'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A swimmer a family saved once, offered in one tap on every booking and request after. */
export const familySwimmers = pgTable(
  'family_swimmers',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** yyyy-MM-dd, or null when the family gave an age group only. */
    birthDate: text('birth_date'),
    ageGroup: text('age_group').notNull(),
    level: text('level'),
    experienceLevel: text('experience_level'),
    goals: text('goals'),
    healthConsiderations: text('health_considerations'),
    previousExperience: text('previous_experience'),
    fears: text('fears'),
    preferences: text('preferences'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('family_swimmers_email_idx').on(t.email)],
);

/** A place a family saved: its own pool's address, or one of the business's community pools. */
export const familyPlaces = pgTable(
  'family_places',
  {
    id: id(),
    email: text('email').notNull(),
    label: text('label').notNull(),
    /** The lesson place as the API sends it (`lessonPlaceSchema`): an address or a community pool's id. */
    place: jsonb('place').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('family_places_email_idx').on(t.email)],
);

/**
 * The owner's documents a family signs (liability waiver, medical release, photo consent): each kind is a line of
 * versions, the newest current. A version is never changed: a new text is a new version, and signatures point at the
 * version they signed.
 */
export const consentDocuments = pgTable(
  'consent_documents',
  {
    id: id(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** SHA-256 of the title and body as published: what a signature says was read. */
    textSha256: text('text_sha256').notNull(),
    /** 'to_book' | 'before_first_lesson' | 'optional' */
    requiredWhen: text('required_when').notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: createdAt(),
  },
  (t) => [uniqueIndex('consent_documents_kind_version').on(t.kind, t.version)],
);

/**
 * A signature: who signed which version for which swimmer, when and from where. Kept as long as the business keeps
 * its records of lessons (a family deleting its profile does not erase it).
 */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => consentDocuments.id),
    email: text('email').notNull(),
    /** The saved swimmer signed for; the name is kept too, since the swimmer may later leave the profile. */
    swimmerId: uuid('swimmer_id'),
    swimmerName: text('swimmer_name').notNull(),
    signerName: text('signer_name').notNull(),
    /** 'guardian' (a parent or guardian for a minor) | 'self' (an adult for themself) */
    signerRole: text('signer_role').notNull(),
    textSha256: text('text_sha256').notNull(),
    networkAddress: text('network_address'),
    /**
     * Set when signed in a checkout by a visitor not signed in as the booking's email: it counts for that booking
     * only, since nobody proved the email was theirs. Null: signed by the family itself, it counts for every booking.
     */
    bookingId: uuid('booking_id').references(() => bookings.id),
    signedAt: createdAt(),
  },
  (t) => [
    index('document_signatures_email_idx').on(t.email),
    uniqueIndex('document_signatures_once').on(t.documentId, t.email, t.swimmerId),
  ],
);

/** Order of the waitlist: entries are served lowest first; the owner reorders by swapping positions. */
export const waitlistPosition = pgSequence('waitlist_position');

/**
 * People waiting for a seat: on one full time (`kind` time, `slot_id`), or for any time like a description
 * (`kind` preference: weekdays, a window of local minutes, lesson type, level).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    /** time | preference */
    kind: text('kind').notNull(),
    slotId: uuid('slot_id').references(() => timeSlots.id),
    name: text('name').notNull(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    swimmers: integer('swimmers').notNull(),
    lessonType: text('lesson_type').notNull(),
    level: text('level'),
    /** Preference: days of the week (0 Sunday .. 6 Saturday) and a window of minutes after local midnight. */
    weekdays: jsonb('weekdays'),
    windowStartMinutes: integer('window_start_minutes'),
    windowEndMinutes: integer('window_end_minutes'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    position: integer('position')
      .notNull()
      .default(sql`nextval('waitlist_position')`),
    /** waiting | offered | booked | left | removed | lapsed */
    status: text('status').notNull().default('waiting'),
    /** sha256 of the token in the entry's emails that lets its family leave without signing in. */
    leaveTokenHash: text('leave_token_hash').notNull(),
    /** Preference: times that were already open when the family asked (they could book those then). */
    seenSlotIds: jsonb('seen_slot_ids').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('waitlist_entries_slot_idx').on(t.slotId, t.status),
    index('waitlist_entries_status_idx').on(t.status, t.position),
    index('waitlist_entries_email_idx').on(t.email),
    check('waitlist_entries_swimmers_positive', sql`${t.swimmers} > 0`),
  ],
);

/** An exclusive offer of seats to one entry: the seats are a hold, its token sent in the offer's link. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => timeSlots.id),
    holdId: uuid('hold_id').references(() => holds.id, { onDelete: 'set null' }),
    /** sha256 of the token in the offer's link (the hold's token). */
    tokenHash: text('token_hash').notNull(),
    /** live | claimed | declined | lapsed | withdrawn */
    status: text('status').notNull().default('live'),
    expiresAt: tstz('expires_at').notNull(),
    /** system | the owner's username (an offer made by hand) */
    offeredBy: text('offered_by').notNull(),
    endedAt: tstz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_offers_token_uq').on(t.tokenHash),
    uniqueIndex('waitlist_offers_one_live_uq')
      .on(t.entryId)
      .where(sql`${t.status} = 'live'`),
    index('waitlist_offers_slot_idx').on(t.slotId, t.status),
    index('waitlist_offers_created_idx').on(t.createdAt),
  ],
);

/**
 * The owner's travel settings: one row. Travel minutes are estimated from straight-line distance between ZIP
 * centroids times a road factor, at an average speed, plus a buffer to park and set up; the service area is a radius
 * around the base ZIP, and the travel fee of a lesson comes from distance bands measured from the same base.
 */
export const travelSettings = pgTable(
  'travel_settings',
  {
    id: text('id').primaryKey().default('default'),
    baseZip: text('base_zip').notNull().default('20001'),
    serviceRadiusKm: integer('service_radius_km').notNull().default(50),
    /** Road distance over straight-line distance, in percent (130 = 1.3). */
    roadFactorPercent: integer('road_factor_percent').notNull().default(130),
    averageSpeedKmh: integer('average_speed_kmh').notNull().default(30),
    bufferMinutes: integer('buffer_minutes').notNull().default(5),
    /** What the owner pays instructors per mile driven between lessons, in cents (payroll's mileage). */
    mileageRateCents: integer('mileage_rate_cents').notNull().default(70),
    /** [{ upToKm, feeCents }] in rising order; the last band should reach the service radius. */
    feeBands: jsonb('fee_bands')
      .$type<{ upToKm: number; feeCents: number }[]>()
      .notNull()
      .default([
        { upToKm: 10, feeCents: 0 },
        { upToKm: 25, feeCents: 1000 },
        { upToKm: 50, feeCents: 2000 },
      ]),
    updatedBy: text('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('travel_settings_single_row', sql`${t.id} = 'default'`),
    check('travel_settings_radius_range', sql`${t.serviceRadiusKm} between 1 and 200`),
    check('travel_settings_road_factor_range', sql`${t.roadFactorPercent} between 100 and 300`),
    check('travel_settings_speed_range', sql`${t.averageSpeedKmh} between 5 and 120`),
    check('travel_settings_buffer_range', sql`${t.bufferMinutes} between 0 and 120`),
    check('travel_settings_mileage_rate_range', sql`${t.mileageRateCents} between 0 and 1000`),
  ],
);

/** Instructor invitations and sign-in links (sha256 of the token only); a link works once within its window. */
export const instructorLinks = pgTable(
  'instructor_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    /** invite | sign_in */
    kind: text('kind').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('instructor_links_token_uq').on(t.tokenHash),
    index('instructor_links_expires_idx').on(t.expiresAt),
  ],
);

/** An instructor's signed-in phone: sha256 of the cookie's id. */
export const instructorSessions = pgTable(
  'instructor_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('instructor_sessions_expires_idx').on(t.expiresAt)],
);

/** Whether each swimmer of a lesson came: one row per lesson and swimmer, the instructor's latest word. */
export const lessonAttendance = pgTable(
  'lesson_attendance',
  {
    lessonId: uuid('lesson_id').notNull(),
    swimmerId: uuid('swimmer_id')
      .notNull()
      .references(() => bookingSwimmers.id, { onDelete: 'cascade' }),
    /** attended | no_show */
    status: text('status').notNull(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    recordedAt: tstz('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.swimmerId] }),
    check('lesson_attendance_status', sql`${t.status} in ('attended', 'no_show')`),
  ],
);

/**
 * A milestone an instructor signed off for a swimmer, in the lesson where it happened. A milestone is signed off once
 * per swimmer (the family's email and the swimmer's key, as in swimmer_progress); it can be taken back only in that lesson.
 */
export const milestoneSignoffs = pgTable(
  'milestone_signoffs',
  {
    id: id(),
    email: text('email').notNull(),
    swimmerKey: text('swimmer_key').notNull(),
    swimmerName: text('swimmer_name').notNull(),
    milestoneId: text('milestone_id').notNull(),
    levelId: text('level_id').notNull(),
    lessonId: uuid('lesson_id').notNull(),
    swimmerId: uuid('swimmer_id')
      .notNull()
      .references(() => bookingSwimmers.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    signedAt: tstz('signed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('milestone_signoffs_swimmer_uq').on(t.email, t.swimmerKey, t.milestoneId),
    index('milestone_signoffs_lesson_idx').on(t.lessonId),
  ],
);

/** The lesson's "what we worked on today" email: written once, when the instructor finishes the lesson. */
export const lessonProgressReports = pgTable('lesson_progress_reports', {
  lessonId: uuid('lesson_id').primaryKey(),
  instructorId: uuid('instructor_id')
    .notNull()
    .references(() => instructors.id),
  milestonesCount: integer('milestones_count').notNull(),
  sentAt: tstz('sent_at').notNull().defaultNow(),
});

/**
 * One row per background job: which server copy holds it and until when, and how its runs went, across every copy.
 * A copy runs a job's period only when it wins the row (claimed_until passed); the admin dashboard reads the rest.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  claimedBy: text('claimed_by'),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull().defaultNow(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});

// The owner's reports' daily rollups (docs/decisions/0173). Sums per New York day, written by the reports module from
// the raw rows of a day that changed, and kept when the personal rows behind them (attendance, site events) are erased.

/**
 * Days whose rows changed since they were last summed: written by triggers on the tables a report reads (migration
 * 0020), so every path that changes a lesson or records a visit marks its day, and consumed by the next rollup.
 * Append-only, so a checkout marking a day never waits on another.
 */
export const reportStaleDays = pgTable(
  'report_stale_days',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `lessons`: times, lessons and attendance; `visits`: the site's own analytics. */
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    markedAt: tstz('marked_at').notNull().defaultNow(),
  },
  (t) => [check('report_stale_days_kind', sql`${t.kind} in ('lessons', 'visits')`)],
);

/** Each day summed at least once, so a settled day is summed the first time even when its rows are old. */
export const reportRolledDays = pgTable(
  'report_rolled_days',
  {
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rolledAt: tstz('rolled_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

/** Per instructor and day: the published times and what happened at them, and each family's lesson there. */
export const reportLessonDays = pgTable(
  'report_lesson_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    instructorId: uuid('instructor_id').notNull(),
    /** Times published (not cancelled): their minutes, and of those with a live lesson. */
    publishedMinutes: integer('published_minutes').notNull().default(0),
    bookedMinutes: integer('booked_minutes').notNull().default(0),
    /** Times with a live lesson: taught, no-show, not recorded, and the minutes of the first two. */
    timesBooked: integer('times_booked').notNull().default(0),
    timesTaught: integer('times_taught').notNull().default(0),
    timesNoShow: integer('times_no_show').notNull().default(0),
    timesNotRecorded: integer('times_not_recorded').notNull().default(0),
    minutesThere: integer('minutes_there').notNull().default(0),
    /** Each family's lesson of a booking ever confirmed, by outcome. */
    lessonsBooked: integer('lessons_booked').notNull().default(0),
    lessonsTaught: integer('lessons_taught').notNull().default(0),
    lessonsNoShow: integer('lessons_no_show').notNull().default(0),
    cancelledFamily: integer('cancelled_family').notNull().default(0),
    cancelledOwner: integer('cancelled_owner').notNull().default(0),
    cancelledWeather: integer('cancelled_weather').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.instructorId] })],
);

/** Per instructor and day: the legs driven between consecutive lessons, by the two ZIPs, and how many times. */
export const reportDriveLegs = pgTable(
  'report_drive_legs',
  {
    day: date('day', { mode: 'string' }).notNull(),
    instructorId: uuid('instructor_id').notNull(),
    fromZip: text('from_zip'),
    toZip: text('to_zip'),
    times: integer('times').notNull(),
  },
  (t) => [index('report_drive_legs_day_idx').on(t.day)],
);

/** Per day a visit began: visits and what they went on to do, in all (kind `day`), by source and by A/B variant. */
export const reportVisitDays = pgTable(
  'report_visit_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    /** The experiment of a `variant` row; empty otherwise. */
    experiment: text('experiment').notNull().default(''),
    /** The source or the variant; empty on a `day` row. */
    grp: text('grp').notNull().default(''),
    visits: integer('visits').notNull().default(0),
    leads: integer('leads').notNull().default(0),
    requests: integer('requests').notNull().default(0),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.experiment, t.grp] }),
    check('report_visit_days_kind', sql`${t.kind} in ('day', 'source', 'variant')`),
  ],
);

/**
 * Private calendar feeds (a subscription address for Google Calendar, Apple Calendar or Outlook): one live feed per
 * family email or instructor. Only the token's hash is kept, so the address is shown once, when it is made; making
 * a new one or stopping it ends the old address at once. A feed nobody has read for a year is deleted.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    /** 'family' | 'instructor' */
    kind: text('kind').notNull(),
    /** The family's email (trimmed, lower-cased) for a family's feed. */
    email: text('email'),
    instructorId: uuid('instructor_id').references(() => instructors.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastReadAt: tstz('last_read_at'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_uq').on(t.tokenHash),
    uniqueIndex('calendar_feeds_family_uq').on(t.email),
    uniqueIndex('calendar_feeds_instructor_uq').on(t.instructorId),
    check(
      'calendar_feeds_owner',
      sql`(${t.kind} = 'family' and ${t.email} is not null and ${t.instructorId} is null) or (${t.kind} = 'instructor' and ${t.instructorId} is not null and ${t.email} is null)`,
    ),
  ],
);

/**
 * An instructor's weekly hours from a day on, until a later approved set takes over (availability module). `hours` is
 * a list of { weekday, startMinutes, endMinutes } in New York time. An instructor's own change waits as `pending` when
 * the owner approves changes (one at a time), and stays `declined` until the next one; the owner's apply at once.
 */
export const availabilityPlans = pgTable(
  'availability_plans',
  {
    id: id(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    hours: jsonb('hours').$type<{ weekday: number; startMinutes: number; endMinutes: number }[]>().notNull(),
    lessonTypes: jsonb('lesson_types').$type<string[]>().notNull(),
    levels: jsonb('levels').$type<string[]>().notNull(),
    maxLessonsPerDay: integer('max_lessons_per_day'),
    maxDriveMinutes: integer('max_drive_minutes'),
    /** approved | pending | declined */
    status: text('status').notNull(),
    /** instructor | owner */
    setBy: text('set_by').notNull(),
    setAt: tstz('set_at').notNull().defaultNow(),
  },
  (t) => [
    index('availability_plans_instructor_idx').on(t.instructorId, t.effectiveFrom),
    uniqueIndex('availability_plans_one_waiting_uq')
      .on(t.instructorId)
      .where(sql`${t.status} in ('pending', 'declined')`),
    uniqueIndex('availability_plans_one_per_day_uq')
      .on(t.instructorId, t.effectiveFrom)
      .where(sql`${t.status} = 'approved'`),
    check('availability_plans_status', sql`${t.status} in ('approved', 'pending', 'declined')`),
    check('availability_plans_set_by', sql`${t.setBy} in ('instructor', 'owner')`),
  ],
);

/** Days an instructor is away, first to last inclusive (New York days): no lesson time is offered on them. */
export const availabilityTimeOff = pgTable(
  'availability_time_off',
  {
    id: id(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('availability_time_off_instructor_idx').on(t.instructorId, t.toDay),
    check('availability_time_off_order', sql`${t.toDay} >= ${t.fromDay}`),
  ],
);

/** Whether an instructor's own availability changes wait for the owner; no row means they do. */
export const availabilityApprovals = pgTable('availability_approvals', {
  instructorId: uuid('instructor_id')
    .primaryKey()
    .references(() => instructors.id),
  needsApproval: boolean('needs_approval').notNull(),
  updatedAt: updatedAt(),
});

/**
 * An instructor's busy-time calendar: the secret iCal address they pasted (a secret: never shown back whole), and how
 * its last read went. Its busy times block availability.
 */
export const availabilityBusyCalendars = pgTable('availability_busy_calendars', {
  instructorId: uuid('instructor_id')
    .primaryKey()
    .references(() => instructors.id),
  address: text('address').notNull(),
  addedAt: createdAt(),
  /** When a read was last tried, and when one last succeeded (with its error in between, if any). */
  lastAttemptAt: tstz('last_attempt_at'),
  lastReadAt: tstz('last_read_at'),
  lastError: text('last_error'),
});

/** The busy times of an instructor's calendar as last read: replaced whole by each successful read. */
export const availabilityBusyTimes = pgTable(
  'availability_busy_times',
  {
    id: id(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
  },
  (t) => [
    index('availability_busy_times_instructor_idx').on(t.instructorId, t.startsAt),
    check('availability_busy_times_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
