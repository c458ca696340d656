import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  familyContactRequestSchema,
  type FamilyContactRequest,
  type FamilyProfile,
} from '@core/api/family-profile';
import { EMERGENCY_RELATIONSHIPS } from '@core/catalog/swimmers';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { toast } from '@web/lib/toast';
import { FAMILY_PROFILE_QUERY_KEY, saveFamilyContact } from '@web/features/family/api/family-profile';
import { showServerFieldErrors } from './server-field-errors';

interface Values {
  name: string;
  phone: string;
  emergencyContact: { name: string; phone: string; relationship: string };
}

/**
 * Empty emergency fields are no emergency contact; any filled one asks for the name and phone. The form's fields have
 * the contract's names (`emergencyContact.name`...), so the contract's messages land beside them, the server's too.
 */
const contactFormSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    emergencyContact: z.object({ name: z.string(), phone: z.string(), relationship: z.string() }),
  })
  .transform(({ name, phone, emergencyContact: e }): FamilyContactRequest => ({
    name,
    phone,
    emergencyContact:
      e.name.trim() || e.phone.trim() || e.relationship
        ? // Typed for the compiler only: the pipe below checks the relationship is one of the list's.
          { name: e.name, phone: e.phone, relationship: (e.relationship || null) as 'parent' | null }
        : null,
  }))
  .pipe(familyContactRequestSchema);

export function ContactDialog({ profile, onClose }: { profile: FamilyProfile; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(contactFormSchema, {
    defaultValues: {
      name: profile.name ?? '',
      phone: profile.phone ?? '',
      emergencyContact: {
        name: profile.emergencyContact?.name ?? '',
        phone: profile.emergencyContact?.phone ?? '',
        relationship: profile.emergencyContact?.relationship ?? '',
      },
    },
  });
  const save = useMutation({
    mutationFn: saveFamilyContact,
    onSuccess: (saved) => {
      queryClient.setQueryData(FAMILY_PROFILE_QUERY_KEY, saved);
      toast({ title: 'Contact details saved' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldErrors(form.setError, err))
        toast({ title: 'Could not save your details', description: err.message, variant: 'destructive' });
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Contact details"
      description="Offered on your next booking, so you type them once."
      busy={save.isPending}
    >
      <Form form={form} className="grid gap-4 sm:grid-cols-2" onSubmit={(body) => save.mutate(body)}>
        <FormField<Values> name="name" id="contact-name" label="Your name" mark="optional">
          <Input autoComplete="name" />
        </FormField>
        <FormField<Values> name="phone" id="contact-phone" label="Phone" mark="optional">
          <Input type="tel" autoComplete="tel" />
        </FormField>
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-ocean-900">Emergency contact</legend>
          <FormField<Values> name="emergencyContact.name" id="contact-emergency-name" label="Name">
            <Input autoComplete="off" />
          </FormField>
          <FormField<Values> name="emergencyContact.phone" id="contact-emergency-phone" label="Phone">
            <Input type="tel" autoComplete="off" />
          </FormField>
          <FormField<Values>
            name="emergencyContact.relationship"
            id="contact-emergency-relationship"
            label="Relationship"
          >
            <Select>
              <option value="">Choose...</option>
              {EMERGENCY_RELATIONSHIPS.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label}
                </option>
              ))}
            </Select>
          </FormField>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save details
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
