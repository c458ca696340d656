/**
 * Placeholders the build leaves in prerendered HTML for values only the running server knows.
 * The server replaces each one (HTML-escaped) when it loads the pages.
 */
export const HTML_PLACEHOLDERS = {
  publicUrl: '%PUBLIC_URL%',
  phone: '%BUSINESS_PHONE%',
  phoneDigits: '%BUSINESS_PHONE_DIGITS%',
  email: '%BUSINESS_EMAIL%',
} as const;

/** Replaced by the server with the LocalBusiness JSON-LD built from its configuration. */
export const LOCAL_BUSINESS_MARKER = '<!--local-business-->';

/** The untouched app shell lives here, since the site root's index.html is the prerendered home page. */
export const SHELL_DIR = '_shell';
