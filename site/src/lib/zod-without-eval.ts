/**
 * What `zod` means in the browser bundle (astro.config.mjs aliases it here). Zod probes for
 * `new Function` to compile fast parsers; our Content-Security-Policy forbids eval, so the
 * browser logged a violation on every page with a form. `jitless` skips the probe. It must be
 * set before any schema is built, hence here, where zod is first evaluated.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
