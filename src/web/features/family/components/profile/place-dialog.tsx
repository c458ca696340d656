import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PLACE_LABEL_REQUIRED } from '@core/api/family-profile';
import { PoolFields } from '@web/components/travel/pool-fields';
import { emptyPoolDraft, type PoolDraft } from '@web/components/travel/pool-draft';
import { placeBlocker, useLessonPlace } from '@web/components/travel/use-lesson-place';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { addSavedPlace, FAMILY_PROFILE_QUERY_KEY } from '@web/features/family/api/family-profile';

/** Saves a place the lessons can be at: the family's pool (inside the service area) or one of our community pools. */
export function PlaceDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [label, setLabel] = useState('');
  const [pool, setPool] = useState<PoolDraft>(() => emptyPoolDraft());
  const [attempted, setAttempted] = useState(false);
  const [labelError, setLabelError] = useState<string | undefined>();
  const check = useLessonPlace(pool);
  const save = useMutation({
    mutationFn: addSavedPlace,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: FAMILY_PROFILE_QUERY_KEY });
      toast({ title: 'Place saved', description: saved.label });
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fieldErrors?.label) setLabelError(err.fieldErrors.label);
      else toast({ title: 'Could not save the place', description: err.message, variant: 'destructive' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const name = label.trim() ? undefined : PLACE_LABEL_REQUIRED;
    setLabelError(name);
    const blocker = placeBlocker(check.status);
    if (name || blocker !== null || !check.place) {
      if (blocker) toast({ title: 'Please check the place', description: blocker, variant: 'destructive' });
      return;
    }
    save.mutate({ label, place: check.place });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Save a place"
      description="Your pool, or one of our community pools: offered on your next booking."
      busy={save.isPending}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field
          id="place-label"
          label="Name of the place"
          hint="For example Home or Grandma's"
          error={labelError}
        >
          <Input value={label} onChange={(e) => setLabel(e.target.value)} maxLength={60} />
        </Field>
        <PoolFields
          idPrefix="saved-place"
          value={pool}
          onChange={setPool}
          check={check}
          showAllErrors={attempted}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save place
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
