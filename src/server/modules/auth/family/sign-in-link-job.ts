import type { Job } from '../../../jobs/scheduler';
import { sendRequestedSignInLinks } from './service';

/**
 * Emails the sign-in links families asked for (0152). It polls every second on its own timer, not right after the
 * request: the work a known email causes (the link, its email) then happens at a time the asker cannot tie to their
 * request, on whichever server copy claims it.
 */
export const familySignInLinkJob: Job = {
  name: 'family-sign-in-links',
  intervalMs: 1_000,
  run: async (app) => void (await sendRequestedSignInLinks(app)),
};
