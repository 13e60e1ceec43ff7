import { z } from 'zod';

// Imported first by every extension page and the background, before any schema exists.
// zod probes `new Function("")` to decide whether to compile fast parsers; the extension's
// CSP forbids eval, so the probe fails and Firefox logs a CSP error on every page. Jitless
// parsing never probes. (The content script has no zod.)
z.config({ jitless: true });
