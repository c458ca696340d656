import { describe, expect, test } from 'vitest';
import { TRAVEL_UNREACHABLE_MESSAGE } from '@core/api/travel';
import { PLACE_INCOMPLETE_MESSAGE, PLACE_OUTSIDE_MESSAGE } from '@web/components/travel/use-lesson-place';
import {
  CHECKING_TRAVEL_HINT,
  EMERGENCY_CONTACT_HINT,
  reviewGateHint,
  type ReviewGateInput,
} from './review-gate';
import { meetsAtOf, severalPoolsHint } from './meets-at';

const ready: ReviewGateInput = {
  emergencyContactGiven: true,
  placeStatus: { kind: 'inside' },
  servedZip: '20815',
  heldZip: '20815',
  travelProblem: null,
  meetsAt: { kind: 'anywhere' },
};

describe('step 4’s gate', () => {
  test('opens with a place inside the area, a hold checked against its ZIP and an emergency contact', () => {
    expect(reviewGateHint(ready)).toBeNull();
  });

  test('asks for the place first, then refuses one outside the service area', () => {
    expect(reviewGateHint({ ...ready, placeStatus: { kind: 'incomplete' }, servedZip: null })).toBe(
      PLACE_INCOMPLETE_MESSAGE,
    );
    expect(
      reviewGateHint({ ...ready, placeStatus: { kind: 'outside', message: 'Sorry' }, servedZip: null }),
    ).toBe(PLACE_OUTSIDE_MESSAGE);
  });

  test('waits until the hold has been accepted with the place’s ZIP', () => {
    expect(reviewGateHint({ ...ready, heldZip: null })).toBe(CHECKING_TRAVEL_HINT);
    expect(reviewGateHint({ ...ready, heldZip: '20814' })).toBe(CHECKING_TRAVEL_HINT);
  });

  test('gives the server’s reason when an instructor cannot reach this ZIP, and forgets it for another ZIP', () => {
    const travelProblem = { zip: '20815', message: TRAVEL_UNREACHABLE_MESSAGE, slotIds: [] };
    expect(reviewGateHint({ ...ready, heldZip: null, travelProblem })).toBe(TRAVEL_UNREACHABLE_MESSAGE);
    expect(reviewGateHint({ ...ready, servedZip: '20814', heldZip: '20814', travelProblem })).toBeNull();
  });

  test('a community pool with no ZIP on file needs no travel check', () => {
    expect(reviewGateHint({ ...ready, servedZip: null, heldZip: null })).toBeNull();
  });

  test('still needs the emergency contact', () => {
    expect(reviewGateHint({ ...ready, emergencyContactGiven: false })).toBe(EMERGENCY_CONTACT_HINT);
  });

  test('refuses times that meet at two different pools, whatever else is ready', () => {
    const meetsAt = meetsAtOf([
      { slotId: 'a', venueId: 'v2', venueName: 'Reston HOA Pool' },
      { slotId: 'b', venueId: 'v1', venueName: 'Capitol Hill Community Pool' },
    ]);
    expect(reviewGateHint({ ...ready, meetsAt })).toBe(
      severalPoolsHint(['Capitol Hill Community Pool', 'Reston HOA Pool']),
    );
    const one = meetsAtOf([
      { slotId: 'a', venueId: 'v1', venueName: 'Capitol Hill Community Pool' },
      { slotId: 'b', venueId: 'v1', venueName: 'Capitol Hill Community Pool' },
    ]);
    expect(one).toEqual({ kind: 'pool', venueId: 'v1', venueName: 'Capitol Hill Community Pool' });
    expect(reviewGateHint({ ...ready, meetsAt: one })).toBeNull();
  });
});
