import type { DaySheet, DaySheetLesson, DaySheetSwimmer } from '@core/api/instructor';

/** A swimmer of a day sheet, with what a test changes given. */
export const daySheetSwimmer = (over: Partial<DaySheetSwimmer> = {}): DaySheetSwimmer => ({
  swimmerId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Riley Chen',
  ageGroup: 'child',
  level: 'turtle',
  healthConsiderations: null,
  fears: null,
  attendance: null,
  signedOffHere: [],
  signedOffBefore: [],
  documents: [],
  ...over,
});

/** A lesson of a day sheet: 9:00 to 9:30 AM New York time on Saturday, July 11, 2026, unless told otherwise. */
export const daySheetLesson = (over: Partial<DaySheetLesson> = {}): DaySheetLesson => ({
  lessonId: '11111111-1111-4111-8111-111111111111',
  bookingReference: 'BK-ABC123',
  startTime: '2026-07-11T13:00:00.000Z',
  endTime: '2026-07-11T13:30:00.000Z',
  lessonType: 'private',
  address: '12 Elm St, Bethesda, MD 20814',
  mapUrl: 'https://maps.example/?q=12+Elm+St',
  travelMinutesFromPrevious: 25,
  travelFrom: 'home',
  swimmers: [daySheetSwimmer()],
  emergencyContact: { name: 'Dana Chen', phone: '(301) 555-0142', relationship: 'parent' },
  addOns: [],
  specialRequests: null,
  canRecord: true,
  progressSentAt: null,
  ...over,
});

export const daySheet = (lessons: DaySheetLesson[], date = '2026-07-11'): DaySheet => ({
  date,
  instructorName: 'Alex Rivera',
  lessons,
});
