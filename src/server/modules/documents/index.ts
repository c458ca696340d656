/** The documents module's door: all that other modules may import from it (lint refuses any other file of it). */
export {
  familyDocuments,
  familySignatures,
  requiredDocumentsOf,
  signDocument,
  signedCopy,
  type SigningSwimmer,
} from './service';
export { documentsMissingFor, signedDocumentsEmailView } from './email-view';
export { checkBookingSignatures, type StoreBookingSignatures } from './booking-signing';
export { documentAdminRoutes, documentPublicRoutes } from './routes';
