/**
 * What every page and every email says while the built-in test gateway takes the payments (no Stripe configured),
 * so nobody mistakes a test booking for a paid one. No schema library here: the page layout imports it.
 */
export const TEST_MODE_NOTICE = 'Test mode: no real payments are taken';

/**
 * The id of the page's notice element. The build prerenders pages with it (the prerender runs in test mode); a
 * server taking real payments removes the element from that HTML before serving it.
 */
export const TEST_MODE_NOTICE_ID = 'test-mode-notice';
