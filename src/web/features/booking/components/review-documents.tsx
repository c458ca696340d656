import { CircleCheck } from 'lucide-react';
import type { ConsentDocument, FamilyDocuments } from '@core/api/documents';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import {
  agreedNow,
  blankSignature,
  mayStopSigningAsGuardian,
  signedBefore,
  signedFor,
  type SignatureDraft,
} from '../lib/documents';
import type { BookingDraftState } from '../lib/draft';

interface Props {
  documents: readonly ConsentDocument[];
  draft: BookingDraftState;
  /** A signed-in family's signatures: a document signed for every swimmer is shown as signed, not asked again. */
  family: FamilyDocuments | null;
  onChange: (documentId: string, signature: SignatureDraft) => void;
}

const today = () =>
  new Date().toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  });

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', timeZone: 'America/New_York' });

/** A list of names as a sentence says it: "Mia", "Mia and Leo", "Mia, Leo and Ana". */
const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/**
 * Step 4's documents: each one's text, a typed full name, a box to tick and today's date, signed once for every
 * swimmer of the booking. "Required to book" documents hold the Continue button; those required before the first
 * lesson may be signed now or later from My Lessons.
 */
export function ReviewDocuments({ documents, draft, family, onChange }: Props) {
  if (!documents.length) return null;
  const swimmerNames = names(draft.swimmers.map((s) => s.name.trim()).filter(Boolean));
  const self = mayStopSigningAsGuardian(draft);
  return (
    <section aria-labelledby="review-documents" className="space-y-4">
      <h3 id="review-documents" className="font-semibold text-slate-900">
        Documents to sign
      </h3>
      {documents.map((doc) => {
        const before = signedBefore(doc, draft, family);
        const value = draft.signatures[doc.id] ?? blankSignature();
        const set = (patch: Partial<SignatureDraft>) => onChange(doc.id, { ...value, ...patch });
        const id = `sign-${doc.kind}`;
        return (
          <article
            key={doc.id}
            aria-labelledby={`${id}-title`}
            className="rounded-xl border border-slate-200 p-4"
          >
            <h4 id={`${id}-title`} className="font-semibold text-slate-900">
              {doc.title} <span className="font-normal text-slate-700">(version {doc.version})</span>
            </h4>
            <p className="text-sm text-slate-700">
              {doc.requiredWhen === 'to_book'
                ? 'Required to book.'
                : 'Required before the first lesson: sign it now, or later from My Lessons.'}
            </p>
            {before ? (
              <p className="mt-2 flex items-center gap-1 text-sm text-emerald-800">
                <CircleCheck className="size-4" aria-hidden="true" />
                Signed (v{before.version}, {shortDate(before.signedAt)}) for {swimmerNames}
              </p>
            ) : (
              <div className="mt-3 space-y-3">
                <div
                  tabIndex={0}
                  role="region"
                  aria-label={`Text of the ${doc.title}`}
                  className="max-h-48 overflow-y-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
                >
                  {doc.body}
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field id={`${id}-name`} label="Your full name" mark="required">
                    <Input
                      type="text"
                      autoComplete="name"
                      value={value.signerName}
                      onChange={(e) => set({ signerName: e.target.value })}
                    />
                  </Field>
                  <p className="self-end text-sm text-slate-700">Date: {today()}</p>
                </div>
                {self && (
                  <fieldset className="text-sm text-slate-800">
                    <legend className="font-medium">You sign as</legend>
                    <div className="mt-1 flex flex-wrap gap-4">
                      {(
                        [
                          ['self', 'The swimmer (18 or over)'],
                          ['guardian', 'A parent or guardian'],
                        ] as const
                      ).map(([role, label]) => (
                        <label key={role} className="flex items-center gap-2">
                          <input
                            type="radio"
                            name={`${id}-role`}
                            className="size-4 accent-ocean-800"
                            checked={value.signerRole === role}
                            onChange={() => set({ signerRole: role })}
                          />
                          {label}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                )}
                <label className="flex items-start gap-3 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-ocean-800"
                    checked={agreedNow(value, draft)}
                    onChange={(e) => set({ agreed: e.target.checked, agreedFor: signedFor(draft) })}
                  />
                  {self
                    ? `I have read the ${doc.title} and agree to it.`
                    : `I am the parent or guardian of ${swimmerNames || 'the swimmers'}, I have read the ${doc.title} and I agree to it for them.`}
                </label>
              </div>
            )}
          </article>
        );
      })}
    </section>
  );
}
