import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { addSavedSwimmer, refreshFamilyProfile, useSavedProfile } from '@web/lib/saved-profile';
import { toast } from '@web/lib/toast';
import { linkSavedSwimmer, savedSwimmerOf, withSavedSwimmer, type BookingDraftState } from '../lib/draft';

/**
 * What a signed-in family's profile offers the wizard: its swimmers (one tap each, and a way to save a new one), its
 * emergency contact and its places. Null when no family is signed in: the wizard then works as before.
 */
export function useProfileOffers(setDraft: Dispatch<SetStateAction<BookingDraftState>>) {
  const profile = useSavedProfile();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: addSavedSwimmer,
    onSuccess: (saved) => {
      // The swimmer in the form is the one just saved: the booking keeps its progress on it.
      setDraft((d) => linkSavedSwimmer(d, saved));
      refreshFamilyProfile(queryClient);
      toast({ title: 'Saved to your profile', description: saved.name });
    },
    onError: (err) =>
      toast({ title: 'Could not save the swimmer', description: err.message, variant: 'destructive' }),
  });
  if (!profile) return null;
  return {
    swimmers: {
      swimmers: profile.swimmers,
      onUse: (swimmer: (typeof profile.swimmers)[number]) =>
        setDraft((d) => withSavedSwimmer(d, swimmer, profile)),
      onSave: (swimmer: BookingDraftState['swimmers'][number]) => save.mutate(savedSwimmerOf(swimmer)),
      saving: save.isPending,
    },
    emergencyContact: profile.emergencyContact,
    places: profile.places,
  };
}

export type ProfileOffers = NonNullable<ReturnType<typeof useProfileOffers>>;
