import type { CustomerInfo } from '@core/api/requests';

/** The request form before the visitor has written anything. */
export const EMPTY_CUSTOMER: CustomerInfo = { firstName: '', lastName: '', email: '', phone: '' };
