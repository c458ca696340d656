import { z } from 'zod';
import {
  DOCUMENT_KINDS,
  DOCUMENT_REQUIREMENTS,
  documentKindLabel,
  publishDocumentRequestSchema,
  type PublishDocumentRequest,
} from '@core/api/documents';
import { Button } from '@web/components/ui/button';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { useAdminDocuments, usePublishDocument } from '@web/features/admin/api/admin-documents';
import { MissingDocumentsList } from './missing-documents-list';
import { showFieldErrors } from '@web/features/admin/hooks/use-admin-action';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';

type Values = Record<'kind' | 'title' | 'body' | 'requiredWhen', string>;
const blank: Values = { kind: '', title: '', body: '', requiredWhen: 'to_book' };

// Typed as the contract's input only for the compiler: the pipe checks the lists.
const formSchema = z
  .object({ kind: z.string(), title: z.string(), body: z.string(), requiredWhen: z.string() })
  .transform((v) => v as PublishDocumentRequest)
  .pipe(publishDocumentRequestSchema);

/** The documents families sign: a new text is published as the next version, and everyone signs it again. */
export function DocumentsScreen() {
  const documents = useAdminDocuments();
  const publish = usePublishDocument();
  const form = useZodForm(formSchema, { defaultValues: blank });
  const current = documents.data?.current ?? [];
  return (
    <div className="space-y-8">
      <ScreenHeader
        title="Documents"
        lead="The liability waiver, medical release and photo consent families sign for each swimmer. Publishing a changed text makes a new version: families sign it again at their next booking or before their next lesson."
      />
      <DataTable
        columns={['Document', 'Version', 'Required', 'Published', 'Signatures']}
        emptyText="No documents yet. Publish the first below."
        results={{ loading: documents.isLoading, error: documents.error, empty: current.length === 0 }}
      >
        {current.map((d) => (
          <tr key={d.id}>
            <td className={`${td} font-semibold`}>
              {d.title}
              <span className="block text-xs font-normal text-slate-600">{documentKindLabel(d.kind)}</span>
            </td>
            <td className={td}>v{d.version}</td>
            <td className={td}>{DOCUMENT_REQUIREMENTS.find((r) => r.id === d.requiredWhen)?.label}</td>
            <td className={td}>{d.publishedAt.slice(0, 10)}</td>
            <td className={td}>{d.signatures}</td>
          </tr>
        ))}
      </DataTable>
      <MissingDocumentsList />
      <Form
        form={form}
        aria-labelledby="publish-document"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        onSubmit={(input) =>
          publish.mutate(input, {
            onSuccess: () => form.reset(blank),
            onError: (err) => showFieldErrors(form.setError, err),
          })
        }
      >
        <h2 id="publish-document" className="text-lg font-semibold text-ocean-900">
          Publish a document or a new version
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField<Values> name="kind" id="document-kind" label="Document" mark="required">
            <Select>
              <option value="">Choose...</option>
              {DOCUMENT_KINDS.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField<Values> name="requiredWhen" id="document-required" label="Required" mark="required">
            <Select>
              {DOCUMENT_REQUIREMENTS.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField<Values>
            name="title"
            id="document-title"
            label="Title"
            mark="required"
            className="sm:col-span-2"
          >
            <Input />
          </FormField>
          <FormField<Values>
            name="body"
            id="document-body"
            label="Text"
            hint="Plain text; a blank line starts a new paragraph."
            mark="required"
            className="sm:col-span-2"
          >
            <Textarea rows={10} />
          </FormField>
        </div>
        <Button type="submit" disabled={publish.isPending}>
          Publish
        </Button>
      </Form>
    </div>
  );
}
