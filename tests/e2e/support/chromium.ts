/** Debian's Chromium, which the browser tests and the Lighthouse bench both drive. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

// Without these, Chromium keeps trying to reach the network this machine does not have.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
