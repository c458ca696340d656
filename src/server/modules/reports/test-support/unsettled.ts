/**
 * The reports' tests seed fixed days of October 2026. Attendance and visits kept ten years, those days stay unsettled
 * (summed again on every change) whatever day the tests run, as they are on the day the tests were written.
 */
export const KEEP_THE_TEST_DAYS_UNSETTLED = {
  RETENTION_ATTENDANCE_DAYS: '3650',
  RETENTION_ANALYTICS_DAYS: '3650',
};
