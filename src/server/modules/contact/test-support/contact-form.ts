/** A contact form submission that passes every spam check: honeypots empty, filled in 45 seconds, same origin. */
export function contactFormPayload(csrfOrigin: string, over: Record<string, unknown> = {}) {
  const formStartTime = 1_780_000_000_000;
  return {
    name: 'Morgan Lee',
    email: 'morgan@example.com',
    message: 'Do you teach at apartment pools in Arlington?',
    hp_email: '',
    website: '',
    phone2: '',
    fax: '',
    formStartTime,
    submissionTime: formStartTime + 45_000,
    csrfOrigin,
    ...over,
  };
}
