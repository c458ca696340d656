/** The time zones offered in the pickers: 7 US and 5 international (spec section 9). */
export interface TimeZoneOption {
  value: string;
  label: string;
  group: 'US' | 'International';
  /**
   * The zone's name in the spec's words (section 9: ET, CT, MT, PT, Arizona, Alaska, Hawaii; London, Paris, Tokyo,
   * Shanghai, Sydney), the same all year: what every page and email writes next to a time (`timeZoneLabel`).
   */
  name: string;
}

export const DEFAULT_TIME_ZONE = 'America/New_York';

export const TIME_ZONES: readonly TimeZoneOption[] = [
  { value: 'America/New_York', label: 'Eastern Time (ET)', group: 'US', name: 'ET' },
  { value: 'America/Chicago', label: 'Central Time (CT)', group: 'US', name: 'CT' },
  { value: 'America/Denver', label: 'Mountain Time (MT)', group: 'US', name: 'MT' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (PT)', group: 'US', name: 'PT' },
  { value: 'America/Phoenix', label: 'Arizona (MST)', group: 'US', name: 'Arizona' },
  { value: 'America/Anchorage', label: 'Alaska Time (AKT)', group: 'US', name: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (HT)', group: 'US', name: 'Hawaii' },
  { value: 'Europe/London', label: 'London (GMT/BST)', group: 'International', name: 'London' },
  { value: 'Europe/Paris', label: 'Paris (CET/CEST)', group: 'International', name: 'Paris' },
  { value: 'Asia/Tokyo', label: 'Tokyo (JST)', group: 'International', name: 'Tokyo' },
  { value: 'Asia/Shanghai', label: 'Shanghai (CST)', group: 'International', name: 'Shanghai' },
  { value: 'Australia/Sydney', label: 'Sydney (AEST/AEDT)', group: 'International', name: 'Sydney' },
];
