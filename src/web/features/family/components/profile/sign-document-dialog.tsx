import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DOCUMENT_MESSAGES, type ConsentDocument, type SigningSwimmer } from '@core/api/documents';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { FAMILY_DOCUMENTS_QUERY_KEY, signDocument } from '@web/features/family/api/family-documents';

interface Props {
  document: ConsentDocument;
  swimmer: SigningSwimmer;
  onClose: () => void;
}

/**
 * One document signed for one swimmer: the text as published, a typed full name, a box to tick and today's date. A
 * parent or guardian signs for a minor; an adult swimmer may sign for themself.
 */
export function SignDocumentDialog({ document, swimmer, onClose }: Props) {
  const queryClient = useQueryClient();
  const minor = swimmer.minor;
  const [signerName, setSignerName] = useState('');
  const [role, setRole] = useState<'guardian' | 'self'>(minor ? 'guardian' : 'self');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sign = useMutation({
    mutationFn: () =>
      signDocument(document.id, { swimmerId: swimmer.id, signerName, signerRole: role, agreed: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FAMILY_DOCUMENTS_QUERY_KEY });
      toast({ title: `${document.title} signed`, description: `For ${swimmer.name}` });
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        void queryClient.invalidateQueries({ queryKey: FAMILY_DOCUMENTS_QUERY_KEY });
        onClose();
      }
      if (err instanceof ApiError && err.fieldErrors) setErrors(err.fieldErrors);
      toast({ title: 'Not signed', description: err.message, variant: 'destructive' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!signerName.trim()) found.signerName = DOCUMENT_MESSAGES.signerName;
    if (!agreed) found.agreed = DOCUMENT_MESSAGES.agree;
    setErrors(found);
    if (!Object.keys(found).length) sign.mutate();
  };
  const today = new Date().toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${document.title} for ${swimmer.name}`}
      description={`Version ${document.version}. Read it through, then sign below.`}
      busy={sign.isPending}
      wide
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div
          tabIndex={0}
          aria-label={`${document.title}, version ${document.version}`}
          className="max-h-64 overflow-y-auto whitespace-pre-line rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
        >
          {document.body}
        </div>
        {minor ? (
          <p className="text-sm text-slate-800">{swimmer.name} is under 18: a parent or guardian signs.</p>
        ) : (
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold text-slate-900">You sign as</legend>
            {(
              [
                ['self', `${swimmer.name}, for myself`],
                ['guardian', `A parent or guardian of ${swimmer.name}`],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="signer-role"
                  value={value}
                  checked={role === value}
                  onChange={() => setRole(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        )}
        <Field id="signer-name" label="Your full name" mark="required" error={errors.signerName}>
          <Input value={signerName} onChange={(e) => setSignerName(e.target.value)} autoComplete="name" />
        </Field>
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-1"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              aria-describedby={errors.agreed ? 'sign-agreed-error' : undefined}
              aria-invalid={errors.agreed ? true : undefined}
            />
            I have read this document and agree to it{minor ? ` on behalf of ${swimmer.name}` : ''}.
          </label>
          {errors.agreed && (
            <p id="sign-agreed-error" className="mt-1 text-sm text-red-700">
              {errors.agreed}
            </p>
          )}
        </div>
        <p className="text-sm text-slate-700">Date: {today}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose} disabled={sign.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={sign.isPending}>
            Sign
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
