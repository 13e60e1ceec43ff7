import * as z from 'zod/mini';

// Imported first by every extension page and the background, before any schema exists.
// zod probes `new Function("")` to decide whether to compile fast parsers; the extension's
// CSP forbids eval, so the probe fails and Firefox logs a CSP error on every page. Jitless
// parsing never probes. (The content script has no zod.) The setting is zod's core's, which
// classic and mini share; mini here, so the card's document carries no zod classic.
z.config({ jitless: true });
