// zod probes whether it may compile validators with `new Function`. The site's Content-Security-Policy forbids
// eval, so in the browser the probe is a CSP violation (reported by the browser as an issue on every form page).
// Forms here are small, so the compiled fast path gains nothing: zod runs without it. zod keeps its settings
// on this global object (what `z.config` writes to), so the entry sets it without loading zod itself, before any
// page chunk defines a schema.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
