import type { CommunityPool } from '@core/api/travel';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/select';
import type { useCommunityPools } from './get-community-pools';
import { PoolFieldError, describedBy } from './pool-field-error';

interface Props {
  id: string;
  value: string;
  onChange: (venueId: string) => void;
  onLeave: () => void;
  pools: ReturnType<typeof useCommunityPools>;
  error?: string;
  zipMessageId: string;
}

const poolLabel = (pool: CommunityPool) => {
  const where = [pool.city, pool.state].filter(Boolean).join(', ');
  return where ? `${pool.name} (${where})` : pool.name;
};

/** One of the business's community pools, for families without a pool of their own. */
export function CommunityPoolSelect({ id, value, onChange, onLeave, pools, error, zipMessageId }: Props) {
  if (pools.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        We could not load our community pools: {pools.error.message}
      </p>
    );
  if (pools.data && pools.data.length === 0)
    return (
      <p role="status" className="text-sm text-slate-700">
        We have no community pools listed right now. Please give your own pool’s address.
      </p>
    );
  return (
    <div>
      <Field id={id} label="Community pool" mark="required">
        <Select
          value={value}
          disabled={!pools.data}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onLeave}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, zipMessageId)}
        >
          <option value="">{pools.data ? 'Choose a pool' : 'Loading pools...'}</option>
          {pools.data?.map((pool) => (
            <option key={pool.id} value={pool.id}>
              {poolLabel(pool)}
            </option>
          ))}
        </Select>
      </Field>
      <PoolFieldError controlId={id} message={error} />
    </div>
  );
}
