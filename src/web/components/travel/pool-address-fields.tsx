import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { POOL_STATES, type PoolState } from '@core/api/travel-text';
import { zipDigits } from './zip-box';
import type { PoolDraft, PoolField } from './pool-draft';
import { PoolFieldError, describedBy } from './pool-field-error';

const STATE_NAMES: Record<PoolState, string> = { DC: 'Washington, DC', MD: 'Maryland', VA: 'Virginia' };

interface Props {
  idPrefix: string;
  value: PoolDraft;
  onChange: (patch: Partial<PoolDraft>) => void;
  errorOf: (field: PoolField) => string | undefined;
  onLeave: (field: PoolField) => void;
  /** The id of the live region that speaks about the ZIP. */
  zipMessageId: string;
}

/**
 * The family's own pool: street address, city, state (the service area lies in DC, MD and VA) and ZIP code.
 *
 * The columns follow the width the fields get (a container query), not the window's: in the 512 px request dialog
 * at 1280 px the window is wide but the form is not. Street and city take a row each and State and ZIP share one
 * (two equal columns) from 24rem; from 42rem city, state and ZIP share a row. Every cell is `min-w-0` and asks for
 * no width of its own, so a cell, and the message under its field, stays inside its column and wraps there instead
 * of running over the next field's message.
 */
export function PoolAddressFields({ idPrefix, value, onChange, errorOf, onLeave, zipMessageId }: Props) {
  const ids = {
    street: `${idPrefix}-street`,
    city: `${idPrefix}-city`,
    state: `${idPrefix}-state`,
    zip: `${idPrefix}-zip`,
  };
  const text = (field: 'street' | 'city', autoComplete: string) => ({
    type: 'text',
    autoComplete,
    value: value[field],
    onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
    onBlur: () => onLeave(field),
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': describedBy(ids[field], errorOf(field)),
  });
  return (
    <div className="@container">
      <div className="grid gap-4 @sm:grid-cols-2 @2xl:grid-cols-4">
        <div className="min-w-0 @sm:col-span-2 @2xl:col-span-4">
          <Field id={ids.street} label="Street address" mark="required">
            <Input {...text('street', 'street-address')} />
          </Field>
          <PoolFieldError controlId={ids.street} message={errorOf('street')} />
        </div>
        <div className="min-w-0 @sm:col-span-2">
          <Field id={ids.city} label="City" mark="required">
            <Input {...text('city', 'address-level2')} />
          </Field>
          <PoolFieldError controlId={ids.city} message={errorOf('city')} />
        </div>
        <div className="min-w-0">
          <Field id={ids.state} label="State" mark="required">
            <Select
              autoComplete="address-level1"
              value={value.state}
              onChange={(e) => onChange({ state: e.target.value })}
              onBlur={() => onLeave('state')}
              aria-invalid={errorOf('state') ? true : undefined}
              aria-describedby={describedBy(ids.state, errorOf('state'))}
            >
              <option value="">Choose</option>
              {POOL_STATES.map((s) => (
                <option key={s} value={s}>
                  {STATE_NAMES[s]}
                </option>
              ))}
            </Select>
          </Field>
          <PoolFieldError controlId={ids.state} message={errorOf('state')} />
        </div>
        <div className="min-w-0">
          <Field id={ids.zip} label="ZIP code" mark="required">
            <Input
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              value={value.zip}
              onChange={(e) => onChange({ zip: zipDigits(e.target.value) })}
              onBlur={() => onLeave('zip')}
              aria-invalid={errorOf('zip') ? true : undefined}
              aria-describedby={describedBy(ids.zip, errorOf('zip'), zipMessageId)}
            />
          </Field>
          <PoolFieldError controlId={ids.zip} message={errorOf('zip')} />
        </div>
      </div>
    </div>
  );
}
