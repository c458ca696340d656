import { useState } from 'react';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/select';
import { useEmailPreviews } from '@web/features/admin/api/get-email-previews';
import { humanize } from '@web/features/admin/shared/format';

/** Every email template with sample data, one at a time, rendered inert. */
export function EmailTemplatePreviews({ onClose }: { onClose: () => void }) {
  const { data, isLoading } = useEmailPreviews();
  const [index, setIndex] = useState(0);
  const preview = data?.previews[index];
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Email templates"
      description="Every message customers and instructors receive, with sample data."
      wide
    >
      {isLoading && <p aria-busy="true">Loading...</p>}
      {data && (
        <div className="space-y-3">
          <Field id="email-template" label="Template">
            <Select value={index} onChange={(e) => setIndex(Number(e.target.value))}>
              {data.previews.map((p, i) => (
                <option key={p.kind} value={i}>
                  {humanize(p.kind)}
                </option>
              ))}
            </Select>
          </Field>
          {preview && (
            <>
              <p className="text-sm">
                <span className="font-medium">Subject:</span> {preview.subject}
              </p>
              {/* Rendered with no scripts and no same-origin access: the sandbox keeps the message inert. */}
              <iframe
                title={`Preview: ${preview.subject}`}
                sandbox=""
                srcDoc={preview.html}
                className="h-96 w-full rounded-lg border border-slate-200"
              />
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
