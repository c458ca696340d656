import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, MapPin, Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { FamilyProfile as Profile, SavedPlace, SavedSwimmer } from '@core/api/family-profile';
import { PROFILE_LIMITS } from '@core/api/family-profile';
import { levelById } from '@core/catalog/levels';
import { AGE_GROUPS, EMERGENCY_RELATIONSHIPS } from '@core/catalog/swimmers';
import { formatPoolAddress } from '@web/components/travel/pool-draft';
import { AlertDialog } from '@web/components/ui/alert-dialog';
import { Button, buttonVariants } from '@web/components/ui/button';
import { deferredComponent } from '@web/lib/deferred-component';
import { DocumentsCard } from './documents-card';
import { toast } from '@web/lib/toast';
import {
  DATA_EXPORT_URL,
  deleteFamilyProfile,
  familyProfileQuery,
  refreshFamilyProfile,
  removeSavedPlace,
  removeSavedSwimmer,
} from '@web/features/family/api/family-profile';

// The forms open on a click: their code is not part of My Lessons' start.
const SwimmerDialog = deferredComponent(() => import('./swimmer-dialog').then((m) => m.SwimmerDialog));
const ContactDialog = deferredComponent(() => import('./contact-dialog').then((m) => m.ContactDialog));
const PlaceDialog = deferredComponent(() => import('./place-dialog').then((m) => m.PlaceDialog));

type Open =
  | { kind: 'swimmer'; swimmer: SavedSwimmer | null }
  | { kind: 'contact' }
  | { kind: 'place' }
  | { kind: 'remove-swimmer'; swimmer: SavedSwimmer }
  | { kind: 'remove-place'; place: SavedPlace }
  | { kind: 'delete' }
  | null;

const ageGroupLabel = (id: string) => AGE_GROUPS.find((a) => a.id === id)?.label ?? id;
const relationshipLabel = (id: string | null) => EMERGENCY_RELATIONSHIPS.find((r) => r.id === id)?.label;

function Card({
  title,
  action,
  children,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-ocean-900">{title}</h3>
        {action}
      </div>
      {children}
    </div>
  );
}

function SwimmerLine({
  swimmer,
  onEdit,
  onRemove,
}: {
  swimmer: SavedSwimmer;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const facts = [
    swimmer.birthDate ? `Born ${swimmer.birthDate}` : ageGroupLabel(swimmer.ageGroup),
    swimmer.level ? `${levelById(swimmer.level).level}` : null,
    swimmer.healthConsiderations ? 'Health notes saved' : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 py-3 first:border-t-0">
      <div>
        <p className="font-medium text-slate-900">{swimmer.name}</p>
        <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
      </div>
      <div className="flex gap-1">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${swimmer.name}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${swimmer.name}`}>
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      </div>
    </li>
  );
}

function ProfileBody({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const refresh = () => refreshFamilyProfile(queryClient);
  const failed = (title: string) => (err: Error) =>
    toast({ title, description: err.message, variant: 'destructive' });

  const removeSwimmer = useMutation({
    mutationFn: (s: SavedSwimmer) => removeSavedSwimmer(s.id),
    onSuccess: (_, s) => {
      void refresh();
      toast({ title: 'Swimmer removed', description: s.name });
      close();
    },
    onError: failed('Could not remove the swimmer'),
  });
  const removePlace = useMutation({
    mutationFn: (p: SavedPlace) => removeSavedPlace(p.id),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Place removed' });
      close();
    },
    onError: failed('Could not remove the place'),
  });
  const deleteProfile = useMutation({
    mutationFn: deleteFamilyProfile,
    onSuccess: (answer) => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['family', 'progress'] });
      toast({ title: 'Your profile was deleted', description: answer.kept });
      close();
    },
    onError: failed('Could not delete your profile'),
  });

  const contact = profile.emergencyContact;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card
        title="Swimmers"
        action={
          profile.swimmers.length < PROFILE_LIMITS.swimmers && (
            <Button size="sm" onClick={() => setOpen({ kind: 'swimmer', swimmer: null })}>
              <Plus aria-hidden="true" /> Add a swimmer
            </Button>
          )
        }
      >
        {profile.swimmers.length === 0 ? (
          <p className="text-slate-700">Save your swimmers once and pick them on every booking.</p>
        ) : (
          <ul aria-label="Saved swimmers">
            {profile.swimmers.map((s) => (
              <SwimmerLine
                key={s.id}
                swimmer={s}
                onEdit={() => setOpen({ kind: 'swimmer', swimmer: s })}
                onRemove={() => setOpen({ kind: 'remove-swimmer', swimmer: s })}
              />
            ))}
          </ul>
        )}
      </Card>
      <Card
        title="Contact details"
        action={
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'contact' })}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
          <dt className="font-medium">Name</dt>
          <dd>{profile.name ?? 'Not given'}</dd>
          <dt className="font-medium">Phone</dt>
          <dd>{profile.phone ?? 'Not given'}</dd>
          <dt className="font-medium">Emergency</dt>
          <dd>
            {contact
              ? `${contact.name}, ${contact.phone}${contact.relationship ? ` (${relationshipLabel(contact.relationship)})` : ''}`
              : 'Not given'}
          </dd>
        </dl>
      </Card>
      <Card
        title="Places"
        action={
          profile.places.length < PROFILE_LIMITS.places && (
            <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'place' })}>
              <Plus aria-hidden="true" /> Save a place
            </Button>
          )
        }
      >
        {profile.places.length === 0 ? (
          <p className="text-slate-700">Save your pool's address, or a community pool you like.</p>
        ) : (
          <ul aria-label="Saved places" className="space-y-2">
            {profile.places.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
                <p className="flex items-start gap-2 text-slate-800">
                  <MapPin className="mt-1 size-4 shrink-0 text-ocean-700" aria-hidden="true" />
                  <span>
                    <strong>{p.label}</strong>
                    {p.place.kind === 'address'
                      ? `: ${formatPoolAddress(p.place)}`
                      : ': one of our community pools'}
                  </span>
                </p>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setOpen({ kind: 'remove-place', place: p })}
                  aria-label={`Remove ${p.label}`}
                >
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <DocumentsCard />
      <Card title="Your data">
        <p className="text-slate-700">Download everything we hold about you, or delete your profile.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={DATA_EXPORT_URL} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Download aria-hidden="true" /> Download my data
          </a>
          <Button size="sm" variant="destructive" onClick={() => setOpen({ kind: 'delete' })}>
            <UserRound aria-hidden="true" /> Delete my profile
          </Button>
        </div>
      </Card>

      {open?.kind === 'swimmer' && <SwimmerDialog swimmer={open.swimmer} onClose={close} />}
      {open?.kind === 'contact' && <ContactDialog profile={profile} onClose={close} />}
      {open?.kind === 'place' && <PlaceDialog onClose={close} />}
      <AlertDialog
        open={open?.kind === 'remove-swimmer'}
        onOpenChange={(o) => !o && close()}
        title="Remove this swimmer?"
        description={
          open?.kind === 'remove-swimmer'
            ? `${open.swimmer.name} and their notes leave your profile. Their bookings and progress stay.`
            : ''
        }
        confirmText="Remove swimmer"
        destructive
        busy={removeSwimmer.isPending}
        onConfirm={() => open?.kind === 'remove-swimmer' && removeSwimmer.mutate(open.swimmer)}
      />
      <AlertDialog
        open={open?.kind === 'remove-place'}
        onOpenChange={(o) => !o && close()}
        title="Remove this place?"
        description={open?.kind === 'remove-place' ? `${open.place.label} leaves your saved places.` : ''}
        confirmText="Remove place"
        destructive
        busy={removePlace.isPending}
        onConfirm={() => open?.kind === 'remove-place' && removePlace.mutate(open.place)}
      />
      <AlertDialog
        open={open?.kind === 'delete'}
        onOpenChange={(o) => !o && close()}
        title="Delete your profile?"
        description={
          <span className="block space-y-2">
            <span className="block">
              <strong>Erased at once:</strong> {profile.deletion.erased}
            </span>
            <span className="block">
              <strong>Kept:</strong> {profile.deletion.kept}
            </span>
          </span>
        }
        confirmText="Delete my profile"
        destructive
        busy={deleteProfile.isPending}
        onConfirm={() => deleteProfile.mutate()}
      />
    </div>
  );
}

/** "Your family" on My Lessons: what the family saved to book in a few taps, its data and its deletion. */
export function FamilyProfileSection() {
  const profile = useQuery(familyProfileQuery());
  return (
    <section aria-labelledby="family-profile" className="space-y-4">
      <h2 id="family-profile" className="text-2xl font-bold text-ocean-900">
        Your family
      </h2>
      {profile.isPending ? (
        <p role="status" className="text-slate-700">
          Loading your profile...
        </p>
      ) : profile.isError ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{profile.error.message}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProfileBody profile={profile.data} />
      )}
    </section>
  );
}
