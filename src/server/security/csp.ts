import type { Config } from '../config';

/** A policy the app works under: its own scripts only, plus Stripe's when the live gateway is configured. */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const stripe = config.stripe !== undefined;
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
    connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
    frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    // Only meaningful when the site is served over HTTPS; over plain HTTP it would break every asset.
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}
