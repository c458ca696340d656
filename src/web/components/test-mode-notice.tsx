import { TEST_MODE_NOTICE, TEST_MODE_NOTICE_ID } from '@core/test-mode';
import { siteConfig } from '@web/lib/site-config';

/**
 * A bar on every page while the built-in test gateway takes the payments, so nobody mistakes a test booking for
 * a paid one. The server removes it from prerendered HTML when Stripe is live (hence the id and plain markup).
 */
export function TestModeNotice() {
  if (siteConfig().paymentGateway !== 'test') return null;
  return (
    <div
      id={TEST_MODE_NOTICE_ID}
      role="note"
      className="border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-sm font-semibold text-amber-950"
    >
      {TEST_MODE_NOTICE}
    </div>
  );
}
