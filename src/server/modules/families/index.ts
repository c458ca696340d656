/** The families module's door: all that other modules may import from it (lint refuses any other file of it). */
export { eraseProgressOf, familiesWithProgressOlderThan, isFamilyEmail } from './service';
export { familyRoutes } from './routes';
export { eraseProfilesOf, familiesWithProfileOlderThan } from './profile';
