import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { humanize } from './format';

/** Above a list: the search box, the status filter when the list has statuses, and any other filters. */
export function Toolbar({
  search,
  onSearch,
  searchLabel,
  status,
  onStatus,
  statuses,
  children,
}: {
  search: string;
  onSearch: (v: string) => void;
  searchLabel: string;
  status?: string;
  onStatus?: (v: string) => void;
  statuses?: readonly string[];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field id={`${id}-search`} label={searchLabel} className="flex-1">
        <span className="relative block">
          <Search
            className="pointer-events-none absolute left-3 top-3.5 size-4 text-slate-500"
            aria-hidden="true"
          />
          <Input type="search" className="pl-9" value={search} onChange={(e) => onSearch(e.target.value)} />
        </span>
      </Field>
      {statuses && onStatus && (
        <Field id={`${id}-status`} label="Status" className="sm:w-48">
          <Select value={status ?? ''} onChange={(e) => onStatus(e.target.value)}>
            <option value="">All statuses</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {humanize(s)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {children}
    </div>
  );
}
