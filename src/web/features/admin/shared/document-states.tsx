import { CircleAlert, CircleCheck } from 'lucide-react';
import type { DocumentStatusLine } from '@core/api/documents';
import { formatInZone } from '@core/rules/timezones';
import { BUSINESS_ZONE } from './format';

/** One required document's state for a swimmer: "Liability waiver signed (v3, Dec 2)" or a red "Missing: ...". */
export function DocumentState({ line }: { line: DocumentStatusLine }) {
  if (line.state === 'signed')
    return (
      <span className="inline-flex items-center gap-1 text-emerald-800">
        <CircleCheck className="size-4" aria-hidden="true" />
        {line.title} signed (v{line.version}
        {line.signedAt ? `, ${formatInZone(line.signedAt, BUSINESS_ZONE, 'MMM d')}` : ''})
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-red-800">
      <CircleAlert className="size-4" aria-hidden="true" />
      {line.state === 'outdated' ? `New version to sign: ${line.title}` : `Missing: ${line.title}`}
    </span>
  );
}

/** Every required document's state for one swimmer, as a short list. */
export function DocumentStates({ lines }: { lines: readonly DocumentStatusLine[] }) {
  if (!lines.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {lines.map((line) => (
        <li key={line.kind}>
          <DocumentState line={line} />
        </li>
      ))}
    </ul>
  );
}
