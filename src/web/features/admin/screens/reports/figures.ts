import type { ReportUnit } from '@core/api/reports';
import { dollars } from '@web/features/admin/shared/format';

/** A figure as the owner reads it: dollars, a share, minutes, a distance, or a plain count. */
export function formatFigure(value: number, unit: ReportUnit): string {
  switch (unit) {
    case 'cents':
      return dollars(value);
    case 'percent':
      return `${value}%`;
    case 'minutes':
      return `${value.toLocaleString('en-US')} min`;
    case 'km':
      return `${value.toFixed(1)} km`;
    case 'miles':
      return `${value.toFixed(1)} mi`;
    case 'decimal':
      return value.toFixed(1);
    default:
      return value.toLocaleString('en-US');
  }
}

/** "+12%" / "-5%" / "no change" against the period before; "new" when there was nothing before. */
export function changeFrom(now: number, before: number): string {
  if (now === before) return 'no change';
  if (before === 0) return 'new';
  const change = Math.round(((now - before) / Math.abs(before)) * 100);
  return `${change > 0 ? '+' : ''}${change}%`;
}
