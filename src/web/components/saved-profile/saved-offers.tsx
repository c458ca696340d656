import { UserRoundPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FamilyProfile, SavedPlace, SavedSwimmer } from '@core/api/family-profile';
import { Button } from '@web/components/ui/button';
import { formatPoolAddress } from '@web/components/travel/pool-draft';

/** "From your profile:" and a button per saved thing: one tap fills the form with it. */
function Offer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-wrap items-center gap-2 rounded-xl bg-ocean-50 p-3"
    >
      <span className="text-sm font-medium text-slate-800">{label}:</span>
      {children}
    </div>
  );
}

/** The saved swimmers not yet in the form; `canAdd` false when the lesson has no room for another. */
export function SavedSwimmersOffer({
  swimmers,
  inForm,
  canAdd,
  onUse,
}: {
  swimmers: readonly SavedSwimmer[];
  /** Names already in the form, trimmed and lower-cased. */
  inForm: ReadonlySet<string>;
  canAdd: boolean;
  onUse: (swimmer: SavedSwimmer) => void;
}) {
  const offered = swimmers.filter((s) => !inForm.has(s.name.trim().toLowerCase()));
  if (!offered.length) return null;
  return (
    <Offer label="Your saved swimmers">
      {offered.map((s) => (
        <Button
          key={s.id}
          type="button"
          size="sm"
          variant="outline"
          disabled={!canAdd}
          onClick={() => onUse(s)}
        >
          <UserRoundPlus aria-hidden="true" /> {s.name}
        </Button>
      ))}
    </Offer>
  );
}

export function SavedContactOffer({
  contact,
  onUse,
}: {
  contact: FamilyProfile['emergencyContact'];
  onUse: (contact: NonNullable<FamilyProfile['emergencyContact']>) => void;
}) {
  if (!contact) return null;
  return (
    <Offer label="Your saved emergency contact">
      <Button type="button" size="sm" variant="outline" onClick={() => onUse(contact)}>
        Use {contact.name}, {contact.phone}
      </Button>
    </Offer>
  );
}

export function SavedPlacesOffer({
  places,
  onUse,
}: {
  places: readonly SavedPlace[];
  onUse: (place: SavedPlace) => void;
}) {
  if (!places.length) return null;
  return (
    <Offer label="Your saved places">
      {places.map((p) => (
        <Button key={p.id} type="button" size="sm" variant="outline" onClick={() => onUse(p)}>
          {p.label}
          <span className="sr-only">
            {p.place.kind === 'address' ? `, ${formatPoolAddress(p.place)}` : ', a community pool'}
          </span>
        </Button>
      ))}
    </Offer>
  );
}
