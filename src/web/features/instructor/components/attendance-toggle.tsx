import { Check, UserX } from 'lucide-react';
import type { AttendanceState } from '@core/api/instructor';
import { Button } from '@web/components/ui/button';

const CHOICES = [
  { status: 'attended', label: 'Attended', Icon: Check },
  { status: 'no_show', label: 'No-show', Icon: UserX },
] as const;

/** Two toggle buttons: the pressed one is the attendance recorded; neither is pressed until one is chosen. */
export function AttendanceToggle({
  swimmerName,
  value,
  disabled,
  onChange,
}: {
  swimmerName: string;
  value: AttendanceState | null;
  disabled: boolean;
  onChange: (status: AttendanceState) => void;
}) {
  return (
    <div role="group" aria-label={`Attendance of ${swimmerName}`} className="grid grid-cols-2 gap-2">
      {CHOICES.map(({ status, label, Icon }) => (
        <Button
          key={status}
          variant={value === status ? 'default' : 'outline'}
          size="lg"
          aria-pressed={value === status}
          disabled={disabled}
          onClick={() => onChange(status)}
        >
          <Icon aria-hidden="true" /> {label}
        </Button>
      ))}
    </div>
  );
}
