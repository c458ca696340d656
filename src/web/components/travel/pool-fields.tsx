import { useState } from 'react';
import { clsx } from 'clsx';
import { CommunityPoolSelect } from './community-pool-select';
import { PoolAddressFields } from './pool-address-fields';
import type { PoolDraft, PoolField, PoolKind } from './pool-draft';
import type { LessonPlaceCheck } from './use-lesson-place';
import { ZipMessage } from './zip-message';

interface Props {
  value: PoolDraft;
  onChange: (next: PoolDraft) => void;
  /** useLessonPlace(value), from the form: it also decides whether the form may go on. */
  check: LessonPlaceCheck;
  idPrefix?: string;
  legend?: string;
  /** Show every field's message, not only those of fields the visitor has left (after a refused submit). */
  showAllErrors?: boolean;
  className?: string;
}

export const POOL_FIELDS_LEGEND = 'Where will lessons be?';

const CHOICES: { kind: PoolKind; label: string }[] = [
  { kind: 'address', label: 'Our own pool' },
  { kind: 'community', label: 'One of your community pools' },
];

/**
 * Where the lessons will be: the family's own pool (its address) or one of the business's community pools. Checked
 * with the shared lessonPlaceSchema; the ZIP's travel fee, or why we cannot come, is spoken in a live region.
 */
export function PoolFields({
  value,
  onChange,
  check,
  idPrefix = 'pool',
  legend = POOL_FIELDS_LEGEND,
  showAllErrors,
  className,
}: Props) {
  const [left, setLeft] = useState<ReadonlySet<PoolField>>(() => new Set());
  const onLeave = (field: PoolField) => setLeft((prev) => new Set(prev).add(field));
  const errorOf = (field: PoolField) => (showAllErrors || left.has(field) ? check.errors[field] : undefined);
  const zipMessageId = `${idPrefix}-zip-message`;
  const update = (patch: Partial<PoolDraft>) => onChange({ ...value, ...patch });

  return (
    <fieldset className={clsx('space-y-4 rounded-xl border border-slate-200 p-4', className)}>
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {CHOICES.map((choice) => (
          <label key={choice.kind} className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="radio"
              name={`${idPrefix}-kind`}
              value={choice.kind}
              checked={value.kind === choice.kind}
              onChange={() => update({ kind: choice.kind })}
              className="size-4 accent-ocean-800"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {value.kind === 'address' ? (
        <PoolAddressFields
          idPrefix={idPrefix}
          value={value}
          onChange={update}
          errorOf={errorOf}
          onLeave={onLeave}
          zipMessageId={zipMessageId}
        />
      ) : (
        <CommunityPoolSelect
          id={`${idPrefix}-venue`}
          value={value.venueId}
          onChange={(venueId) => update({ venueId })}
          onLeave={() => onLeave('venueId')}
          pools={check.pools}
          error={errorOf('venueId')}
          zipMessageId={zipMessageId}
        />
      )}
      {/* A wrong ZIP is the ZIP field's own message; this region speaks only of a complete one. */}
      <ZipMessage id={zipMessageId} zip={check.zip} lookup={check.lookup} />
    </fieldset>
  );
}
