/** The time zones offered in the pickers: 7 US and 5 international (spec section 9). */
export interface TimeZoneOption {
  value: string;
  label: string;
  group: 'US' | 'International';
}

export const DEFAULT_TIME_ZONE = 'America/New_York';

export const TIME_ZONES: readonly TimeZoneOption[] = [
  { value: 'America/New_York', label: 'Eastern Time (ET)', group: 'US' },
  { value: 'America/Chicago', label: 'Central Time (CT)', group: 'US' },
  { value: 'America/Denver', label: 'Mountain Time (MT)', group: 'US' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (PT)', group: 'US' },
  { value: 'America/Phoenix', label: 'Arizona (MST)', group: 'US' },
  { value: 'America/Anchorage', label: 'Alaska Time (AKT)', group: 'US' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (HT)', group: 'US' },
  { value: 'Europe/London', label: 'London (GMT/BST)', group: 'International' },
  { value: 'Europe/Paris', label: 'Paris (CET/CEST)', group: 'International' },
  { value: 'Asia/Tokyo', label: 'Tokyo (JST)', group: 'International' },
  { value: 'Asia/Shanghai', label: 'Shanghai (CST)', group: 'International' },
  { value: 'Australia/Sydney', label: 'Sydney (AEST/AEDT)', group: 'International' },
];
