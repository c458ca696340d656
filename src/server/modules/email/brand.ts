import { BUSINESS } from '@core/catalog/business';
import type { Config } from '../../config';
import type { Brand } from './templates/render';

/** The business's name, the phone, email and address the owner configured, and whether payments are for real. */
export function brandFrom(config: Config): Brand {
  return {
    businessName: BUSINESS.name,
    phone: config.businessPhone,
    email: config.businessEmail,
    publicUrl: config.publicUrl,
    testMode: config.paymentGateway === 'test',
  };
}
