import { MIN_FORM_FILL_MS, type ContactInput } from '@core/api/contact';

export type SpamReason = 'honeypot' | 'too_fast' | 'foreign_origin';

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Why a contact submission looks automated, or undefined when it looks like a person:
 * a hidden field was filled, it came faster than a person can type, or from a page on another site.
 * `allowedOrigins` are the public URL's origin and the origin the request itself was addressed to.
 */
export function spamReason(
  input: Pick<
    ContactInput,
    'hp_email' | 'website' | 'phone2' | 'fax' | 'formStartTime' | 'submissionTime' | 'csrfOrigin'
  >,
  allowedOrigins: readonly string[],
  originHeader: string | undefined,
): SpamReason | undefined {
  if (
    [input.hp_email, input.website, input.phone2, input.fax].some(
      (v) => typeof v === 'string' && v.trim() !== '',
    )
  )
    return 'honeypot';
  if (input.submissionTime - input.formStartTime < MIN_FORM_FILL_MS) return 'too_fast';
  const claimed = originOf(input.csrfOrigin);
  if (!claimed || !allowedOrigins.includes(claimed)) return 'foreign_origin';
  if (
    originHeader !== undefined &&
    originOf(originHeader) !== undefined &&
    !allowedOrigins.includes(originOf(originHeader) ?? '')
  ) {
    return 'foreign_origin';
  }
  return undefined;
}
