/** The waitlist module's door: all that other modules may import from it (lint refuses any other file of it). */
export {
  eraseOldWaitlistContacts,
  familyWaitlist,
  isOnWaitlist,
  offerFreedSeatsSoon,
  waitlistJoinedView,
  waitlistOfferView,
} from './service';
export { waitlistRoutes } from './routes';
export { waitlistJob } from './service';
