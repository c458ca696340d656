/**
 * Step 4's gate ("Review & Emergency Contact"): the family may go on to payment only with a place we travel to, a
 * hold the server has checked against that place (every instructor can get there in time), and an emergency contact.
 */
import { placeBlocker, type PlaceStatus } from '@web/components/travel/use-lesson-place';
import type { TravelProblem } from '../hooks/use-slot-hold';
import { severalPoolsHint, type MeetsAt } from './meets-at';

export const EMERGENCY_CONTACT_HINT = 'Add an emergency contact name and phone to continue.';
export const CHECKING_TRAVEL_HINT = 'Checking that our instructor can reach your pool in time...';

export interface ReviewGateInput {
  emergencyContactGiven: boolean;
  placeStatus: PlaceStatus;
  /** The place's ZIP when inside the service area; null for a community pool with no ZIP on file. */
  servedZip: string | null;
  /** The ZIP the live hold was accepted with. */
  heldZip: string | null;
  travelProblem: TravelProblem | null;
  /** Where the held shared times already meet. */
  meetsAt: MeetsAt;
}

/** The sentence that says why Continue is disabled on step 4, or null when the family may go on. */
export function reviewGateHint(input: ReviewGateInput): string | null {
  if (input.meetsAt.kind === 'several') return severalPoolsHint(input.meetsAt.venueNames);
  const placeHint = placeBlocker(input.placeStatus);
  if (placeHint) return placeHint;
  if (input.servedZip) {
    if (input.travelProblem?.zip === input.servedZip) return input.travelProblem.message;
    if (input.heldZip !== input.servedZip) return CHECKING_TRAVEL_HINT;
  }
  if (!input.emergencyContactGiven) return EMERGENCY_CONTACT_HINT;
  return null;
}
