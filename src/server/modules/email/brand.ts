import { BUSINESS } from '@core/catalog/business';
import type { Config } from '../../config';
import type { Brand } from './templates/render';

/** The business's name and the phone, email and address the owner configured. */
export function brandFrom(config: Config): Brand {
  return {
    businessName: BUSINESS.name,
    phone: config.businessPhone,
    email: config.businessEmail,
    publicUrl: config.publicUrl,
  };
}
