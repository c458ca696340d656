/** The payments module's door: all that other modules may import from it (lint refuses any other file of it). */
export { createPaymentGateway } from './gateway';
export type { PaymentGateway } from './gateway';
export { paymentRoutes } from './routes';
