import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, FileDown } from 'lucide-react';
import { useState } from 'react';
import type { ConsentDocument, SigningSwimmer } from '@core/api/documents';
import { Button } from '@web/components/ui/button';
import { deferredComponent } from '@web/lib/deferred-component';
import { familyDocumentsQuery, signedCopyUrl } from '@web/features/family/api/family-documents';

const SignDocumentDialog = deferredComponent(() =>
  import('./sign-document-dialog').then((m) => m.SignDocumentDialog),
);

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', timeZone: 'America/New_York' });

/**
 * Per swimmer (saved, or known from the family's bookings): each current document signed ("Waiver signed (v3, Dec
 * 2)") or missing, with a way to sign.
 */
export function DocumentsCard() {
  const documents = useQuery(familyDocumentsQuery());
  const [signing, setSigning] = useState<{ document: ConsentDocument; swimmer: SigningSwimmer } | null>(null);
  const data = documents.data;
  const swimmers = data?.swimmers ?? [];
  if (!data || data.documents.length === 0 || swimmers.length === 0) return null;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
      <h3 className="mb-3 text-lg font-semibold text-ocean-900">Documents</h3>
      <ul className="space-y-4" aria-label="Documents to sign">
        {swimmers.map((swimmer) => (
          <li key={swimmer.id}>
            <p className="font-medium text-slate-900">{swimmer.name}</p>
            <ul className="mt-1 space-y-1">
              {data.documents.map((doc) => {
                const status = data.status.find((s) => s.documentId === doc.id && s.swimmerId === swimmer.id);
                const signature = status?.signature;
                return (
                  <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    {status?.current && signature ? (
                      <span className="flex items-center gap-1 text-emerald-800">
                        <CircleCheck className="size-4" aria-hidden="true" />
                        {doc.title} signed (v{signature.version}, {shortDate(signature.signedAt)})
                      </span>
                    ) : (
                      <span className="flex items-center gap-1 font-semibold text-red-800">
                        <CircleAlert className="size-4" aria-hidden="true" />
                        {signature ? `New version to sign: ${doc.title}` : `Missing: ${doc.title}`}
                      </span>
                    )}
                    <span className="flex gap-1">
                      {signature && (
                        <a
                          href={signedCopyUrl(signature.id)}
                          download
                          className="inline-flex items-center gap-1 rounded px-2 py-1 text-ocean-800 underline"
                        >
                          <FileDown className="size-4" aria-hidden="true" /> PDF
                          <span className="sr-only">
                            {' '}
                            of {doc.title} v{signature.version} for {swimmer.name}
                          </span>
                        </a>
                      )}
                      {!status?.current && (
                        <Button size="sm" onClick={() => setSigning({ document: doc, swimmer })}>
                          Read and sign
                          <span className="sr-only">
                            {' '}
                            {doc.title} for {swimmer.name}
                          </span>
                        </Button>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      {signing && (
        <SignDocumentDialog
          document={signing.document}
          swimmer={signing.swimmer}
          onClose={() => setSigning(null)}
        />
      )}
    </div>
  );
}
