/** The contact module's door: all that other modules may import from it (lint refuses any other file of it). */
export { contactMessageEmailView } from './email-view';
export { eraseOldContactAddresses } from './service';
export { contactRoutes } from './routes';
