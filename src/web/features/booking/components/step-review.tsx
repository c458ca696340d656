import type { ReactNode } from 'react';
import { EMERGENCY_RELATIONSHIPS } from '@core/catalog/swimmers';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { levelById, type LevelId } from '@core/catalog/levels';
import type { BookingDraftState } from '../lib/draft';
import type { ProfileOffers } from '../hooks/use-profile-offers';
import { SavedContactOffer, SavedPlacesOffer } from '@web/components/saved-profile/saved-offers';
import { poolDraftOf } from '@web/components/travel/pool-draft';
import { meetsAtPoolNote, type MeetsAt } from '../lib/meets-at';
import { POOL_FIELDS_LEGEND, PoolFields } from '@web/components/travel/pool-fields';
import type { LessonPlaceCheck } from '@web/components/travel/use-lesson-place';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { SelectOptions, StepHeading } from './fields';

interface Props {
  draft: BookingDraftState;
  couponPanel: ReactNode;
  /** The documents to sign (review-documents.tsx), after the emergency contact. */
  documents?: ReactNode;
  onEmergencyChange: (patch: Partial<BookingDraftState['emergencyContact']>) => void;
  onChange: (
    patch: Partial<Pick<BookingDraftState, 'specialRequests' | 'marketingConsent' | 'pool'>>,
  ) => void;
  /** useLessonPlace(draft.pool). */
  place: LessonPlaceCheck;
  /** Where the held shared times already meet: one of our pools is then the place, and not the family's choice. */
  meetsAt: MeetsAt;
  /** The server's refusal of the place for the held times (an instructor cannot get there in time), if any. */
  travelProblem: string | null;
  onChooseOtherTimes: () => void;
  /** Signed in: the profile's emergency contact and places, one tap each. */
  saved?: Pick<ProfileOffers, 'emergencyContact' | 'places'>;
}

/**
 * Step 4: what is being booked, where the lessons will be, a coupon, who to call in an emergency, the documents to
 * sign, special requests and marketing consent.
 */
export function StepReview({
  draft,
  couponPanel,
  documents,
  onEmergencyChange,
  onChange,
  place,
  meetsAt,
  travelProblem,
  onChooseOtherTimes,
  saved,
}: Props) {
  return (
    <div className="space-y-6">
      <StepHeading>Review & Emergency Contact</StepHeading>
      <section aria-labelledby="review-swimmers" className="rounded-xl bg-slate-50 p-4">
        <h3 id="review-swimmers" className="font-semibold text-slate-900">
          {draft.lessonType ? lessonTypeLabel(draft.lessonType) : ''} lesson, {draft.swimmers.length} swimmer
          {draft.swimmers.length === 1 ? '' : 's'}
        </h3>
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {draft.swimmers.map((s) => (
            <li key={s.key}>
              {s.name} ({s.email}){s.level ? `, working towards ${levelById(s.level as LevelId).title}` : ''}
            </li>
          ))}
        </ul>
      </section>
      <div>
        {meetsAt.kind === 'pool' ? (
          <fieldset className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{POOL_FIELDS_LEGEND}</legend>
            <p className="text-sm text-slate-800">{meetsAtPoolNote(meetsAt.venueName)}</p>
          </fieldset>
        ) : (
          <div className="space-y-3">
            {saved && (
              <SavedPlacesOffer
                places={saved.places}
                onUse={(p) => onChange({ pool: poolDraftOf(p.place) })}
              />
            )}
            <PoolFields value={draft.pool} onChange={(pool) => onChange({ pool })} check={place} />
          </div>
        )}
        {travelProblem && (
          <div
            role="alert"
            className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            <p>{travelProblem}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={onChooseOtherTimes}>
              Choose other times
            </Button>
          </div>
        )}
      </div>
      <section aria-label="Coupon">{couponPanel}</section>
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">Emergency Contact</legend>
        {saved && (
          <div className="mb-3">
            <SavedContactOffer
              contact={saved.emergencyContact}
              onUse={(c) =>
                onEmergencyChange({ name: c.name, phone: c.phone, relationship: c.relationship ?? '' })
              }
            />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="emergency-name" label="Contact Name" mark="required">
            <Input
              type="text"
              value={draft.emergencyContact.name}
              onChange={(e) => onEmergencyChange({ name: e.target.value })}
            />
          </Field>
          <Field id="emergency-phone" label="Contact Phone" mark="required">
            <Input
              type="tel"
              value={draft.emergencyContact.phone}
              onChange={(e) => onEmergencyChange({ phone: e.target.value })}
            />
          </Field>
          <Field mark="optional" id="emergency-relationship" label="Relationship">
            <Select
              value={draft.emergencyContact.relationship}
              onChange={(e) => onEmergencyChange({ relationship: e.target.value })}
            >
              <SelectOptions options={EMERGENCY_RELATIONSHIPS} placeholder="Choose" />
            </Select>
          </Field>
        </div>
      </fieldset>
      {documents}
      <Field mark="optional" id="special-requests" label="Special Requests">
        <Textarea
          rows={3}
          value={draft.specialRequests}
          onChange={(e) => onChange({ specialRequests: e.target.value })}
        />
      </Field>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-ocean-800"
          checked={draft.marketingConsent}
          onChange={(e) => onChange({ marketingConsent: e.target.checked })}
        />
        Send me swim tips and occasional offers by email. You can unsubscribe at any time.
      </label>
    </div>
  );
}
