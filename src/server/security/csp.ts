import type { Config } from '../config';

/**
 * A policy the app works under: its own scripts only, plus Stripe's when the live gateway is configured, and the
 * error-reporting host when a browser DSN is.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const stripe = config.stripe !== undefined;
  // The browser posts its crash reports to the DSN's host.
  const dsn = config.monitoring.browserDsn;
  const errorReports = dsn ? [new URL(dsn).origin] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    // Components set style attributes at run time; no inline script is ever allowed.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...(stripe ? ['https://*.stripe.com'] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : []), ...errorReports],
    frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    // Only meaningful when the site is served over HTTPS; over plain HTTP it would break every asset.
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}
