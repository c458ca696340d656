import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { creditEmailParamsSchema } from '@core/api/credits';
import { Button } from '@web/components/ui/button';
import { Form, FormField, useZodForm } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { useCreditAccount } from '@web/features/admin/api/get-credit-account';
import { useCreditFamilies } from '@web/features/admin/api/get-credit-families';
import { DataTable, td } from '@web/features/admin/shared/data-table';
import { when } from '@web/features/admin/shared/format';
import { ScreenHeader } from '@web/features/admin/shared/screen-header';
import { ApiError } from '@web/lib/api-client';
import { CreditAdjustmentForm } from './credit-adjustment-form';
import { creditCount } from './credit-format';
import { CreditLedger } from './credit-ledger';

/** Opens any family's ledger by email, also one with no entries yet (to give a first goodwill credit). */
function OpenByEmail({ onOpen }: { onOpen: (email: string) => void }) {
  const form = useZodForm(creditEmailParamsSchema, { defaultValues: { email: '' } });
  return (
    <Form
      form={form}
      onSubmit={({ email }) => onOpen(email)}
      role="search"
      aria-label="Open a family's ledger"
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <FormField name="email" id="credit-family-email" label="Family email" className="flex-1">
        <Input type="email" autoComplete="off" />
      </FormField>
      <Button type="submit" variant="outline">
        Open ledger
      </Button>
    </Form>
  );
}

function FamilyList({ onOpen }: { onOpen: (email: string) => void }) {
  const families = useCreditFamilies();
  const items = families.data?.families ?? [];
  return (
    <DataTable
      columns={['Family', 'Balance', 'Last activity']}
      actions
      emptyText="No family has lesson credits yet."
      results={{ loading: families.isLoading, error: families.error, empty: items.length === 0 }}
    >
      {items.map((f) => (
        <tr key={f.email}>
          <td className={`${td} break-all`}>{f.email}</td>
          <td className={td}>{creditCount(f.balance)}</td>
          <td className={td}>{when(f.lastEntryAt)}</td>
          <td className={td}>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onOpen(f.email)}
              aria-label={`Open ledger of ${f.email}`}
            >
              Open
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function FamilyAccount({ email }: { email: string }) {
  const account = useCreditAccount(email);
  // A family with no entries yet may still be given a goodwill credit, so a 404 leaves the form in place.
  const unknown = account.error instanceof ApiError && account.error.status === 404;
  return (
    <section aria-labelledby="credit-family-heading" className="space-y-6">
      <h3 id="credit-family-heading" className="break-all text-xl font-bold text-ocean-900">
        Ledger of {email}
      </h3>
      {account.isLoading && <p aria-busy="true">Loading...</p>}
      {account.error && !unknown && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {account.error.message}
        </p>
      )}
      {unknown && <p className="text-slate-700">This family has no ledger entries yet.</p>}
      {account.data && <CreditLedger account={account.data} />}
      {(account.data || unknown) && <CreditAdjustmentForm email={email} />}
    </section>
  );
}

/** Every family's lesson credits: who has a ledger, one family's lots and history, and the owner's adjustments. */
export function CreditsScreen() {
  const [params, setParams] = useSearchParams();
  const email = params.get('email');
  const open = (value: string) => setParams({ email: value });
  return (
    <div>
      <ScreenHeader
        title="Credits"
        lead="Lesson credits families hold from packages, cancellations, weather and your adjustments. The balance is worked out from the history, which is never edited."
        actions={
          email ? (
            <Button variant="outline" onClick={() => setParams({})}>
              <ArrowLeft aria-hidden="true" /> All families
            </Button>
          ) : undefined
        }
      />
      <OpenByEmail onOpen={open} />
      {email ? <FamilyAccount key={email} email={email} /> : <FamilyList onOpen={open} />}
    </div>
  );
}
