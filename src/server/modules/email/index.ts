/** The email module's door: all that other modules may import from it (lint refuses any other file of it). */
export { eraseOldOutboxBodies } from './retention';
export { emailDeliveryStatus } from './service';
export { createEmailEvents } from './events';
export { createEmailEventHandler } from './handler';
export { emailJobs } from './jobs';
export { emailRoutes } from './routes';
export { resumeStoredOnlyMessages } from './service';
